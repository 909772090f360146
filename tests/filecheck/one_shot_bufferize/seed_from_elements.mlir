// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s
// Non-DPS op of the seed: tensor.from_elements bufferizes to a new buffer
// and one memref.store per element.
func.func @from_elements(%f0: f32, %f1: f32, %f2: f32) -> tensor<3xf32> {
  %r = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @from_elements_2d(%f: f32, %g: f32) -> tensor<2x2xf32> {
  %r = tensor.from_elements %f, %g, %g, %f : tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

func.func @from_elements_0d(%f: f32) -> tensor<f32> {
  %r = tensor.from_elements %f : tensor<f32>
  return %r : tensor<f32>
}

// CHECK-LABEL: func.func @from_elements(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<3xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[C2:%[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[C0]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[C1]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC]]{{\[}}[[C2]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements_2d(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<2x2xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[C0]], [[C0]]{{\]}} : memref<2x2xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[C0]], [[C1]]{{\]}} : memref<2x2xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[C1]], [[C0]]{{\]}} : memref<2x2xf32>
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[C1]], [[C1]]{{\]}} : memref<2x2xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<2x2xf32> to tensor<2x2xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @from_elements_0d(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> tensor<f32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<f32>
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]][] : memref<f32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<f32> to tensor<f32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<f32>
// CHECK-NEXT: }

// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'one-shot-bufferize{allow-unknown-ops}' | filecheck %s
// RUN: %mlir-opt %s -allow-unregistered-dialect -one-shot-bufferize='allow-unknown-ops' | filecheck %s

// allow-unknown-ops: ops without a model stay, with to_buffer/to_tensor at their
// boundary; their operands are assumed read and written and their results to
// alias them (hence the copy before test.unknown: %fill is read afterwards).
func.func @unknown_op(%f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %u = "test.unknown"(%fill) : (tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %u[%i] : tensor<4xf32>
  %x = tensor.extract %fill[%i] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

func.func @unknown_producer(%i: index) -> f32 {
  %u = "test.make"() : () -> tensor<4xf32>
  %x = tensor.extract %u[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @unknown_op(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = "test.unknown"([[V0]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V2]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC_0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V3]], [[V4]] : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unknown_producer(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = "test.make"() : () -> tensor<4xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[V1]]{{\[}}[[ARG0]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : f32
// CHECK-NEXT: }

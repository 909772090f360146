// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// arith.constant (private constant globals, not writable) and arith.select of tensors.
func.func @c(%i: index, %c: i1, %t: tensor<4xf32>) -> (f32, tensor<4xf32>, tensor<4xi32>) {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %1 = arith.constant dense<0.0> : tensor<4xf32>
  %2 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.extract %0[%i] : tensor<4xf32>
  %e2 = arith.constant 7 : i32
  %s = arith.select %c, %1, %t : tensor<4xf32>
  %w = tensor.insert %e into %2[%i] : tensor<4xf32>
  %ic = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %x = tensor.insert %e2 into %ic[%i] : tensor<4xi32>
  return %e, %s, %x : f32, tensor<4xf32>, tensor<4xi32>
}
func.func @d() -> tensor<4xf32> {
  %0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK: memref.global "private" constant @__constant_4xi32 : memref<4xi32> = dense<[1, 2, 3, 4]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32_0 : memref<4xf32> = dense<0.000000e+00> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" constant @__constant_4xf32 : memref<4xf32> = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> {alignment = 64 : i64}
// CHECK-LABEL: func.func @c(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: i1, [[ARG2:%[^ ,:)]+]]: tensor<4xf32>) -> (f32, tensor<4xf32>, tensor<4xi32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG2]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.get_global @__constant_4xf32_0 : memref<4xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = memref.load [[V1]]{{\[}}[[ARG0]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[C7_I32:%[^ ,:)]+]] = arith.constant 7 : i32
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V2]], [[ALLOC]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = arith.select [[ARG1]], [[ALLOC]], [[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT: [[V6:%[^ ,:)]+]] = bufferization.to_tensor [[V5]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: [[ALLOC_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V3]], [[ALLOC_1]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store [[V4]], [[ALLOC_1]]{{\[}}[[ARG0]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[V7:%[^ ,:)]+]] = memref.get_global @__constant_4xi32 : memref<4xi32>
// CHECK-NEXT: [[ALLOC_2:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT: memref.copy [[V7]], [[ALLOC_2]] : memref<4xi32> to memref<4xi32>
// CHECK-NEXT: memref.store [[C7_I32]], [[ALLOC_2]]{{\[}}[[ARG0]]{{\]}} : memref<4xi32>
// CHECK-NEXT: [[V8:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_2]] : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT: {{(func.)?}}return [[V4]], [[V6]], [[V8]] : f32, tensor<4xf32>, tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(
// CHECK-SAME: ) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.get_global @__constant_4xf32 : memref<4xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<4xf32>
// CHECK-NEXT: }

// A constant without elements (its attribute is empty) is a global too.
func.func @empty_constant() -> tensor<0xf32> {
  %0 = arith.constant dense<> : tensor<0xf32>
  return %0 : tensor<0xf32>
}

// CHECK-LABEL: func.func @empty_constant(
// CHECK-NEXT: [[GLOBAL:%[^ ,:)]+]] = memref.get_global @__constant_0xf32 : memref<0xf32>
// CHECK-NEXT: [[TENSOR:%[^ ,:)]+]] = bufferization.to_tensor [[GLOBAL]] : memref<0xf32> to tensor<0xf32>
// CHECK-NEXT: {{(func.)?}}return [[TENSOR]] : tensor<0xf32>

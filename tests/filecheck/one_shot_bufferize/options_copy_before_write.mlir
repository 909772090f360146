// RUN: xdsl-opt %s -p 'one-shot-bufferize{copy-before-write}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='copy-before-write' | filecheck %s --check-prefix=CHECK

// copy-before-write: no analysis, every written operand is copied.
func.func @small(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert %f into %c[%i] : tensor<4xf32>
  %s = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  %y = tensor.insert %x into %r[%i] : tensor<4xf32>
  return %y : tensor<4xf32>
}

// CHECK-LABEL: func.func @small(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.copy ins([[V1]] : memref<4xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[ALLOC_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC_1]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC_1]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_1]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[ALLOC_2:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[ALLOC_0]], [[ALLOC_2]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store [[V2]], [[ALLOC_2]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_2]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// CHECK-NEXT: }

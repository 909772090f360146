// RUN: xdsl-opt %s -p 'one-shot-bufferize{unknown-type-conversion=fully-dynamic-layout-map}' | filecheck %s --check-prefix=DYNAMIC
// RUN: %mlir-opt %s -one-shot-bufferize='unknown-type-conversion=fully-dynamic-layout-map' | filecheck %s --check-prefix=DYNAMIC
// RUN: xdsl-opt %s -p 'one-shot-bufferize{unknown-type-conversion=identity-layout-map}' | filecheck %s --check-prefix=IDENTITY
// RUN: %mlir-opt %s -one-shot-bufferize='unknown-type-conversion=identity-layout-map' | filecheck %s --check-prefix=IDENTITY

// unknown-type-conversion: the layout of buffers whose layout cannot be
// inferred (function arguments read through to_buffer).
func.func @small(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert %f into %c[%i] : tensor<4xf32>
  %s = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  %y = tensor.insert %x into %r[%i] : tensor<4xf32>
  return %y : tensor<4xf32>
}

// DYNAMIC-LABEL: func.func @small(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT: linalg.copy ins([[V1]] : memref<4xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<4xf32>)
// DYNAMIC-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DYNAMIC-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYNAMIC-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DYNAMIC-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DYNAMIC-NEXT: memref.store [[V2]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DYNAMIC-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// DYNAMIC-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// DYNAMIC-NEXT: }

// IDENTITY-LABEL: func.func @small(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32>
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32>
// IDENTITY-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: linalg.copy ins([[V1]] : memref<4xf32>) outs([[ALLOC]] : memref<4xf32>)
// IDENTITY-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: memref.store [[V2]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// IDENTITY-NEXT: }

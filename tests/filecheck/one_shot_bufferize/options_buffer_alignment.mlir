// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s --check-prefix=DEFAULT
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s --check-prefix=DEFAULT
// RUN: xdsl-opt %s -p 'one-shot-bufferize{buffer-alignment=0}' | filecheck %s --check-prefix=NONE
// RUN: %mlir-opt %s -one-shot-bufferize='buffer-alignment=0' | filecheck %s --check-prefix=NONE
// RUN: xdsl-opt %s -p 'one-shot-bufferize{buffer-alignment=128}' | filecheck %s --check-prefix=ALIGN128
// RUN: %mlir-opt %s -one-shot-bufferize='buffer-alignment=128' | filecheck %s --check-prefix=ALIGN128

// buffer-alignment: the alignment of new allocations (0: none).
func.func @small(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert %f into %c[%i] : tensor<4xf32>
  %s = tensor.insert %f into %t[%i] : tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  %y = tensor.insert %x into %r[%i] : tensor<4xf32>
  return %y : tensor<4xf32>
}

// DEFAULT-LABEL: func.func @small(
// DEFAULT-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// DEFAULT-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DEFAULT-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DEFAULT-NEXT: linalg.copy ins([[V1]] : memref<4xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<4xf32>)
// DEFAULT-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DEFAULT-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DEFAULT-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DEFAULT-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DEFAULT-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DEFAULT-NEXT: memref.store [[V2]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DEFAULT-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// DEFAULT-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// DEFAULT-NEXT: }

// NONE-LABEL: func.func @small(
// NONE-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// NONE-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NONE-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// NONE-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() : memref<4xf32>
// NONE-NEXT: linalg.copy ins([[V1]] : memref<4xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<4xf32>)
// NONE-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// NONE-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() : memref<4xf32>
// NONE-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// NONE-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// NONE-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// NONE-NEXT: memref.store [[V2]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// NONE-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// NONE-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// NONE-NEXT: }

// ALIGN128-LABEL: func.func @small(
// ALIGN128-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// ALIGN128-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALIGN128-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// ALIGN128-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
// ALIGN128-NEXT: linalg.copy ins([[V1]] : memref<4xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<4xf32>)
// ALIGN128-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// ALIGN128-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 128 : i64} : memref<4xf32>
// ALIGN128-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// ALIGN128-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// ALIGN128-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// ALIGN128-NEXT: memref.store [[V2]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// ALIGN128-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// ALIGN128-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// ALIGN128-NEXT: }

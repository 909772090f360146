// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// tensor.dim, rank, concat, extract, insert, full-overwrite insert_slice.
func.func @dim_rank(%t: tensor<?x4xf32>, %i: index) -> (index, index) {
  %d = tensor.dim %t, %i : tensor<?x4xf32>
  %r = tensor.rank %t : tensor<?x4xf32>
  return %d, %r : index, index
}
func.func @concat(%a: tensor<2x4xf32>, %b: tensor<3x4xf32>) -> tensor<5x4xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<5x4xf32>
  return %0 : tensor<5x4xf32>
}
func.func @extract_insert(%t: tensor<?xf32>, %i: index, %j: index) -> f32 {
  %e = tensor.extract %t[%i] : tensor<?xf32>
  %n = tensor.dim %t, %i : tensor<?xf32>
  %a = tensor.empty(%n) : tensor<?xf32>
  %w = tensor.insert %e into %a[%j] : tensor<?xf32>
  %r = tensor.extract %w[%i] : tensor<?xf32>
  return %r : f32
}
func.func @insert_slice_full_overwrite(%s: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %s into %fill[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @dim_rank(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?x4xf32>, [[ARG1:%[^ ,:)]+]]: index) -> (index, index) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[V1]], [[ARG1]] : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.rank [[V0]] : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[DIM]], [[V2]] : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<2x4xf32>, [[ARG1:%[^ ,:)]+]]: tensor<3x4xf32>) -> tensor<5x4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<3x4xf32> to memref<3x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<2x4xf32> to memref<2x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5x4xf32>
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]][0, 0] [2, 4] [1, 1] : memref<5x4xf32> to memref<2x4xf32, strided<[4, 1]>>
// CHECK-NEXT: memref.copy [[V1]], [[SUBVIEW]] : memref<2x4xf32, strided<[?, ?], offset: ?>> to memref<2x4xf32, strided<[4, 1]>>
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ALLOC]][2, 0] [3, 4] [1, 1] : memref<5x4xf32> to memref<3x4xf32, strided<[4, 1], offset: 8>>
// CHECK-NEXT: memref.copy [[V0]], [[SUBVIEW_0]] : memref<3x4xf32, strided<[?, ?], offset: ?>> to memref<3x4xf32, strided<[4, 1], offset: 8>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<5x4xf32> to tensor<5x4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<5x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @extract_insert(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[V1]]{{\[}}[[ARG1]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[V0]], [[ARG1]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.store [[V2]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<?xf32>
// CHECK-NEXT: {{(func.)?}}return [[V3]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_slice_full_overwrite(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]][0] [4] [1] : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: memref.copy [[V0]], [[SUBVIEW]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<4xf32>
// CHECK-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// tensor.cast, collapse_shape, expand_shape (static, dynamic, rank 0, of a
// strided slice) and reshape: views of the source buffer; the insert into a
// view of a function argument (read-only) writes a copy.
func.func @cast(%t: tensor<4xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %c = tensor.cast %fill : tensor<4xf32> to tensor<?xf32>
  %w = tensor.insert %f into %c[%i] : tensor<?xf32>
  %s = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %x = tensor.extract %s[%i] : tensor<?xf32>
  return %w, %x : tensor<?xf32>, f32
}

func.func @cast_to_static(%t: tensor<?xf32>, %i: index) -> f32 {
  %s = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  return %x : f32
}

func.func @collapse_expand(%f: f32, %i: index) -> (tensor<8xf32>, tensor<2x2x2xf32>) {
  %e = tensor.empty() : tensor<2x4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %c = tensor.collapse_shape %fill [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %w = tensor.insert %f into %c[%i] : tensor<8xf32>
  %x = tensor.expand_shape %w [[0, 1, 2]] output_shape [2, 2, 2] : tensor<8xf32> into tensor<2x2x2xf32>
  return %w, %x : tensor<8xf32>, tensor<2x2x2xf32>
}

func.func @collapse_of_strided_slice(%f: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4x8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = tensor.extract_slice %fill[0, 0] [2, 4] [1, 1] : tensor<4x8xf32> to tensor<2x4xf32>
  %c = tensor.collapse_shape %s [[0, 1]] : tensor<2x4xf32> into tensor<8xf32>
  %x = tensor.extract %c[%i] : tensor<8xf32>
  return %x : f32
}

func.func @collapse_dynamic(%t: tensor<?x4xf32>, %i: index) -> f32 {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %x = tensor.extract %c[%i] : tensor<?xf32>
  return %x : f32
}

func.func @expand_dynamic(%t: tensor<?xf32>, %n: index, %i: index) -> f32 {
  %x = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %r = tensor.extract %x[%i, %i] : tensor<?x4xf32>
  return %r : f32
}

func.func @rank0(%t: tensor<1x1xf32>) -> f32 {
  %c = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %x = tensor.extract %c[] : tensor<f32>
  return %x : f32
}

func.func @reshape(%t: tensor<2x3xf32>, %f: f32, %i: index) -> tensor<6xf32> {
  %shape = arith.constant dense<[6]> : tensor<1xindex>
  %r = tensor.reshape %t(%shape) : (tensor<2x3xf32>, tensor<1xindex>) -> tensor<6xf32>
  %w = tensor.insert %f into %r[%i] : tensor<6xf32>
  return %w : tensor<6xf32>
}

// CHECK: memref.global "private" constant @__constant_1xindex : memref<1xindex> = dense<6> {alignment = 64 : i64}
// CHECK-LABEL: func.func @cast(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (tensor<?xf32>, f32) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[CAST]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[CAST]] : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: [[CAST_0:%[^ ,:)]+]] = memref.cast [[V0]] : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[CAST_0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V1]], [[V2]] : tensor<?xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_to_static(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32>, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[V0]] : memref<?xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[CAST]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_expand(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> (tensor<8xf32>, tensor<2x2x2xf32>) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<2x4xf32>)
// CHECK-NEXT: [[COLLAPSE_SHAPE:%[^ ,:)]+]] = memref.collapse_shape [[ALLOC]] [[0, 1]] : memref<2x4xf32> into memref<8xf32>
// CHECK-NEXT: memref.store [[ARG0]], [[COLLAPSE_SHAPE]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[COLLAPSE_SHAPE]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: [[EXPAND_SHAPE:%[^ ,:)]+]] = memref.expand_shape [[COLLAPSE_SHAPE]] [[0, 1, 2]] output_shape [2, 2, 2] : memref<8xf32> into memref<2x2x2xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2x2xf32>
// CHECK-NEXT: memref.copy [[EXPAND_SHAPE]], [[ALLOC_0]] : memref<2x2x2xf32> to memref<2x2x2xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<2x2x2xf32> to tensor<2x2x2xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]] : tensor<8xf32>, tensor<2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_of_strided_slice(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4x8xf32>)
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]][0, 0] [2, 4] [1, 1] : memref<4x8xf32> to memref<2x4xf32, strided<[8, 1]>>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x4xf32>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[ALLOC_0]] : memref<2x4xf32, strided<[8, 1]>> to memref<2x4xf32>
// CHECK-NEXT: [[COLLAPSE_SHAPE:%[^ ,:)]+]] = memref.collapse_shape [[ALLOC_0]] [[0, 1]] : memref<2x4xf32> into memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[COLLAPSE_SHAPE]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_dynamic(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?x4xf32>, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?x4xf32> to memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[V0]], [[C0]] : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?x4xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<?x4xf32, strided<[?, ?], offset: ?>> to memref<?x4xf32>
// CHECK-NEXT: [[COLLAPSE_SHAPE:%[^ ,:)]+]] = memref.collapse_shape [[ALLOC]] [[0, 1]] : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[COLLAPSE_SHAPE]]{{\[}}[[ARG1]]{{\]}} : memref<?xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @expand_dynamic(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[EXPAND_SHAPE:%[^ ,:)]+]] = memref.expand_shape [[V0]] [[0, 1]] output_shape {{\[}}[[ARG1]], 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[EXPAND_SHAPE]]{{\[}}[[ARG2]], [[ARG2]]{{\]}} : memref<?x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rank0(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<1x1xf32>) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<1x1xf32> to memref<1x1xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[COLLAPSE_SHAPE:%[^ ,:)]+]] = memref.collapse_shape [[V0]] [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[COLLAPSE_SHAPE]][] : memref<f32, strided<[], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<2x3xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<6xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.get_global @__constant_1xindex : memref<1xindex>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32>
// CHECK-NEXT: [[RESHAPE:%[^ ,:)]+]] = memref.reshape [[ALLOC]]([[V2]]) : (memref<2x3xf32>, memref<1xindex>) -> memref<6xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<6xf32>
// CHECK-NEXT: memref.copy [[RESHAPE]], [[ALLOC_0]] : memref<6xf32> to memref<6xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<6xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<6xf32> to tensor<6xf32>
// CHECK-NEXT: {{(func.)?}}return [[V3]] : tensor<6xf32>
// CHECK-NEXT: }

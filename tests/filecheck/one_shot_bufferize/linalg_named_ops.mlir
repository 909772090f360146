// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize --mlir-print-local-scope | filecheck %s

// Named ops of every family bufferize as destination-style ops: the init is
// written in place; an init that is read later (or a function argument,
// read-only without function boundaries) is copied first when the body reads
// it (matvec, pooling), only allocated when it does not (copy, fill, softmax).
func.func @matvec_init_reused(%m: tensor<4x3xf32>, %v: tensor<3xf32>, %acc: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.matvec ins(%m, %v : tensor<4x3xf32>, tensor<3xf32>) outs(%acc : tensor<4xf32>) -> tensor<4xf32>
  return %0, %acc : tensor<4xf32>, tensor<4xf32>
}

func.func @copy_init_not_read(%a: tensor<4xi8>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : tensor<4xi8>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @elementwise_in_place(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %0 = linalg.exp ins(%a : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.add ins(%0, %b : tensor<4x4xf32>, tensor<4x4xf32>) outs(%0 : tensor<4x4xf32>) -> tensor<4x4xf32>
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%1 : tensor<4x4xf32>) outs(%1 : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %2 : tensor<4x4xf32>
}

func.func @pooling_sum(%img: tensor<1x4x4x2xf32>, %f: f32) -> tensor<1x2x2x2xf32> {
  %w = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%img, %w : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%z : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

func.func @batch_matmul_and_contract(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>, %c: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%c : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  %1 = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<2x3x4xf32>, tensor<2x4x5xf32>) outs(%0 : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %1 : tensor<2x3x5xf32>
}

func.func @reduce_transpose_broadcast_softmax(%a: tensor<4x5xf32>) -> (tensor<5x4xf32>, tensor<4x5xf32>) {
  %r = tensor.empty() : tensor<4xf32>
  %t = tensor.empty() : tensor<5x4xf32>
  %e = tensor.empty() : tensor<4x5xf32>
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %1 = linalg.broadcast ins(%0 : tensor<4xf32>) outs(%e : tensor<4x5xf32>) dimensions = [1]
  %2 = linalg.transpose ins(%1 : tensor<4x5xf32>) outs(%t : tensor<5x4xf32>) permutation = [1, 0]
  %3 = linalg.softmax dimension(1) ins(%a : tensor<4x5xf32>) outs(%a : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %2, %3 : tensor<5x4xf32>, tensor<4x5xf32>
}

// CHECK-LABEL: func.func @matvec_init_reused(
// CHECK-SAME: [[V0:%[^ ,:)]+]]: tensor<4x3xf32>, [[V1:%[^ ,:)]+]]: tensor<3xf32>, [[V2:%[^ ,:)]+]]: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4x3xf32> to memref<4x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[V2]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V6:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V5]], [[V6]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: linalg.matvec ins([[V4]], [[V3]] : memref<4x3xf32, strided<[?, ?], offset: ?>>, memref<3xf32, strided<[?], offset: ?>>) outs([[V6]] : memref<4xf32>)
// CHECK-NEXT: [[V7:%[^ ,:)]+]] = bufferization.to_tensor [[V6]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func\.)?}}return [[V7]], [[V2]] : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy_init_not_read(
// CHECK-SAME: [[V0:%[^ ,:)]+]]: tensor<4xi8>, [[V1:%[^ ,:)]+]]: tensor<4xi32>) -> tensor<4xi32> {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4xi8> to memref<4xi8, strided<[?], offset: ?>>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xi32>
// CHECK-NEXT: linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins([[V2]] : memref<4xi8, strided<[?], offset: ?>>) outs([[V3]] : memref<4xi32>)
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[V3]] : memref<4xi32> to tensor<4xi32>
// CHECK-NEXT: {{(func\.)?}}return [[V4]] : tensor<4xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_in_place(
// CHECK-SAME: [[V0:%[^ ,:)]+]]: tensor<4x4xf32>, [[V1:%[^ ,:)]+]]: tensor<4x4xf32>) -> tensor<4x4xf32> {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: linalg.exp ins([[V3]] : memref<4x4xf32, strided<[?, ?], offset: ?>>) outs([[V4]] : memref<4x4xf32>)
// CHECK-NEXT: linalg.add ins([[V4]], [[V2]] : memref<4x4xf32>, memref<4x4xf32, strided<[?, ?], offset: ?>>) outs([[V4]] : memref<4x4xf32>)
// CHECK-NEXT: linalg.elementwise kind=#linalg.elementwise_kind<negf> ins([[V4]] : memref<4x4xf32>) outs([[V4]] : memref<4x4xf32>)
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_tensor [[V4]] : memref<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: {{(func\.)?}}return [[V5]] : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pooling_sum(
// CHECK-SAME: [[V0:%[^ ,:)]+]]: tensor<1x4x4x2xf32>, [[V1:%[^ ,:)]+]]: f32) -> tensor<1x2x2x2xf32> {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<1x4x4x2xf32> to memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<1x2x2x2xf32>
// CHECK-NEXT: linalg.fill ins([[V1]] : f32) outs([[V4]] : memref<1x2x2x2xf32>)
// CHECK-NEXT: linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins([[V2]], [[V3]] : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x2xf32>) outs([[V4]] : memref<1x2x2x2xf32>)
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_tensor [[V4]] : memref<1x2x2x2xf32> to tensor<1x2x2x2xf32>
// CHECK-NEXT: {{(func\.)?}}return [[V5]] : tensor<1x2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @batch_matmul_and_contract(
// CHECK-SAME: [[V0:%[^ ,:)]+]]: tensor<2x3x4xf32>, [[V1:%[^ ,:)]+]]: tensor<2x4x5xf32>, [[V2:%[^ ,:)]+]]: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<2x4x5xf32> to memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<2x4x5xf32> to memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V6:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<2x3x4xf32> to memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V7:%[^ ,:)]+]] = bufferization.to_buffer [[V2]] : tensor<2x3x5xf32> to memref<2x3x5xf32, strided<[?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V8:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x3x5xf32>
// CHECK-NEXT: memref.copy [[V7]], [[V8]] : memref<2x3x5xf32, strided<[?, ?, ?], offset: ?>> to memref<2x3x5xf32>
// CHECK-NEXT: linalg.batch_matmul ins([[V6]], [[V5]] : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>, memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>) outs([[V8]] : memref<2x3x5xf32>)
// CHECK-NEXT: linalg.contract indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins([[V4]], [[V3]] : memref<2x3x4xf32, strided<[?, ?, ?], offset: ?>>, memref<2x4x5xf32, strided<[?, ?, ?], offset: ?>>) outs([[V8]] : memref<2x3x5xf32>)
// CHECK-NEXT: [[V9:%[^ ,:)]+]] = bufferization.to_tensor [[V8]] : memref<2x3x5xf32> to tensor<2x3x5xf32>
// CHECK-NEXT: {{(func\.)?}}return [[V9]] : tensor<2x3x5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce_transpose_broadcast_softmax(
// CHECK-SAME: [[V0:%[^ ,:)]+]]: tensor<4x5xf32>) -> (tensor<5x4xf32>, tensor<4x5xf32>) {
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4x5xf32> to memref<4x5xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5x4xf32>
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK-NEXT: linalg.reduce { arith.addf } ins([[V2]] : memref<4x5xf32, strided<[?, ?], offset: ?>>) outs([[V3]] : memref<4xf32>) dimensions = [1]
// CHECK-NEXT: linalg.broadcast ins([[V3]] : memref<4xf32>) outs([[V5]] : memref<4x5xf32>) dimensions = [1]
// CHECK-NEXT: linalg.transpose ins([[V5]] : memref<4x5xf32>) outs([[V4]] : memref<5x4xf32>) permutation = [1, 0]
// CHECK-NEXT: [[V6:%[^ ,:)]+]] = bufferization.to_tensor [[V4]] : memref<5x4xf32> to tensor<5x4xf32>
// CHECK-NEXT: [[V7:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x5xf32>
// CHECK-NEXT: linalg.softmax dimension(1) ins([[V1]] : memref<4x5xf32, strided<[?, ?], offset: ?>>) outs([[V7]] : memref<4x5xf32>)
// CHECK-NEXT: [[V8:%[^ ,:)]+]] = bufferization.to_tensor [[V7]] : memref<4x5xf32> to tensor<4x5xf32>
// CHECK-NEXT: {{(func\.)?}}return [[V6]], [[V8]] : tensor<5x4xf32>, tensor<4x5xf32>
// CHECK-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s --check-prefixes=CHECK,XDSL
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s --check-prefixes=CHECK,MLIR

// tensor.generate, tensor.pad and tensor.splat allocate a new buffer and fill
// it: MLIR 22 with a linalg.map, we with the equivalent linalg.generic (xDSL
// has no linalg.map) whose body is the same. tensor.pad then copies its
// source into a subview of the new buffer.
func.func @generate(%n: index) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    tensor.yield %f : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

func.func @pad(%t: tensor<2x3xf32>, %f: f32) -> tensor<4x6xf32> {
  %p = tensor.pad %t low[1, 2] high[1, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<4x6xf32>
  return %p : tensor<4x6xf32>
}

func.func @splat(%f: f32) -> tensor<4xf32> {
  %s = tensor.splat %f : tensor<4xf32>
  return %s : tensor<4xf32>
}

// CHECK-LABEL: func.func @generate(
// CHECK-SAME: [[N:%[^ ,:)]+]]: index) -> tensor<?xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[N]]) {alignment = 64 : i64} : memref<?xf32>
// MLIR-NEXT: linalg.map outs([[ALLOC]] : memref<?xf32>)
// MLIR-NEXT: (%{{.*}}: f32) {
// XDSL-NEXT: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs([[ALLOC]] : memref<?xf32>) {
// XDSL-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: [[I:%[^ ,:)]+]] = linalg.index 0 : index
// CHECK-NEXT: [[II:%[^ ,:)]+]] = arith.index_cast [[I]] : index to i32
// CHECK-NEXT: [[F:%[^ ,:)]+]] = arith.sitofp [[II]] : i32 to f32
// CHECK-NEXT: linalg.yield [[F]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: [[T:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: {{(func.)?}}return [[T]] : tensor<?xf32>

// CHECK-LABEL: func.func @pad(
// CHECK-SAME: [[SRC:%[^ ,:)]+]]: tensor<2x3xf32>, [[PADV:%[^ ,:)]+]]: f32) -> tensor<4x6xf32> {
// CHECK-NEXT: [[SB:%[^ ,:)]+]] = bufferization.to_buffer [[SRC]] : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x6xf32>
// MLIR-NEXT: linalg.map outs([[ALLOC]] : memref<4x6xf32>)
// MLIR-NEXT: (%{{.*}}: f32) {
// XDSL-NEXT: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs([[ALLOC]] : memref<4x6xf32>) {
// XDSL-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: linalg.index 0 : index
// CHECK-NEXT: linalg.index 1 : index
// CHECK-NEXT: linalg.yield [[PADV]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: [[SV:%[^ ,:)]+]] = memref.subview [[ALLOC]][1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK-NEXT: memref.copy [[SB]], [[SV]] : memref<2x3xf32, strided<[?, ?], offset: ?>> to memref<2x3xf32, strided<[6, 1], offset: 8>>
// CHECK-NEXT: [[T:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4x6xf32> to tensor<4x6xf32>
// CHECK-NEXT: {{(func.)?}}return [[T]] : tensor<4x6xf32>

// CHECK-LABEL: func.func @splat(
// CHECK-SAME: [[V:%[^ ,:)]+]]: f32) -> tensor<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// MLIR-NEXT: linalg.map outs([[ALLOC]] : memref<4xf32>)
// MLIR-NEXT: (%{{.*}}: f32) {
// XDSL-NEXT: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs([[ALLOC]] : memref<4xf32>) {
// XDSL-NEXT: ^bb0(%{{.*}}: f32):
// CHECK-NEXT: linalg.yield [[V]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: [[T:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[T]] : tensor<4xf32>

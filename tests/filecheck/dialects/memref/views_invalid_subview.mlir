// Invalid memref.subview ops: one chunk per verifier constraint, with MLIR 22's messages.
// xDSL's messages are checked by filecheck, MLIR's by --verify-diagnostics.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics

// The dynamic operands must match the dynamic entries.
func.func @dynamic_count(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)

// -----

func.func @offsets_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.

// -----

func.func @strides_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0] [4, 4] [1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @source_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 3}}
  %0 = memref.subview %m[0, 0, 0] [4, 4, 1] [1, 1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected 2 offset values, got 3

// -----

func.func @negative_offset(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return
}
// CHECK: {{^}}expected offsets to be non-negative, but got -1

// -----

func.func @negative_size(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0] [-4, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected sizes to be non-negative, but got -4

// -----

func.func @memory_space(%m: memref<8x16xf32>) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 1>
  return
}
// CHECK: {{^}}different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 1>'

// -----

func.func @not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>>) {
  // expected-error @+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 4, d1)>>' is not strided

// -----

func.func @rank_too_large(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[16, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4x1xf32, strided<[16, 1, 1]>>
  return
}
// CHECK: {{^}}expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x1xf32, strided<[16, 1, 1]>>'

// -----

func.func @size_mismatch(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'

// -----

func.func @dynamic_size_mismatch(%m: memref<8x16xf32>, %s: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x?xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, %s] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected result type to be 'memref<4x?xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4xf32, strided<[16, 1]>>'

// -----

func.func @element_type(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'

// -----

func.func @offset_mismatch(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 1>>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 1>>
  return
}
// CHECK: {{^}}expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 1>>'

// -----

// A static layout where the inferred one is dynamic is rejected.
func.func @dynamic_offset(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}
// CHECK: {{^}}expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1]>>'

// -----

func.func @stride_mismatch(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}
// CHECK: {{^}}expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'

// -----

// A rank-reducing subview must drop the stride of the dropped dimension.
func.func @dropped_stride(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<4x1xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32>'}}
  %0 = memref.subview %m[0, 0] [4, 1] [1, 1] : memref<8x16xf32> to memref<4xf32>
  return
}
// CHECK: {{^}}expected result type to be 'memref<4x1xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32>'

// -----

func.func @offset_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[8, 0] [1, 4] [1, 1] : memref<8x16xf32> to memref<1x4xf32, strided<[16, 1], offset: 128>>
  return
}
// CHECK: {{^}}offset 0 is out-of-bounds: 8 >= 8

// -----

func.func @slice_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{slice along dimension 1 runs out-of-bounds: 16 >= 16}}
  %0 = memref.subview %m[0, 2] [4, 8] [1, 2] : memref<8x16xf32> to memref<4x8xf32, strided<[16, 2], offset: 2>>
  return
}
// CHECK: {{^}}slice along dimension 1 runs out-of-bounds: 16 >= 16

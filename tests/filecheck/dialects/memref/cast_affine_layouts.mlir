// memref.cast between identity, strided and affine-map layouts. Cast
// compatibility compares strides and offsets, which one algorithm
// (memref_views.get_strides_and_offset, MLIR's getStridesAndOffset) reads from
// any layout, after simplifying the map as MLIR does (`d1 floordiv 1` is `d1`).
// Both tools accept every cast below (the verifier rejected the first one
// when a second, weaker copy of the algorithm decided); xDSL prints affine maps unsimplified, so
// the CHECK lines match the map loosely.
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: %mlir-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @floordiv_by_one
func.func @floordiv_by_one(%m: memref<4x8xf32>) -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 1)>> {
  // CHECK: memref.cast %{{.*}} : memref<4x8xf32> to memref<4x8xf32, {{.*}}>
  %0 = memref.cast %m : memref<4x8xf32> to memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 1)>>
  return %0 : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 1)>>
}

// -----

// CHECK-LABEL: func.func @affine_to_strided
func.func @affine_to_strided(%m: memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>>) -> memref<4x8xf32, strided<[?, 1], offset: ?>> {
  // CHECK: memref.cast %{{.*}} to memref<4x8xf32, strided<[?, 1], offset: ?>>
  %0 = memref.cast %m : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 3)>> to memref<4x8xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<4x8xf32, strided<[?, 1], offset: ?>>
}

// -----

// CHECK-LABEL: func.func @mod_by_one_in_offset
func.func @mod_by_one_in_offset(%m: memref<4x8xf32, strided<[8, 1], offset: 2>>) -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2 + d1 mod 1)>> {
  // CHECK: memref.cast %{{.*}} : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<4x8xf32, {{.*}}>
  %0 = memref.cast %m : memref<4x8xf32, strided<[8, 1], offset: 2>> to memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2 + d1 mod 1)>>
  return %0 : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 2 + d1 mod 1)>>
}

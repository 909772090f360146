// View ops on memrefs with affine-map layouts and memory spaces. xDSL 0.74's
// builtin printer spells these types differently from MLIR (affine maps with
// extra parentheses, `1 : i64` for memory space 1), so the round trip checks
// meaning (--no-exact) and the CHECK lines accept both spellings.
// RUN: %check-roundtrip %s --no-exact
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @affine_layouts
func.func @affine_layouts(%a: memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>>, %b: memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 32 + d1 * 2 + s0)>>) {
  // An affine-map layout is read as its strides and offset.
  // CHECK-NEXT: %0 = memref.subview %a[1, 2] [4, 4] [1, 1] : memref<8x16xf32, affine_map<{{.*}}>> to memref<4x4xf32, strided<[16, 1], offset: 18>>
  %0 = memref.subview %a[1, 2] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> to memref<4x4xf32, strided<[16, 1], offset: 18>>
  // CHECK-NEXT: %1 = memref.subview %b[1, 2] [4, 4] [1, 1] : memref<8x16xf32, affine_map<{{.*}}>> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  %1 = memref.subview %b[1, 2] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1)[s0] -> (d0 * 32 + d1 * 2 + s0)>> to memref<4x4xf32, strided<[32, 2], offset: ?>>
  // The result type may spell the inferred layout as an affine map.
  // CHECK-NEXT: %2 = memref.subview %a[1, 2] [4, 4] [1, 1] : memref<8x16xf32, affine_map<{{.*}}>> to memref<4x4xf32, affine_map<{{.*}}>>
  %2 = memref.subview %a[1, 2] [4, 4] [1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> to memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 16 + d1 + 18)>>
  // CHECK-NEXT: %3 = memref.collapse_shape %a [[0, 1]] : memref<8x16xf32, affine_map<{{.*}}>> into memref<128xf32, strided<[1]>>
  %3 = memref.collapse_shape %a [[0, 1]] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> into memref<128xf32, strided<[1]>>
  // CHECK-NEXT: %4 = memref.transpose %a (d0, d1) -> (d1, d0) : memref<8x16xf32, affine_map<{{.*}}>> to memref<16x8xf32, affine_map<{{.*}}>>
  %4 = memref.transpose %a (d0, d1) -> (d1, d0) : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> to memref<16x8xf32, affine_map<(d0, d1) -> (d1 * 16 + d0)>>
  // CHECK-NEXT: %5 = memref.reinterpret_cast %a to offset: [3], sizes: [4], strides: [2] : memref<8x16xf32, affine_map<{{.*}}>> to memref<4xf32, affine_map<{{.*}}>>
  %5 = memref.reinterpret_cast %a to offset: [3], sizes: [4], strides: [2] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 * 16 + d1)>> to memref<4xf32, affine_map<(d0) -> (d0 * 2 + 3)>>
  func.return
}

// -----

// CHECK-LABEL: func.func @memory_spaces
func.func @memory_spaces(%m: memref<8x16xf32, 1>, %i8: memref<2048xi8, 3>, %u: memref<*xf32, 2>, %s: memref<2xindex>, %o: index) {
  // CHECK-NEXT: %0 = memref.subview %m[0, 4] [4, 1] [1, 1] : memref<8x16xf32, 1{{( : i64)?}}> to memref<4xf32, strided<[16], offset: 4>, 1{{( : i64)?}}>
  %0 = memref.subview %m[0, 4] [4, 1] [1, 1] : memref<8x16xf32, 1> to memref<4xf32, strided<[16], offset: 4>, 1>
  // CHECK-NEXT: %1 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 2{{( : i64)?}}> to memref<4xf32, 2{{( : i64)?}}>
  %1 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 2> to memref<4xf32, 2>
  // CHECK-NEXT: %2 = memref.view %i8[%o][] : memref<2048xi8, 3{{( : i64)?}}> to memref<4x4xf32, 3{{( : i64)?}}>
  %2 = memref.view %i8[%o][] : memref<2048xi8, 3> to memref<4x4xf32, 3>
  // CHECK-NEXT: %3 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, 1{{( : i64)?}}> into memref<128xf32, 1{{( : i64)?}}>
  %3 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, 1> into memref<128xf32, 1>
  // CHECK-NEXT: %4 = memref.expand_shape %3 [[0, 1]] output_shape [2, 64] : memref<128xf32, 1{{( : i64)?}}> into memref<2x64xf32, 1{{( : i64)?}}>
  %4 = memref.expand_shape %3 [[0, 1]] output_shape [2, 64] : memref<128xf32, 1> into memref<2x64xf32, 1>
  // Reshape does not check memory spaces (as in MLIR).
  // CHECK-NEXT: %5 = memref.reshape %m(%s) : (memref<8x16xf32, 1{{( : i64)?}}>, memref<2xindex>) -> memref<16x8xf32, 1{{( : i64)?}}>
  %5 = memref.reshape %m(%s) : (memref<8x16xf32, 1>, memref<2xindex>) -> memref<16x8xf32, 1>
  // CHECK-NEXT: %6 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32, 1{{( : i64)?}}> to memref<16x8xf32, strided<[1, 16]>, 1{{( : i64)?}}>
  %6 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32, 1> to memref<16x8xf32, strided<[1, 16]>, 1>
  func.return
}

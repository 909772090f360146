// Constant dynamic offsets, sizes and strides of memref.subview and
// memref.reinterpret_cast become static, with the result type re-inferred and
// a memref.cast back to the old type (MLIR 22's constant-argument folders).
// The same CHECK lines hold for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

// A constant offset: the offset of the result type becomes static.
// CHECK-LABEL: func.func @subview_offset
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[0, 1] [1, 1] [1, 1] : memref<4x8xf32> to memref<1x1xf32, strided<[8, 1], offset: 1>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<1x1xf32, strided<[8, 1], offset: 1>> to memref<1x1xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_offset(%arg0: memref<4x8xf32>) -> memref<1x1xf32, strided<[8, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[0, %c1] [1, 1] [1, 1] : memref<4x8xf32> to memref<1x1xf32, strided<[8, 1], offset: ?>>
  return %0 : memref<1x1xf32, strided<[8, 1], offset: ?>>
}

// -----

// Constant offsets, sizes and strides among dynamic ones.
// CHECK-LABEL: func.func @subview_mixed
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[2, %arg1] [3, %arg1] [2, 1] : memref<?x?xf32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<3x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_mixed(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = memref.subview %arg0[%c2, %arg1] [%c3, %arg1] [%c2, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// A rank-reducing subview keeps dropping the dimensions it dropped.
// CHECK-LABEL: func.func @subview_rank_reducing
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[1, 0, 1] [1, 8, 4] [1, 1, 1] : memref<4x8x16xf32> to memref<8x4xf32, strided<[16, 1], offset: 129>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<8x4xf32, strided<[16, 1], offset: 129>> to memref<8x?xf32, strided<[16, 1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_rank_reducing(%arg0: memref<4x8x16xf32>) -> memref<8x?xf32, strided<[16, 1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c1, 0, %c1] [1, 8, %c4] [1, 1, 1] : memref<4x8x16xf32> to memref<8x?xf32, strided<[16, 1], offset: ?>>
  return %0 : memref<8x?xf32, strided<[16, 1], offset: ?>>
}

// -----

// A strided source with dynamic strides; the unit dimension stays dropped.
// CHECK-LABEL: func.func @subview_strided_source
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[1, 1] [1, 2] [1, 2] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[V]]
func.func @subview_strided_source(%arg0: memref<4x8xf32, strided<[?, ?], offset: ?>>) -> memref<2xf32, strided<[?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.subview %arg0[%c1, %c1] [1, 2] [1, %c2] : memref<4x8xf32, strided<[?, ?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
  return %0 : memref<2xf32, strided<[?], offset: ?>>
}

// -----

// Offset 0, stride 1: the inferred type keeps a strided layout.
// CHECK-LABEL: func.func @subview_zero_offset
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<4xf32, strided<[1]>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_zero_offset(%arg0: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c0] [%c4] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// A negative stride is folded.
// CHECK-LABEL: func.func @subview_negative_stride
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[0] [4] [-1] : memref<?xf32> to memref<4xf32, strided<[-1]>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<4xf32, strided<[-1]>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_negative_stride(%arg0: memref<?xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %0 = memref.subview %arg0[%c0] [4] [%m1] : memref<?xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %0 : memref<4xf32, strided<[?], offset: ?>>
}

// -----

// Negative: negative offsets and sizes and zero strides stay dynamic.
// CHECK-LABEL: func.func @subview_invalid_constants
// CHECK: memref.subview %arg0[%{{.*}}] [%{{.*}}] [%{{.*}}] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NOT: memref.cast
func.func @subview_invalid_constants(%arg0: memref<?xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %0 = memref.subview %arg0[%m1] [%m1] [%c0] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// Negative: a static offset out of bounds is not folded.
// CHECK-LABEL: func.func @subview_offset_out_of_bounds
// CHECK: memref.subview %arg0[%{{.*}}] [%{{.*}}] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NOT: memref.cast
func.func @subview_offset_out_of_bounds(%arg0: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c9 = arith.constant 9 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c9] [%c4] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// Offsets fold first; the sizes then stay dynamic because the slice would run
// out of bounds.
// CHECK-LABEL: func.func @subview_size_out_of_bounds
// CHECK: %[[V:.*]] = memref.subview %arg0[6] [%{{.*}}] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: 6>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<?xf32, strided<[1], offset: 6>> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @subview_size_out_of_bounds(%arg0: memref<8xf32>) -> memref<?xf32, strided<[1], offset: ?>> {
  %c6 = arith.constant 6 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %arg0[%c6] [%c4] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %0 : memref<?xf32, strided<[1], offset: ?>>
}

// -----

// Negative: no constant operand, no change (the existing cast stays).
// CHECK-LABEL: func.func @subview_no_constant
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[1, %arg1] [2, %arg1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[V]]
func.func @subview_no_constant(%arg0: memref<4x?xf32>, %arg1: index) -> memref<2x?xf32, strided<[?, 1], offset: ?>> {
  %0 = memref.subview %arg0[1, %arg1] [2, %arg1] [1, 1] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 1], offset: ?>>
  return %0 : memref<2x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// The result type does not change (the source offset is dynamic): no cast.
// CHECK-LABEL: func.func @subview_no_cast_needed
// CHECK-NEXT: %[[V:.*]] = memref.subview %arg0[1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: return %[[V]]
func.func @subview_no_cast_needed(%arg0: memref<4xf32, strided<[1], offset: ?>>) -> memref<2xf32, strided<[1], offset: ?>> {
  %c1 = arith.constant 1 : index
  %0 = memref.subview %arg0[%c1] [2] [1] : memref<4xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  return %0 : memref<2xf32, strided<[1], offset: ?>>
}

// -----

// reinterpret_cast: constant offset, sizes and strides of a ranked source.
// CHECK-LABEL: func.func @reinterpret_cast_constants
// CHECK-NEXT: %[[V:.*]] = memref.reinterpret_cast %arg0 to offset: [1], sizes: [4, %arg1], strides: [8, 1] : memref<?xf32> to memref<4x?xf32, strided<[8, 1], offset: 1>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<4x?xf32, strided<[8, 1], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @reinterpret_cast_constants(%arg0: memref<?xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %0 = memref.reinterpret_cast %arg0 to offset: [%c1], sizes: [%c4, %arg1], strides: [%c8, %c1] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// reinterpret_cast of an unranked source; the static strides the old type
// left dynamic become static too; a zero stride is folded.
// CHECK-LABEL: func.func @reinterpret_cast_unranked
// CHECK-NEXT: %[[V:.*]] = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1, 4], strides: [0, 1] : memref<*xf32> to memref<?x4xf32, strided<[0, 1], offset: ?>>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[V]] : memref<?x4xf32, strided<[0, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @reinterpret_cast_unranked(%arg0: memref<*xf32>, %arg1: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %0 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1, %c4], strides: [%c0, 1] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Negative: no constant operand, the type is left as it is.
// CHECK-LABEL: func.func @reinterpret_cast_no_constant
// CHECK-NEXT: %[[V:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[V]]
func.func @reinterpret_cast_no_constant(%arg0: memref<*xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %0 : memref<?xf32, strided<[?], offset: ?>>
}

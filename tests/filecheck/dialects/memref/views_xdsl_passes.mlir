// xDSL's own passes work on our view ops: `canonicalize` (dead-code removal
// of the pure views and MLIR's folders) and `cse`. The same CHECK lines are
// checked against mlir-opt's --canonicalize and --cse.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s --check-prefixes=CANON,XDSL-CANON
// RUN: %mlir-opt %s --split-input-file --canonicalize | filecheck %s --check-prefixes=CANON,MLIR-CANON
// RUN: xdsl-opt %s --split-input-file -p cse | filecheck %s --check-prefix=CSE
// RUN: %mlir-opt %s --split-input-file --cse | filecheck %s --check-prefix=CSE

// Unused views are dead (all are pure but reshape, which only reads its shape).
// CANON-LABEL: func.func @dead
// CANON-NEXT:    return
// CSE-LABEL: func.func @dead
// CSE-NEXT:      memref.collapse_shape
// CSE-NEXT:      return
func.func @dead(%m: memref<8x16xf32>, %b: memref<64xi8>, %i: index, %shape: memref<2xindex>, %u: memref<*xf32>) {
  %0 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %2 = memref.expand_shape %1 [[0, 1]] output_shape [2, 64] : memref<128xf32> into memref<2x64xf32>
  %3 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %4 = memref.view %b[%i][] : memref<64xi8> to memref<4xf32>
  %5 = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  %6 = memref.reshape %m(%shape) : (memref<8x16xf32>, memref<2xindex>) -> memref<16x8xf32>
  return
}

// -----

// Identical views are one; reshapes are not merged across a write to their
// shape operand.
// CSE-LABEL: func.func @cse
// CSE-SAME:    (%[[M:.*]]: memref<8x16xf32>, %[[I:.*]]: index, %[[SHAPE:.*]]: memref<2xindex>, %[[V:.*]]: index)
// CSE-NEXT:    %[[SUB:.*]] = memref.subview %[[M]][%[[I]], 0] [4, 4] [1, 1]
// CSE-NEXT:    %[[COL:.*]] = memref.collapse_shape %[[M]] {{\[\[}}0, 1]]
// CSE-NEXT:    %[[TR:.*]] = memref.transpose %[[M]] (d0, d1) -> (d1, d0)
// CSE-NEXT:    %[[RE:.*]] = memref.reshape %[[M]](%[[SHAPE]])
// CSE-NEXT:    memref.store %[[V]], %[[SHAPE]][%[[I]]]
// CSE-NEXT:    %[[RE2:.*]] = memref.reshape %[[M]](%[[SHAPE]])
// CSE-NEXT:    return %[[SUB]], %[[SUB]], %[[COL]], %[[COL]], %[[TR]], %[[TR]], %[[RE]], %[[RE]], %[[RE2]] :
func.func @cse(%m: memref<8x16xf32>, %i: index, %shape: memref<2xindex>, %v: index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<128xf32>, memref<128xf32>, memref<16x8xf32, strided<[1, 16]>>, memref<16x8xf32, strided<[1, 16]>>, memref<16x8xf32>, memref<16x8xf32>, memref<16x8xf32>) {
  %0 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %1 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %2 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %3 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %4 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %5 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %6 = memref.reshape %m(%shape) : (memref<8x16xf32>, memref<2xindex>) -> memref<16x8xf32>
  %7 = memref.reshape %m(%shape) : (memref<8x16xf32>, memref<2xindex>) -> memref<16x8xf32>
  memref.store %v, %shape[%i] : memref<2xindex>
  %8 = memref.reshape %m(%shape) : (memref<8x16xf32>, memref<2xindex>) -> memref<16x8xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<128xf32>, memref<128xf32>, memref<16x8xf32, strided<[1, 16]>>, memref<16x8xf32, strided<[1, 16]>>, memref<16x8xf32>, memref<16x8xf32>, memref<16x8xf32>
}

// -----

// MLIR's folders: views that keep their source's type fold to it.
// CANON-LABEL: func.func @fold
// CANON-SAME:    (%[[M:.*]]: memref<8x16xf32>, %[[D:.*]]: memref<?x16xf32>, %{{.*}}: memref<64xi8>, %[[I:.*]]: index, %[[S:.*]]: index)
// CANON:         %[[DYN:.*]] = memref.subview %[[D]][0, 0] [%[[S]], 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
// CANON:         %[[SUB:.*]] = memref.subview %[[M]][%[[I]], 0] [4, 4] [1, 1]
// MLIR's TrivialSubViewOpFolder pattern (not a folder) casts a subview that
// only changes the layout's spelling; xDSL's canonicalize keeps it.
// XDSL-CANON:    %[[TRIVIAL:.*]] = memref.subview %[[M]][0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
// MLIR-CANON:    %[[TRIVIAL:.*]] = memref.cast %[[M]] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
// CANON:         return %[[M]], %[[DYN]], %[[SUB]], %[[M]], %[[M]], %[[M]], %[[M]], %[[D]], %[[TRIVIAL]], %[[SUB]] :
func.func @fold(%m: memref<8x16xf32>, %d: memref<?x16xf32>, %b: memref<64xi8>, %i: index, %s: index) -> (memref<8x16xf32>, memref<?x16xf32, strided<[16, 1]>>, memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32>, memref<8x16xf32>, memref<8x16xf32>, memref<8x16xf32>, memref<?x16xf32>, memref<8x16xf32, strided<[16, 1]>>, memref<4x4xf32, strided<[16, 1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  // The identity subview of a static memref.
  %0 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32>
  // A dynamic size: no fold.
  %1 = memref.subview %d[0, 0] [%s, 16] [1, 1] : memref<?x16xf32> to memref<?x16xf32, strided<[16, 1]>>
  // A subview keeping all of a subview (a constant zero offset counts as zero).
  %2 = memref.subview %m[%i, 0] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %3 = memref.subview %2[%c0, 0] [4, 4] [1, 1] : memref<4x4xf32, strided<[16, 1], offset: ?>> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  // The identity permutation.
  %4 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
  // An expansion of a collapse back to the collapsed type.
  %5 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32>
  %6 = memref.expand_shape %5 [[0, 1]] output_shape [8, 16] : memref<128xf32> into memref<8x16xf32>
  // A reinterpret_cast that changes nothing.
  %7 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 16], strides: [16, 1] : memref<8x16xf32> to memref<8x16xf32>
  // An identity reshape.
  %8 = memref.expand_shape %d [[0], [1]] output_shape [%s, 16] : memref<?x16xf32> into memref<?x16xf32>
  %9 = memref.subview %m[0, 0] [8, 16] [1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  return %0, %1, %3, %4, %6, %7, %m, %8, %9, %2 : memref<8x16xf32>, memref<?x16xf32, strided<[16, 1]>>, memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<8x16xf32>, memref<8x16xf32>, memref<8x16xf32>, memref<8x16xf32>, memref<?x16xf32>, memref<8x16xf32, strided<[16, 1]>>, memref<4x4xf32, strided<[16, 1], offset: ?>>
}

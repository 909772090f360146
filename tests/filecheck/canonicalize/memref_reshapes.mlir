// MLIR 22's memref reshape compositions: ComposeReassociativeReshapeOps (a
// collapse of a collapse, an expansion of an expansion),
// ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp and
// CollapseShapeOpMemRefCastFolder, each applied and just missed (identity
// layouts only, groups that do not nest). Not here: what ours does not do (a
// collapse of an expansion to a higher rank with dynamic sizes; an expansion
// of a collapse that must place unit or dynamic dimensions by size), see
// docs/canonicalization.md.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

// ComposeReassociativeReshapeOps: two collapses become one.
func.func @collapse_of_collapse(%m: memref<2x3x4x5xf32>) -> memref<120xf32> {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  return %b : memref<120xf32>
}

// CHECK-LABEL: func.func @collapse_of_collapse
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3x4x5xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1, 2, 3{{\]\]}} : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<120xf32>

// -----

// Two expansions become one, with the outer output shape (dynamic too).
func.func @expand_of_expand(%m: memref<120xf32>, %d: memref<?xf32>, %n: index, %k: index) -> (memref<2x3x4x5xf32>, memref<?x3x4x5xf32>) {
  %a = memref.expand_shape %m [[0, 1, 2]] output_shape [6, 4, 5] : memref<120xf32> into memref<6x4x5xf32>
  %b = memref.expand_shape %a [[0, 1], [2], [3]] output_shape [2, 3, 4, 5] : memref<6x4x5xf32> into memref<2x3x4x5xf32>
  %c = memref.expand_shape %d [[0, 1, 2]] output_shape [%n, 4, 5] : memref<?xf32> into memref<?x4x5xf32>
  %e = memref.expand_shape %c [[0, 1], [2], [3]] output_shape [%k, 3, 4, 5] : memref<?x4x5xf32> into memref<?x3x4x5xf32>
  return %b, %e : memref<2x3x4x5xf32>, memref<?x3x4x5xf32>
}

// CHECK-LABEL: func.func @expand_of_expand
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<120xf32>, %[[A1:[^ ,:]+]]: memref<?xf32>, %[[A2:[^ ,:]+]]: index, %[[A3:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V5:[^ ,:]+]] = memref.expand_shape %[[A0]] {{\[\[}}0, 1, 2, 3{{\]\]}} output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: %[[V6:[^ ,:]+]] = memref.expand_shape %[[A1]] {{\[\[}}0, 1, 2, 3{{\]\]}} output_shape [%[[A3]], 3, 4, 5] : memref<?xf32> into memref<?x3x4x5xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V5]], %[[V6]] : memref<2x3x4x5xf32>, memref<?x3x4x5xf32>

// -----

// The inner reshape stays while it has another use.
func.func @inner_still_used(%m: memref<2x3x4xf32>) -> (memref<6x4xf32>, memref<24xf32>) {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  return %a, %b : memref<6x4xf32>, memref<24xf32>
}

// CHECK-LABEL: func.func @inner_still_used
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3x4xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1, 2{{\]\]}} : memref<2x3x4xf32> into memref<24xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[V3]] : memref<6x4xf32>, memref<24xf32>

// -----

// Not with a layout that is not the identity (strided, even contiguous).
func.func @strided_layouts_stay(%m: memref<2x3x4xf32, strided<[12, 4, 1]>>, %o: memref<6x4xf32, strided<[4, 1], offset: 2>>) -> (memref<24xf32, strided<[1]>>, memref<24xf32, strided<[1], offset: 2>>) {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
  %b = memref.collapse_shape %a [[0, 1]] : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
  %c = memref.expand_shape %o [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32, strided<[4, 1], offset: 2>> into memref<2x3x4xf32, strided<[12, 4, 1], offset: 2>>
  %d = memref.collapse_shape %c [[0, 1, 2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 2>> into memref<24xf32, strided<[1], offset: 2>>
  return %b, %d : memref<24xf32, strided<[1]>>, memref<24xf32, strided<[1], offset: 2>>
}

// CHECK-LABEL: func.func @strided_layouts_stay
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3x4xf32, strided<[12, 4, 1]>>, %[[A1:[^ ,:]+]]: memref<6x4xf32, strided<[4, 1], offset: 2>>)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32, strided<[12, 4, 1]>> into memref<6x4xf32, strided<[4, 1]>>
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.collapse_shape %[[V3]] {{\[\[}}0, 1{{\]\]}} : memref<6x4xf32, strided<[4, 1]>> into memref<24xf32, strided<[1]>>
// CHECK-NEXT: %[[V5:[^ ,:]+]] = memref.expand_shape %[[A1]] {{\[\[}}0, 1], [2{{\]\]}} output_shape [2, 3, 4] : memref<6x4xf32, strided<[4, 1], offset: 2>> into memref<2x3x4xf32, strided<[12, 4, 1], offset: 2>>
// CHECK-NEXT: %[[V6:[^ ,:]+]] = memref.collapse_shape %[[V5]] {{\[\[}}0, 1, 2{{\]\]}} : memref<2x3x4xf32, strided<[12, 4, 1], offset: 2>> into memref<24xf32, strided<[1], offset: 2>>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]], %[[V6]] : memref<24xf32, strided<[1]>>, memref<24xf32, strided<[1], offset: 2>>

// -----

// ComposeCollapseOfExpandOp: to a lower rank, one collapse (dynamic too).
func.func @collapse_of_expand(%m: memref<6x4xf32>, %d: memref<?x4xf32>, %n: index) -> (memref<24xf32>, memref<?xf32>) {
  %a = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %c = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 3, 4] : memref<?x4xf32> into memref<?x3x4xf32>
  %e = memref.collapse_shape %c [[0, 1, 2]] : memref<?x3x4xf32> into memref<?xf32>
  return %b, %e : memref<24xf32>, memref<?xf32>
}

// CHECK-LABEL: func.func @collapse_of_expand
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<6x4xf32>, %[[A1:[^ ,:]+]]: memref<?x4xf32>, %[[A2:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1{{\]\]}} : memref<6x4xf32> into memref<24xf32>
// CHECK-NEXT: %[[V5:[^ ,:]+]] = memref.collapse_shape %[[A1]] {{\[\[}}0, 1{{\]\]}} : memref<?x4xf32> into memref<?xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]], %[[V5]] : memref<24xf32>, memref<?xf32>

// -----

// To a higher, static rank: one expansion.
func.func @collapse_of_expand_to_higher_rank(%m: memref<24xf32>) -> memref<6x4xf32> {
  %a = memref.expand_shape %m [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %b = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  return %b : memref<6x4xf32>
}

// CHECK-LABEL: func.func @collapse_of_expand_to_higher_rank
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<24xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.expand_shape %[[A0]] {{\[\[}}0, 1{{\]\]}} output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<6x4xf32>

// -----

// Not when a group of one straddles two groups of the other.
func.func @collapse_of_expand_straddling(%m: memref<6x20xf32>, %s: memref<6x4xf32>, %d: memref<?x?xf32>, %n: index, %k: index) -> (memref<24x5xf32>, memref<2x12xf32>, memref<?x?xf32>) {
  %a = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2], [3]] : memref<2x3x4x5xf32> into memref<24x5xf32>
  %c = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
  %e = memref.collapse_shape %c [[0], [1, 2]] : memref<2x3x4xf32> into memref<2x12xf32>
  %f = memref.expand_shape %d [[0, 1], [2]] output_shape [%n, 3, %k] : memref<?x?xf32> into memref<?x3x?xf32>
  %g = memref.collapse_shape %f [[0], [1, 2]] : memref<?x3x?xf32> into memref<?x?xf32>
  return %b, %e, %g : memref<24x5xf32>, memref<2x12xf32>, memref<?x?xf32>
}

// CHECK-LABEL: func.func @collapse_of_expand_straddling
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<6x20xf32>, %[[A1:[^ ,:]+]]: memref<6x4xf32>, %[[A2:[^ ,:]+]]: memref<?x?xf32>, %[[A3:[^ ,:]+]]: index, %[[A4:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V6:[^ ,:]+]] = memref.expand_shape %[[A0]] {{\[\[}}0, 1], [2, 3{{\]\]}} output_shape [2, 3, 4, 5] : memref<6x20xf32> into memref<2x3x4x5xf32>
// CHECK-NEXT: %[[V7:[^ ,:]+]] = memref.collapse_shape %[[V6]] {{\[\[}}0, 1, 2], [3{{\]\]}} : memref<2x3x4x5xf32> into memref<24x5xf32>
// CHECK-NEXT: %[[V8:[^ ,:]+]] = memref.expand_shape %[[A1]] {{\[\[}}0, 1], [2{{\]\]}} output_shape [2, 3, 4] : memref<6x4xf32> into memref<2x3x4xf32>
// CHECK-NEXT: %[[V9:[^ ,:]+]] = memref.collapse_shape %[[V8]] {{\[\[}}0], [1, 2{{\]\]}} : memref<2x3x4xf32> into memref<2x12xf32>
// CHECK-NEXT: %[[V10:[^ ,:]+]] = memref.expand_shape %[[A2]] {{\[\[}}0, 1], [2{{\]\]}} output_shape [%[[A3]], 3, %[[A4]]] : memref<?x?xf32> into memref<?x3x?xf32>
// CHECK-NEXT: %[[V11:[^ ,:]+]] = memref.collapse_shape %[[V10]] {{\[\[}}0], [1, 2{{\]\]}} : memref<?x3x?xf32> into memref<?x?xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V7]], %[[V9]], %[[V11]] : memref<24x5xf32>, memref<2x12xf32>, memref<?x?xf32>

// -----

// Down to rank 0 and back.
func.func @rank_zero(%m: memref<f32>) -> memref<f32> {
  %a = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %b = memref.collapse_shape %a [[0, 1]] : memref<1x1xf32> into memref<1xf32>
  %c = memref.collapse_shape %b [] : memref<1xf32> into memref<f32>
  return %c : memref<f32>
}

// CHECK-LABEL: func.func @rank_zero
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<f32>)
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : memref<f32>

// -----

// ComposeExpandOfCollapseOp: to a lower rank, one collapse; to a higher rank,
// one expansion (a dimension between them split the same way on both sides,
// dynamic too, stays as it is).
func.func @expand_of_collapse(%m: memref<2x3x4xf32>, %w: memref<2x3x4x5x7xf32>, %u: memref<6x4xf32>, %d: memref<?x4xf32>, %n: index) -> (memref<6x4xf32>, memref<6x20x7xf32>, memref<2x3x2x2xf32>, memref<?x2x2xf32>) {
  %a = memref.collapse_shape %m [[0, 1, 2]] : memref<2x3x4xf32> into memref<24xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [6, 4] : memref<24xf32> into memref<6x4xf32>
  %c = memref.collapse_shape %w [[0, 1, 2, 3], [4]] : memref<2x3x4x5x7xf32> into memref<120x7xf32>
  %e = memref.expand_shape %c [[0, 1], [2]] output_shape [6, 20, 7] : memref<120x7xf32> into memref<6x20x7xf32>
  %f = memref.collapse_shape %u [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %g = memref.expand_shape %f [[0, 1, 2, 3]] output_shape [2, 3, 2, 2] : memref<24xf32> into memref<2x3x2x2xf32>
  %h = memref.collapse_shape %d [[0], [1]] : memref<?x4xf32> into memref<?x4xf32>
  %i = memref.expand_shape %h [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  return %b, %e, %g, %i : memref<6x4xf32>, memref<6x20x7xf32>, memref<2x3x2x2xf32>, memref<?x2x2xf32>
}

// CHECK-LABEL: func.func @expand_of_collapse
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3x4xf32>, %[[A1:[^ ,:]+]]: memref<2x3x4x5x7xf32>, %[[A2:[^ ,:]+]]: memref<6x4xf32>, %[[A3:[^ ,:]+]]: memref<?x4xf32>, %[[A4:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V6:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %[[V7:[^ ,:]+]] = memref.collapse_shape %[[A1]] {{\[\[}}0, 1], [2, 3], [4{{\]\]}} : memref<2x3x4x5x7xf32> into memref<6x20x7xf32>
// CHECK-NEXT: %[[V8:[^ ,:]+]] = memref.expand_shape %[[A2]] {{\[\[}}0, 1], [2, 3{{\]\]}} output_shape [2, 3, 2, 2] : memref<6x4xf32> into memref<2x3x2x2xf32>
// CHECK-NEXT: %[[V9:[^ ,:]+]] = memref.expand_shape %[[A3]] {{\[\[}}0], [1, 2{{\]\]}} output_shape [%[[A4]], 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V6]], %[[V7]], %[[V8]], %[[V9]] : memref<6x4xf32>, memref<6x20x7xf32>, memref<2x3x2x2xf32>, memref<?x2x2xf32>

// -----

// Not when the sizes do not split into runs of the other side's.
func.func @expand_of_collapse_stays(%m: memref<2x3x4xf32>, %u: memref<6x4xf32>) -> (memref<6x2x2xf32>, memref<4x6xf32>) {
  %a = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %b = memref.expand_shape %a [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  %c = memref.collapse_shape %u [[0, 1]] : memref<6x4xf32> into memref<24xf32>
  %d = memref.expand_shape %c [[0, 1]] output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
  return %b, %d : memref<6x2x2xf32>, memref<4x6xf32>
}

// CHECK-LABEL: func.func @expand_of_collapse_stays
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3x4xf32>, %[[A1:[^ ,:]+]]: memref<6x4xf32>)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1], [2{{\]\]}} : memref<2x3x4xf32> into memref<6x4xf32>
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.expand_shape %[[V3]] {{\[\[}}0], [1, 2{{\]\]}} output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
// CHECK-NEXT: %[[V5:[^ ,:]+]] = memref.collapse_shape %[[A1]] {{\[\[}}0, 1{{\]\]}} : memref<6x4xf32> into memref<24xf32>
// CHECK-NEXT: %[[V6:[^ ,:]+]] = memref.expand_shape %[[V5]] {{\[\[}}0, 1{{\]\]}} output_shape [4, 6] : memref<24xf32> into memref<4x6xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]], %[[V6]] : memref<6x2x2xf32>, memref<4x6xf32>

// -----

// CollapseShapeOpMemRefCastFolder: a collapse of a cast to a more dynamic
// type collapses the cast's source (and casts back if the type differs); a
// cast to a more static type stays.
func.func @collapse_of_cast(%m: memref<2x3xf32>) -> memref<6xf32> {
  %c = memref.cast %m : memref<2x3xf32> to memref<?x3xf32>
  %a = memref.collapse_shape %c [[0, 1]] : memref<?x3xf32> into memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<6xf32>
  return %b : memref<6xf32>
}

// CHECK-LABEL: func.func @collapse_of_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<6xf32>

func.func @collapse_of_cast_cast_back(%m: memref<2x3xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<2x3xf32> to memref<?x3xf32>
  %a = memref.collapse_shape %c [[0, 1]] : memref<?x3xf32> into memref<?xf32>
  return %a : memref<?xf32>
}

// CHECK-LABEL: func.func @collapse_of_cast_cast_back
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.cast %[[V2]] : memref<6xf32> to memref<?xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V3]] : memref<?xf32>

func.func @collapse_of_cast_to_static_stays(%m: memref<?x3xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<?x3xf32> to memref<2x3xf32>
  %a = memref.collapse_shape %c [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %b = memref.cast %a : memref<6xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// CHECK-LABEL: func.func @collapse_of_cast_to_static_stays
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<?x3xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.cast %[[A0]] : memref<?x3xf32> to memref<2x3xf32>
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.collapse_shape %[[V2]] {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.cast %[[V3]] : memref<6xf32> to memref<?xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?xf32>

func.func @collapse_of_cast_layout(%m: memref<2x3xf32>) -> memref<6xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<2x3xf32> to memref<2x3xf32, strided<[3, 1], offset: ?>>
  %a = memref.collapse_shape %c [[0, 1]] : memref<2x3xf32, strided<[3, 1], offset: ?>> into memref<6xf32, strided<[1], offset: ?>>
  return %a : memref<6xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @collapse_of_cast_layout
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.collapse_shape %[[A0]] {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32> into memref<6xf32>
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.cast %[[V2]] : memref<6xf32> to memref<6xf32, strided<[1], offset: ?>>
// CHECK-NEXT: {{(func\.)?}}return %[[V3]] : memref<6xf32, strided<[1], offset: ?>>

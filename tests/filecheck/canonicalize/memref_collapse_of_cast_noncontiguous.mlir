// A collapse of a cast whose more static source shows that the collapsed
// dimensions are not contiguous: CollapseShapeOpMemRefCastFolder leaves it
// (the source cannot be collapsed). mlir-opt 22 aborts on this input (an
// assertion in CollapseShapeOp::computeCollapsedType), so there is no
// mlir-opt RUN line here.
// RUN: xdsl-opt %s -p canonicalize | filecheck %s

func.func @noncontiguous(%m: memref<2x3xf32, strided<[6, 1]>>) -> memref<6xf32, strided<[1]>> {
  %c = memref.cast %m : memref<2x3xf32, strided<[6, 1]>> to memref<2x3xf32, strided<[?, 1]>>
  %a = memref.collapse_shape %c [[0, 1]] : memref<2x3xf32, strided<[?, 1]>> into memref<6xf32, strided<[1]>>
  return %a : memref<6xf32, strided<[1]>>
}

// CHECK-LABEL: func.func @noncontiguous
// CHECK-SAME: (%[[M:[^ ,:]+]]: memref<2x3xf32, strided<[6, 1]>>)
// CHECK-NEXT: %[[C:[^ ,:]+]] = memref.cast %[[M]] : memref<2x3xf32, strided<[6, 1]>> to memref<2x3xf32, strided<[?, 1]>>
// CHECK-NEXT: %[[A:[^ ,:]+]] = memref.collapse_shape %[[C]] {{\[\[}}0, 1{{\]\]}} : memref<2x3xf32, strided<[?, 1]>> into memref<6xf32, strided<[1]>>
// CHECK-NEXT: {{(func\.)?}}return %[[A]] : memref<6xf32, strided<[1]>>

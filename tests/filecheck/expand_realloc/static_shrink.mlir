// RUN: xdsl-opt %s -p expand-realloc | filecheck %s
// RUN: xdsl-opt %s -p 'expand-realloc{emit-deallocs=false}' | filecheck %s
// RUN: not %mlir-opt %s -expand-realloc 2>&1 | filecheck %s --check-prefix=MLIR

// Deliberate difference from MLIR 22: a realloc between static sizes that
// shrinks the buffer. MLIR builds the scf.if anyway; its growing branch takes
// a subview of the old size (6) of the new, smaller buffer (3), which the
// subview verifier rejects, so mlir-opt fails. Both sizes being known, only
// the reinterpret_cast branch can run: we emit just that.

// MLIR: error: slice along dimension 0 runs out-of-bounds: 5 >= 3

// CHECK-LABEL: func.func @static_shrink(
// CHECK-NEXT:    %[[CAST:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [3], strides: [1] : memref<6xf32> to memref<3xf32>
// CHECK-NEXT:    return %[[CAST]] : memref<3xf32>
func.func @static_shrink(%arg0: memref<6xf32>) -> memref<3xf32> {
  %0 = memref.realloc %arg0 : memref<6xf32> to memref<3xf32>
  return %0 : memref<3xf32>
}

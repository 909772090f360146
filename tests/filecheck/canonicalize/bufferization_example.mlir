// The README's first command: examples/dealloc.mlir canonicalizes as with
// MLIR 22.
// RUN: xdsl-opt %S/../../../examples/dealloc.mlir -p canonicalize | filecheck %s
// RUN: %mlir-opt %S/../../../examples/dealloc.mlir -canonicalize | filecheck %s

// CHECK-LABEL: func.func @example
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<?xf32>, %[[X:.*]]: memref<2xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[C0]], %[[C1]] : i1
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[OR]]) retain (%[[X]] : memref<2xf32>)
// CHECK-NEXT: return %[[R]], %[[R]] : i1, i1

// CHECK-LABEL: func.func @nothing_to_free
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: return %[[FALSE]] : i1

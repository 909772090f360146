// What canonicalization erases follows the memory effects MLIR declares: an
// unused materialize_in_destination into a tensor has none and goes; into a
// buffer it writes and stays; dealloc_tensor, dealloc and alloc_tensor declare
// none (unknown effects) and stay. The same CHECK lines hold for xDSL's
// output and for MLIR 22's.
// RUN: xdsl-opt %s -p canonicalize | filecheck %s
// RUN: %mlir-opt %s -canonicalize | filecheck %s

// CHECK-LABEL: func.func @unused
// CHECK-SAME: (%[[T:.*]]: tensor<2xf32>, %[[D:.*]]: tensor<2xf32>, %[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: bufferization.materialize_in_destination %[[T]] in writable %[[M]] : (tensor<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.dealloc_tensor %[[T]] : tensor<2xf32>
// CHECK-NEXT: bufferization.dealloc (%[[M]] : memref<2xf32>) if (%[[C]])
// CHECK-NEXT: bufferization.alloc_tensor() : tensor<2xf32>
// CHECK-NEXT: return
func.func @unused(%t: tensor<2xf32>, %d: tensor<2xf32>, %m: memref<2xf32>, %c: i1) {
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.dealloc_tensor %t : tensor<2xf32>
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  %1 = bufferization.alloc_tensor() : tensor<2xf32>
  return
}

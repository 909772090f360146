// Canonicalization of bufferization.dealloc:
//
//   xdsl-opt examples/dealloc.mlir -p canonicalize
//
// In @example:
// - %a is listed twice: it is deallocated once, if %c0 or %c1 (an arith.ori);
// - %b's condition is the constant false: it is never deallocated here;
// - %tmp is allocated only to be deallocated: the allocation goes too;
// - %x is retained twice: one result serves both uses.
// In @nothing_to_free, nothing is deallocated, so nothing retained is owned:
// the results are false and the op goes.
func.func @example(%a: memref<2xf32>, %b: memref<?xf32>, %x: memref<2xf32>, %c0: i1, %c1: i1) -> (i1, i1) {
  %false = arith.constant false
  %tmp = memref.alloc() : memref<4xf32>
  %r:2 = bufferization.dealloc (%a, %b, %a, %tmp : memref<2xf32>, memref<?xf32>, memref<2xf32>, memref<4xf32>)
      if (%c0, %false, %c1, %c0) retain (%x, %x : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

func.func @nothing_to_free(%x: memref<2xf32>) -> i1 {
  %r = bufferization.dealloc retain (%x : memref<2xf32>)
  return %r : i1
}

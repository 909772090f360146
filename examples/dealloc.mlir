// Canonicalization of bufferization.dealloc: the retained %b is never one of
// the deallocated buffers' aliases is not known statically, so only the
// duplicate and the constant-false entries can go.
func.func @example(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> (i1, i1) {
  %false = arith.constant false
  %r:2 = bufferization.dealloc (%a, %a, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>)
      if (%c, %c, %false) retain (%b, %b : memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1 : i1, i1
}

// scf.forall on memrefs (no shared outputs), with dynamic and static bounds.
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c6 = arith.constant 6 : index
  %m = memref.alloc(%c6) : memref<?x3xi64>
  scf.forall (%i, %j) = (0, 0) to (%c6, 3) step (1, 1) {
    %s = arith.muli %i, %j : index
    %si = arith.index_cast %s : index to i64
    memref.store %si, %m[%i, %j] : memref<?x3xi64>
  }
  scf.forall (%i) in (3) {
    %c10 = arith.constant 10 : i64
    memref.store %c10, %m[%i, %i] : memref<?x3xi64>
  }
  %u = memref.cast %m : memref<?x3xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %m : memref<?x3xi64>
  return
}

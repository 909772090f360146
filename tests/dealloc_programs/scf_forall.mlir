// scf.forall on memrefs: each thread allocates a temporary, freed before
// scf.forall.in_parallel.
func.func private @printMemrefF32(memref<*xf32>)

func.func @squares(%out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %tmp = memref.alloc() : memref<1xf32>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %tmp[%c0] : memref<1xf32>
    %v = memref.load %tmp[%c0] : memref<1xf32>
    memref.store %v, %out[%i] : memref<4xf32>
  }
  return
}

func.func @main() {
  %out = memref.alloc() : memref<4xf32>
  call @squares(%out) : (memref<4xf32>) -> ()
  %u = memref.cast %out : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

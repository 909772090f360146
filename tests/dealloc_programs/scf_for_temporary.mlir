// A temporary allocated in each iteration of a loop and freed in the same
// iteration; a scalar is carried.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @sum_of_squares(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %tmp = memref.alloc() : memref<1xf32>
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %sq = arith.mulf %f, %f : f32
    memref.store %sq, %tmp[%c0] : memref<1xf32>
    %v = memref.load %tmp[%c0] : memref<1xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  return %s : f32
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %r = call @sum_of_squares(%c5) : (index) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

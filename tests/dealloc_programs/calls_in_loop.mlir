// A loop calls a function that returns a new buffer each iteration; each is
// freed in its iteration.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @row(%i: index) -> memref<3xf32> {
  %r = memref.alloc() : memref<3xf32>
  %x = arith.index_cast %i : index to i64
  %f = arith.sitofp %x : i64 to f32
  linalg.fill ins(%f : f32) outs(%r : memref<3xf32>)
  return %r : memref<3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
    %row = func.call @row(%i) : (index) -> memref<3xf32>
    %v = memref.load %row[%c1] : memref<3xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

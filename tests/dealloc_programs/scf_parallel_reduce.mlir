// scf.parallel with a reduction; the body and the reduction region allocate
// temporaries (seed 001's scf.reduce example).
func.func private @printF32(f32)
func.func private @printNewline()

func.func @reduce(%buffer: memref<100xf32>, %n: index) -> f32 {
  %init = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%iv) = (%c0) to (%n) step (%c1) init (%init) -> f32 {
    %elem = memref.load %buffer[%iv] : memref<100xf32>
    scf.reduce(%elem : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %alloc = memref.alloc() : memref<2xf32>
      memref.store %lhs, %alloc[%c0] : memref<2xf32>
      memref.store %rhs, %alloc[%c1] : memref<2xf32>
      %0 = memref.load %alloc[%c0] : memref<2xf32>
      %1 = memref.load %alloc[%c1] : memref<2xf32>
      %res = arith.addf %0, %1 : f32
      scf.reduce.return %res : f32
    }
  }
  return %r : f32
}

func.func @main() {
  %b = memref.alloc() : memref<100xf32>
  %x = arith.constant 0.5 : f32
  linalg.fill ins(%x : f32) outs(%b : memref<100xf32>)
  %n = arith.constant 10 : index
  %r = call @reduce(%b, %n) : (memref<100xf32>, index) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

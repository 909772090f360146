// An scf.if result stays live across a cf diamond. MLIR 22 loses track of
// it (the scf.if is rebuilt with an ownership result) and frees it before
// its uses in the diamond.
func.func private @printF32(f32)
func.func private @printNewline()
func.func @d2(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %f = arith.constant 1.0 : f32
  memref.store %f, %a[%i] : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    %g = arith.constant 2.0 : f32
    memref.store %g, %b[%i] : memref<2xf32>
    scf.yield %b : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.load %r[%i] : memref<2xf32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %w = memref.load %r[%i] : memref<2xf32>
  return %w : f32
}
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %i = arith.constant 0 : index
  %x = call @d2(%t, %i) : (i1, index) -> f32
  call @printF32(%x) : (f32) -> ()
  %y = call @d2(%f, %i) : (i1, index) -> f32
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

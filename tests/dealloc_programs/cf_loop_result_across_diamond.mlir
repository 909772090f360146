// An scf.for result stays live across a cf diamond: MLIR 22's deallocation
// crashes on this (it rebuilds the loop with an ownership result and then
// looks up the erased result's liveness).
func.func private @printF32(f32)
func.func private @printNewline()

func.func @f(%c: i1, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%it = %a) -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    %v = memref.load %it[%c0] : memref<2xf32>
    %w = arith.addf %v, %v : f32
    linalg.fill ins(%w : f32) outs(%b : memref<2xf32>)
    scf.yield %b : memref<2xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = memref.load %r[%c0] : memref<2xf32>
  memref.store %x, %r[%c1] : memref<2xf32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %y = memref.load %r[%c1] : memref<2xf32>
  return %y : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = call @f(%t, %c3) : (i1, index) -> f32
  %b = call @f(%f, %c3) : (i1, index) -> f32
  %c = call @f(%t, %c0) : (i1, index) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printF32(%c) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

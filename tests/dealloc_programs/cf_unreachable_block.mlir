// An unreachable block branches to a reachable join block with a buffer:
// MLIR 22 adds ownership arguments to the join block but leaves the branch of
// the unreachable block as it is (invalid IR); here it passes `false`.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @f(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  cf.cond_br %c, ^join(%a : memref<2xf32>), ^other
^other:
  %b = memref.alloc() : memref<2xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  cf.br ^join(%b : memref<2xf32>)
^dead:
  cf.br ^join(%a : memref<2xf32>)
^join(%m: memref<2xf32>):
  %r = memref.load %m[%i] : memref<2xf32>
  return %r : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %i = arith.constant 1 : index
  %a = call @f(%t, %i) : (i1, index) -> f32
  %b = call @f(%f, %i) : (i1, index) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

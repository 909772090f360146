// Seed 000's `mixedAllocation`: a join block receives an alloca or an
// allocation; only the allocation is ever freed.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @mixedAllocation(%arg0: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %0 = memref.alloca() : memref<2xf32>
  %1 = memref.alloc() : memref<2xf32>
  %x = arith.constant 1.0 : f32
  %y = arith.constant 2.0 : f32
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  linalg.fill ins(%x : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb2:
  linalg.fill ins(%y : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  %v = memref.load %2[%c0] : memref<2xf32>
  return %v : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @mixedAllocation(%t) : (i1) -> f32
  %b = call @mixedAllocation(%f) : (i1) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

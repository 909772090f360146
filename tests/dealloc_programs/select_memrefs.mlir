// arith.select between two allocations, used after both are no longer
// needed otherwise: its ownership is unknown until a dealloc resolves it.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @pick(%c: i1) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  %s = arith.select %c, %a, %b : memref<2xf32>
  %v = memref.load %s[%c0] : memref<2xf32>
  return %v : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %x = call @pick(%t) : (i1) -> f32
  %y = call @pick(%f) : (i1) -> f32
  call @printF32(%x) : (f32) -> ()
  call @printF32(%y) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

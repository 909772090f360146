// A buffer is passed to a block as an argument and stays live in that block
// under its own name (it is retained twice by the branch's dealloc): MLIR
// 22's deallocation fails with "MemRef value does not have valid ownership".
func.func private @printF32(f32)
func.func private @printNewline()

func.func @f(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  %two = arith.constant 2.0 : f32
  memref.store %two, %x[%i] : memref<2xf32>
  cf.cond_br %c, ^bb2(%a : memref<2xf32>), ^bb3
^bb2(%y: memref<2xf32>):
  %v = memref.load %y[%i] : memref<2xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %y[%i] : memref<2xf32>
  cf.br ^bb3
^bb3:
  %r = memref.load %a[%i] : memref<2xf32>
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

// A buffer is forwarded as a block argument and also stays live in the
// successor under its own name, then both names reach a join block (a cf
// shape on which MLIR 22's deallocation misbehaves).
func.func private @printF32(f32)
func.func private @printNewline()

func.func @shape(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  cf.cond_br %c, ^bb1(%a : memref<2xf32>), ^bb2
^bb1(%x: memref<2xf32>):
  %v = memref.load %x[%i] : memref<2xf32>
  %w = arith.addf %v, %v : f32
  memref.store %w, %a[%i] : memref<2xf32>
  cf.br ^bb3(%x : memref<2xf32>)
^bb2:
  %b = memref.alloc() : memref<2xf32>
  %three = arith.constant 3.0 : f32
  linalg.fill ins(%three : f32) outs(%b : memref<2xf32>)
  cf.br ^bb3(%b : memref<2xf32>)
^bb3(%y: memref<2xf32>):
  %p = memref.load %a[%i] : memref<2xf32>
  %q = memref.load %y[%i] : memref<2xf32>
  %r = arith.addf %p, %q : f32
  return %r : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %i = arith.constant 1 : index
  %a = call @shape(%t, %i) : (i1, index) -> f32
  %b = call @shape(%f, %i) : (i1, index) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// scf ops in a join block mix memrefs from different blocks: a block
// argument and a buffer from the entry block, through scf.if and
// arith.select.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @join(%c: i1, %d: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %b = memref.alloc() : memref<2xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  cf.br ^bb3(%b : memref<2xf32>)
^bb2:
  cf.br ^bb3(%a : memref<2xf32>)
^bb3(%m: memref<2xf32>):
  %s = arith.select %d, %m, %a : memref<2xf32>
  %r = scf.if %d -> memref<2xf32> {
    scf.yield %s : memref<2xf32>
  } else {
    %n = memref.alloc() : memref<2xf32>
    %five = arith.constant 5.0 : f32
    linalg.fill ins(%five : f32) outs(%n : memref<2xf32>)
    scf.yield %n : memref<2xf32>
  }
  %t = scf.if %c -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    scf.yield %r : memref<2xf32>
  }
  %v = memref.load %r[%i] : memref<2xf32>
  %w = memref.load %t[%i] : memref<2xf32>
  %x = arith.addf %v, %w : f32
  return %x : f32
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %i = arith.constant 0 : index
  %a = call @join(%t, %t, %i) : (i1, i1, index) -> f32
  %b = call @join(%t, %f, %i) : (i1, i1, index) -> f32
  %c = call @join(%f, %t, %i) : (i1, i1, index) -> f32
  %d = call @join(%f, %f, %i) : (i1, i1, index) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printF32(%c) : (f32) -> ()
  call @printF32(%d) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

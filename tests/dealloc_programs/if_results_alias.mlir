// An scf.if yields the same new buffer twice (two aliasing results) and a
// view of it: the buffer is freed once.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @twice(%c: i1, %m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.if %c -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>) {
    %a = memref.alloc() : memref<4xf32>
    %x = arith.constant 3.0 : f32
    linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
    %s = memref.subview %a[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
    scf.yield %a, %s : memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>
  } else {
    %s = memref.subview %m[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
    scf.yield %m, %s : memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>
  }
  %v = memref.load %r#0[%c0] : memref<4xf32>
  %w = memref.load %r#1[%c1] : memref<2xf32, strided<[1], offset: 2>>
  %sum = arith.addf %v, %w : f32
  return %sum : f32
}

func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %x = arith.constant 0.5 : f32
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %a = call @twice(%t, %m) : (i1, memref<4xf32>) -> f32
  %b = call @twice(%f, %m) : (i1, memref<4xf32>) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// A subview of an argument is returned: it aliases the argument, so the
// function returns a copy of it.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @tail(%m: memref<4xf32>) -> memref<2xf32, strided<[1], offset: 2>> {
  %s = memref.subview %m[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  return %s : memref<2xf32, strided<[1], offset: 2>>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = arith.constant 3.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %y = arith.constant 9.0 : f32
  memref.store %y, %a[%c2] : memref<4xf32>
  %t = call @tail(%a) : (memref<4xf32>) -> memref<2xf32, strided<[1], offset: 2>>
  %v0 = memref.load %t[%c0] : memref<2xf32, strided<[1], offset: 2>>
  %v1 = memref.load %t[%c1] : memref<2xf32, strided<[1], offset: 2>>
  call @printF32(%v0) : (f32) -> ()
  call @printF32(%v1) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

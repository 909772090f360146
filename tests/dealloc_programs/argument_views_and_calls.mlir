// Arguments are never owned: views of them are passed to other functions,
// which allocate results; nothing frees an argument.
func.func private @printMemrefF32(memref<*xf32>)

func.func @add(%a: memref<2xf32, strided<[1], offset: ?>>, %b: memref<2xf32, strided<[1], offset: ?>>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = memref.alloc() : memref<2xf32>
  scf.for %i = %c0 to %c2 step %c1 {
    %x = memref.load %a[%i] : memref<2xf32, strided<[1], offset: ?>>
    %y = memref.load %b[%i] : memref<2xf32, strided<[1], offset: ?>>
    %z = arith.addf %x, %y : f32
    memref.store %z, %r[%i] : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @halves(%m: memref<4xf32>) -> memref<2xf32> {
  %lo = memref.subview %m[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %hi = memref.subview %m[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %lo2 = memref.cast %lo : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1], offset: ?>>
  %hi2 = memref.cast %hi : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: ?>>
  %r = call @add(%lo2, %hi2) : (memref<2xf32, strided<[1], offset: ?>>, memref<2xf32, strided<[1], offset: ?>>) -> memref<2xf32>
  return %r : memref<2xf32>
}

func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%m : memref<4xf32>)
  %y = arith.constant 5.0 : f32
  memref.store %y, %m[%c3] : memref<4xf32>
  %r = call @halves(%m) : (memref<4xf32>) -> memref<2xf32>
  %u = memref.cast %r : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A rank-reducing subview with a dynamic size that is 1 at run time: the
// dropped dim is chosen from the static sizes (the first), as MLIR does.
func.func private @printMemrefF32(memref<*xf32>)
func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<2x3xf32>)
  %g = arith.constant 7.0 : f32
  memref.store %g, %a[%c1, %c0] : memref<2x3xf32>
  // %n is 1 at run time: the kept dim is still the second one (static sizes [1, ?]).
  %s = memref.subview %a[1, 0] [1, %c1] [1, 1] : memref<2x3xf32> to memref<?xf32, strided<[1], offset: 3>>
  %u = memref.cast %s : memref<?xf32, strided<[1], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %t = memref.subview %a[1, 0] [1, %c3] [1, 1] : memref<2x3xf32> to memref<?xf32, strided<[1], offset: 3>>
  %v = memref.cast %t : memref<?xf32, strided<[1], offset: 3>> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  return
}

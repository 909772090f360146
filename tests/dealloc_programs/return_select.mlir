// Returning arith.select of an allocation and an argument: the result is
// owned only when the allocation was selected; otherwise it is copied. The
// allocation is freed when the argument was selected.
func.func private @printMemrefF32(memref<*xf32>)

func.func @choose(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %x = arith.constant 5.0 : f32
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  %s = arith.select %c, %a, %m : memref<2xf32>
  return %s : memref<2xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %y = arith.constant 1.0 : f32
  %m = memref.alloc() : memref<2xf32>
  linalg.fill ins(%y : f32) outs(%m : memref<2xf32>)
  %r1 = call @choose(%m, %true) : (memref<2xf32>, i1) -> memref<2xf32>
  %r2 = call @choose(%m, %false) : (memref<2xf32>, i1) -> memref<2xf32>
  %u1 = memref.cast %r1 : memref<2xf32> to memref<*xf32>
  %u2 = memref.cast %r2 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

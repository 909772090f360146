// Returning an argument: the function never owns its arguments, so it must
// return a copy (the caller frees it).
func.func private @printMemrefF32(memref<*xf32>)

func.func @identity(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}

func.func @main() {
  %x = arith.constant 7.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %b = call @identity(%a) : (memref<4xf32>) -> memref<4xf32>
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

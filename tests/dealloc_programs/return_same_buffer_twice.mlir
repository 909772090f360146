// A function returns the same buffer twice (seed 004): both results are
// owned by the caller, which frees the buffer once (MLIR 22 does not clone;
// the caller's dealloc checks for aliasing at runtime).
func.func private @printMemrefF32(memref<*xf32>)

func.func @twice(%x: f32) -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  return %a, %a : memref<2xf32>, memref<2xf32>
}

func.func @main() {
  %x = arith.constant 6.0 : f32
  %a, %b = call @twice(%x) : (f32) -> (memref<2xf32>, memref<2xf32>)
  %u = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %v = memref.cast %a : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}

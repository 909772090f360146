// A view (subview, expand_shape) of an owned allocation is returned: views
// share the ownership of their base allocation, no copy is needed.
func.func private @printMemrefF32(memref<*xf32>)

func.func @make(%x: f32) -> memref<2x2xf32> {
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return %e : memref<2x2xf32>
}

func.func @main() {
  %x = arith.constant 4.0 : f32
  %m = call @make(%x) : (f32) -> memref<2x2xf32>
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

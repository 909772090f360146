// linalg.broadcast of a 2-element tensor to 2x2.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %a = tensor.from_elements %f1, %f2 : tensor<2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %b = linalg.broadcast ins(%a : tensor<2xf32>) outs(%e : tensor<2x2xf32>) dimensions = [0]
  %r = tensor.collapse_shape %b [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

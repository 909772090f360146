// linalg.conv_2d_nhwc_hwcf accumulating in place into its init, then
// linalg.select choosing elementwise between the result and its own max with
// a constant tensor (the select writes in place into the conv's buffer).
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %img = tensor.from_elements %f1, %f2, %f3, %f0, %f1, %f2, %f3, %f0, %f1 : tensor<1x3x3x1xf32>
  %ker = tensor.from_elements %f1, %f0, %f0, %f1 : tensor<2x2x1x1xf32>
  %z = arith.constant dense<1.0> : tensor<1x2x2x1xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %ker : tensor<1x3x3x1xf32>, tensor<2x2x1x1xf32>) outs(%z : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  %flat = tensor.collapse_shape %conv [[0, 1, 2, 3]] : tensor<1x2x2x1xf32> into tensor<4xf32>
  %lim = arith.constant dense<[3.0, 3.0, 5.0, 5.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %mx = linalg.max ins(%flat, %lim : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %mask = arith.constant dense<[true, false, true, false]> : tensor<4xi1>
  %sel = linalg.select ins(%mask, %flat, %mx : tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) outs(%flat : tensor<4xf32>) -> tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %sel in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

// linalg.conv_2d_nchw_fchw followed by linalg.pooling_nchw_max, both into
// filled tensors (destination-passing, in place).
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
  %img = tensor.from_elements %f1, %f2, %f3, %f0, %f1, %f2, %f3, %f0, %f1 : tensor<1x1x3x3xf32>
  %ker = tensor.from_elements %f1, %f0, %f0, %f1 : tensor<1x1x2x2xf32>
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %z = linalg.fill ins(%f0 : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %ker : tensor<1x1x3x3xf32>, tensor<1x1x2x2xf32>) outs(%z : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x1x1x1xf32>
  %pz = linalg.fill ins(%f0 : f32) outs(%pe : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%conv, %win : tensor<1x1x2x2xf32>, tensor<2x2xf32>) outs(%pz : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %c = tensor.collapse_shape %conv [[0, 1, 2, 3]] : tensor<1x1x2x2xf32> into tensor<4xf32>
  %p = tensor.collapse_shape %pool [[0, 1, 2, 3]] : tensor<1x1x1x1xf32> into tensor<1xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %c in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  %out_1 = memref.alloca() : memref<1xf32>
  bufferization.materialize_in_destination %p in restrict writable %out_1 : (tensor<1xf32>, memref<1xf32>) -> ()
  %u_1 = memref.cast %out_1 : memref<1xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_1) : (memref<*xf32>) -> ()
  return
}

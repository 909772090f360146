// A 2-D convolution (NHWC input, HWCF filter) of a 1x4x4x1 image with a
// 2x2 filter producing two output channels, stride 1.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %image = arith.constant dense<[[[[1.0], [2.0], [3.0], [4.0]],
                                  [[5.0], [6.0], [7.0], [8.0]],
                                  [[9.0], [10.0], [11.0], [12.0]],
                                  [[13.0], [14.0], [15.0], [16.0]]]]> : tensor<1x4x4x1xf32>
  %filter = arith.constant dense<[[[[1.0, 0.0]], [[0.0, 1.0]]],
                                  [[[0.0, 1.0]], [[-1.0, 1.0]]]]> : tensor<2x2x1x2xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %conv = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%image, %filter : tensor<1x4x4x1xf32>, tensor<2x2x1x2xf32>)
      outs(%init : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  %u = tensor.cast %conv : tensor<1x3x3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 3, 3, 2] strides = [18, 6, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-5,     13],
// CHECK-NEXT:    [-5,     16],
// CHECK-NEXT{LITERAL}:    [-5,     19]],
// CHECK-NEXT{LITERAL}:   [[-5,     25],
// CHECK-NEXT:    [-5,     28],
// CHECK-NEXT{LITERAL}:    [-5,     31]],
// CHECK-NEXT{LITERAL}:   [[-5,     37],
// CHECK-NEXT:    [-5,     40],
// CHECK-NEXT{LITERAL}:    [-5,     43]]]]

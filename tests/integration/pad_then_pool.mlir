// Zero padding around an image followed by a 2x2 max pooling (NCHW) with
// stride 2 over the padded image.
// KNOWN-FAILURE: xDSL 0.74's linalg.pooling_nchw_max builds its body as max(input, window operand) instead of max(accumulator, input): our bufferized program computes the wrong maxima (fixed by the linalg dialect of branch linalg, issue 11)

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %image = arith.constant dense<[[[[1.0, -2.0, 3.0],
                                   [4.0, 5.0, -6.0],
                                   [-7.0, 8.0, 9.0]]]]> : tensor<1x1x3x3xf32>
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %image low[0, 0, 1, 1] high[0, 0, 0, 0] {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    tensor.yield %zero : f32
  } : tensor<1x1x3x3xf32> to tensor<1x1x4x4xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %init = linalg.fill ins(%ninf : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %pooled = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%padded, %window : tensor<1x1x4x4xf32>, tensor<2x2xf32>)
      outs(%init : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %u0 = tensor.cast %padded : tensor<1x1x4x4xf32> to tensor<*xf32>
  %u1 = tensor.cast %pooled : tensor<1x1x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 1, 2, 2] strides = [4, 4, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[1,     3],
// CHECK-NEXT{LITERAL}:    [4,     9]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 1, 4, 4] strides = [16, 16, 4, 1] data =
// CHECK-NEXT{LITERAL}: [[[[0,     0,     0,     0],
// CHECK-NEXT:    [0,     1,     -2,     3],
// CHECK-NEXT:    [0,     4,     5,     -6],
// CHECK-NEXT{LITERAL}:    [0,     -7,     8,     9]]]]

// Elementwise addition of two constant matrices, printed through an
// unranked tensor.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %lhs = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %rhs = arith.constant dense<0.5> : tensor<2x3xf32>
  %init = tensor.empty() : tensor<2x3xf32>
  %sum = linalg.add ins(%lhs, %rhs : tensor<2x3xf32>, tensor<2x3xf32>)
                    outs(%init : tensor<2x3xf32>) -> tensor<2x3xf32>
  %unranked = tensor.cast %sum : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%unranked) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[1.5,   2.5,   3.5],
// CHECK-NEXT{LITERAL}:  [4.5,   5.5,   6.5]]

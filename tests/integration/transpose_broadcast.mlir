// linalg.transpose of a matrix and linalg.broadcast of a vector to a
// matrix, then their sum.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = arith.constant dense<[100.0, 200.0]> : tensor<2xf32>
  %e0 = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%m : tensor<2x3xf32>) outs(%e0 : tensor<3x2xf32>) permutation = [1, 0]
  %e1 = tensor.empty() : tensor<3x2xf32>
  %b = linalg.broadcast ins(%v : tensor<2xf32>) outs(%e1 : tensor<3x2xf32>) dimensions = [0]
  %e2 = tensor.empty() : tensor<3x2xf32>
  %s = linalg.add ins(%t, %b : tensor<3x2xf32>, tensor<3x2xf32>) outs(%e2 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %u = tensor.cast %s : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[101,   204],
// CHECK-NEXT:  [102,   205],
// CHECK-NEXT{LITERAL}:  [103,   206]]

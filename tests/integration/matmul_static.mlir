// A 2x3 by 3x2 matrix product into a zero-filled accumulator, printed
// through an unranked tensor.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0],
                             [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[1.0, -1.0],
                             [0.5, 2.0],
                             [-2.0, 0.25]]> : tensor<3x2xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x2xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>)
                     outs(%acc : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %c : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[-4,   3.75],
// CHECK-NEXT{LITERAL}:  [-5.5,   7.5]]

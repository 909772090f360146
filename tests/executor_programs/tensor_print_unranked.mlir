// BUFFERIZE
// A tensor-level program printing through unranked tensors (the form of
// MLIR's CPU integration tests): the print functions take tensor<*xT>.
func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %c = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.add ins(%c, %c : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %r : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %i = arith.constant dense<[5, 6, 7]> : tensor<3xi32>
  %v = tensor.cast %i : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%v) : (tensor<*xi32>) -> ()
  return
}

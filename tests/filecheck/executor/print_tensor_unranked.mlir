// RUN: xdsl-bufferization-run %s | filecheck %s

// A tensor-level program printing through an unranked tensor, as MLIR's CPU
// integration tests do (issue 10: the executor failed at the call with
// "'Tensor' object has no attribute 'buffer'").

func.func private @printMemrefF32(tensor<*xf32>)
func.func private @printMemrefI64(%ptr : tensor<*xi64>)

func.func @main() {
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.add ins(%c, %c : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %r : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %i = arith.constant dense<[[-1], [7]]> : tensor<2x1xi64>
  %slice = tensor.extract_slice %i[1, 0] [1, 1] [1, 1] : tensor<2x1xi64> to tensor<1x1xi64>
  %v = tensor.cast %slice : tensor<1x1xi64> to tensor<*xi64>
  call @printMemrefI64(%v) : (tensor<*xi64>) -> ()
  return
}

// CHECK:      Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   2],
// CHECK-NEXT{LITERAL}:  [2,   2]]
// CHECK-NEXT: Unranked Memref base@ = 0x{{[0-9a-f]+}} rank = 2 offset = 0 sizes = [1, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[7]]

// tensor.concat along each dimension, one operand of the second concat
// having a dynamic size.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[5.0, 6.0]]> : tensor<1x2xf32>
  %rows = tensor.concat dim(0) %a, %b : (tensor<2x2xf32>, tensor<1x2xf32>) -> tensor<3x2xf32>
  %c = arith.constant dense<[[7.0], [8.0], [9.0]]> : tensor<3x1xf32>
  %dc = tensor.cast %c : tensor<3x1xf32> to tensor<3x?xf32>
  %cols = tensor.concat dim(1) %rows, %dc, %rows : (tensor<3x2xf32>, tensor<3x?xf32>, tensor<3x2xf32>) -> tensor<3x?xf32>
  %u0 = tensor.cast %rows : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %cols : tensor<3x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2],
// CHECK-NEXT:  [3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   7,   1,   2],
// CHECK-NEXT:  [3,   4,   8,   3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6,   9,   5,   6]]

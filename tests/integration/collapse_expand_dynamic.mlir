// tensor.collapse_shape and tensor.expand_shape on dynamic shapes, inside
// functions; the expanded tensor's dynamic size is given as an output
// shape operand.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @collapse(%t: tensor<2x?x?x2xf32>) -> tensor<2x?x2xf32> {
  %r = tensor.collapse_shape %t [[0], [1, 2], [3]] : tensor<2x?x?x2xf32> into tensor<2x?x2xf32>
  return %r : tensor<2x?x2xf32>
}

func.func @expand(%t: tensor<?xf32>, %rows: index) -> tensor<?x4xf32> {
  %r = tensor.expand_shape %t [[0, 1]] output_shape [%rows, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

func.func @main() {
  %t = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[5.0, 6.0], [7.0, 8.0]]],
                             [[[9.0, 10.0], [11.0, 12.0]], [[13.0, 14.0], [15.0, 16.0]]]]> : tensor<2x2x2x2xf32>
  %d = tensor.cast %t : tensor<2x2x2x2xf32> to tensor<2x?x?x2xf32>
  %c = call @collapse(%d) : (tensor<2x?x?x2xf32>) -> tensor<2x?x2xf32>
  %u0 = tensor.cast %c : tensor<2x?x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %flat = tensor.collapse_shape %t [[0, 1, 2, 3]] : tensor<2x2x2x2xf32> into tensor<16xf32>
  %dflat = tensor.cast %flat : tensor<16xf32> to tensor<?xf32>
  %c4 = arith.constant 4 : index
  %e = call @expand(%dflat, %c4) : (tensor<?xf32>, index) -> tensor<?x4xf32>
  %u1 = tensor.cast %e : tensor<?x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 3 offset = 0 sizes = [2, 4, 2] strides = [8, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    2],
// CHECK-NEXT:   [3,    4],
// CHECK-NEXT:   [5,    6],
// CHECK-NEXT{LITERAL}:   [7,    8]],
// CHECK-NEXT{LITERAL}:  [[9,    10],
// CHECK-NEXT:   [11,    12],
// CHECK-NEXT:   [13,    14],
// CHECK-NEXT{LITERAL}:   [15,    16]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4],
// CHECK-NEXT:  [5,   6,   7,   8],
// CHECK-NEXT:  [9,   10,   11,   12],
// CHECK-NEXT{LITERAL}:  [13,   14,   15,   16]]

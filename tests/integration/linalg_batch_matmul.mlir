// The matmul family: batch_matmul, batch_reduce_matmul (the batches summed
// into one result), a matmul reading its left operand transposed through
// indexing_maps, mmt4d on tiled operands, contract as an einsum, and a
// quantized i8 matmul with zero points accumulating in i32.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %a = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0]], [[0.5, 0.0], [0.0, 0.5]]]> : tensor<2x2x2xf32>
  %b = arith.constant dense<[[[1.0, 0.0, 1.0], [0.0, 1.0, 1.0]], [[2.0, 4.0, 6.0], [8.0, 10.0, 12.0]]]> : tensor<2x2x3xf32>
  %e = tensor.empty() : tensor<2x2x3xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %bm = linalg.batch_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x3xf32>) outs(%z : tensor<2x2x3xf32>) -> tensor<2x2x3xf32>
  %bmu = tensor.cast %bm : tensor<2x2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%bmu) : (tensor<*xf32>) -> ()

  %e2 = tensor.empty() : tensor<2x3xf32>
  %z2 = linalg.fill ins(%zero : f32) outs(%e2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %brm = linalg.batch_reduce_matmul ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x3xf32>) outs(%z2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %brmu = tensor.cast %brm : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%brmu) : (tensor<*xf32>) -> ()

  %at = arith.constant dense<[[1.0, 3.0], [2.0, 4.0]]> : tensor<2x2xf32>
  %bb = arith.constant dense<[[1.0, 1.0, 0.0], [0.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %mt = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%at, %bb : tensor<2x2xf32>, tensor<2x3xf32>) outs(%z2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mtu = tensor.cast %mt : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%mtu) : (tensor<*xf32>) -> ()

  %lhs = arith.constant dense<1.0> : tensor<2x2x2x2xf32>
  %rhs = arith.constant dense<[[[[1.0, 2.0], [3.0, 4.0]], [[1.0, 1.0], [1.0, 1.0]]]]> : tensor<1x2x2x2xf32>
  %e4 = tensor.empty() : tensor<2x1x2x2xf32>
  %z4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<2x1x2x2xf32>) -> tensor<2x1x2x2xf32>
  %mm4 = linalg.mmt4d ins(%lhs, %rhs : tensor<2x2x2x2xf32>, tensor<1x2x2x2xf32>) outs(%z4 : tensor<2x1x2x2xf32>) -> tensor<2x1x2x2xf32>
  %mm4u = tensor.cast %mm4 : tensor<2x1x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%mm4u) : (tensor<*xf32>) -> ()

  %c = linalg.contract indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<2x2x2xf32>, tensor<2x2x3xf32>) outs(%z2 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %cu = tensor.cast %c : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%cu) : (tensor<*xf32>) -> ()

  %qa = arith.constant dense<[[10, -20], [30, 127]]> : tensor<2x2xi8>
  %qb = arith.constant dense<[[1, 2], [-3, -128]]> : tensor<2x2xi8>
  %za = arith.constant 5 : i32
  %zb = arith.constant -1 : i32
  %izero = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<2x2xi32>
  %zi = linalg.fill ins(%izero : i32) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>
  %q = linalg.quantized_matmul ins(%qa, %qb, %za, %zb : tensor<2x2xi8>, tensor<2x2xi8>, i32, i32) outs(%zi : tensor<2x2xi32>) -> tensor<2x2xi32>
  %qu = tensor.cast %q : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%qu) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 3 offset = 0 sizes = [2, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    2,    3],
// CHECK-NEXT{LITERAL}:   [3,    4,    7]],
// CHECK-NEXT{LITERAL}:  [[1,    2,    3],
// CHECK-NEXT{LITERAL}:   [4,    5,    6]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   4,   6],
// CHECK-NEXT{LITERAL}:  [7,   9,   13]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   3,   2],
// CHECK-NEXT{LITERAL}:  [3,   7,   4]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [2, 1, 2, 2] strides = [4, 4, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[5,     9],
// CHECK-NEXT{LITERAL}:    [5,     9]]],
// CHECK-NEXT{LITERAL}:  [[[5,     9],
// CHECK-NEXT{LITERAL}:    [5,     9]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   4,   6],
// CHECK-NEXT{LITERAL}:  [7,   9,   13]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[60,   3190],
// CHECK-NEXT{LITERAL}:  [-194,   -15419]]

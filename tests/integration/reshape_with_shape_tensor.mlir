// tensor.reshape driven by a shape tensor built at run time with
// tensor.from_elements, and by a constant shape tensor. (Not to an unranked
// result: MLIR 22's finalize-memref-to-llvm asserts on memref.reshape to an
// unranked memref.)

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %shape = tensor.from_elements %c3, %c2 : tensor<2xindex>
  %r = tensor.reshape %t(%shape) : (tensor<6xi32>, tensor<2xindex>) -> tensor<?x?xi32>
  %u0 = tensor.cast %r : tensor<?x?xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  %shape3 = arith.constant dense<[1, 2, 3]> : tensor<3xindex>
  %r3 = tensor.reshape %t(%shape3) : (tensor<6xi32>, tensor<3xindex>) -> tensor<1x2x3xi32>
  %u1 = tensor.cast %r3 : tensor<1x2x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2],
// CHECK-NEXT:  [3,   4],
// CHECK-NEXT{LITERAL}:  [5,   6]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 3 offset = 0 sizes = [1, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[1,    2,    3],
// CHECK-NEXT{LITERAL}:   [4,    5,    6]]]

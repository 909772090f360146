// tensor.splat into a tensor whose size is computed at run time, then an
// in-place update of a slice of it through linalg.fill.

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %rows = arith.addi %c2, %c3 : index
  %v = arith.constant 42 : i32
  %s = tensor.splat %v[%rows] : tensor<?x3xi32>
  %mid = tensor.extract_slice %s[1, 1] [3, 1] [1, 1] : tensor<?x3xi32> to tensor<3x1xi32>
  %minus = arith.constant -1 : i32
  %filled = linalg.fill ins(%minus : i32) outs(%mid : tensor<3x1xi32>) -> tensor<3x1xi32>
  %r = tensor.insert_slice %filled into %s[1, 1] [3, 1] [1, 1] : tensor<3x1xi32> into tensor<?x3xi32>
  %u = tensor.cast %r : tensor<?x3xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [5, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[42,   42,   42],
// CHECK-NEXT:  [42,   -1,   42],
// CHECK-NEXT:  [42,   -1,   42],
// CHECK-NEXT:  [42,   -1,   42],
// CHECK-NEXT{LITERAL}:  [42,   42,   42]]

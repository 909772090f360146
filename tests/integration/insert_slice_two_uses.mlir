// Two tensor.insert_slice ops into the same constant: each result must see
// only its own insertion (neither may write the other's buffer in place).

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %base = arith.constant dense<[7, 7, 7, 7]> : tensor<4xi32>
  %patch = arith.constant dense<[1, 2]> : tensor<2xi32>
  %front = tensor.insert_slice %patch into %base[0] [2] [1] : tensor<2xi32> into tensor<4xi32>
  %back = tensor.insert_slice %patch into %base[2] [2] [1] : tensor<2xi32> into tensor<4xi32>
  %u0 = tensor.cast %front : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  %u1 = tensor.cast %back : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  %u2 = tensor.cast %base : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%u2) : (tensor<*xi32>) -> ()
  return
}

// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  7,  7]
// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [7,  7,  1,  2]
// CHECK: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [7,  7,  7,  7]

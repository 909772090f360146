// tensor.pad of a tensor with a dynamic dimension by amounts that are
// partly SSA values: the result shape is only known at run time.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %source = arith.constant dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<1x2x3xf32>
  %dynamic = tensor.cast %source : tensor<1x2x3xf32> to tensor<1x?x3xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad_value = arith.constant -1.5 : f32
  %padded = tensor.pad %dynamic low[%c0, %c1, 0] high[0, %c0, %c2] {
  ^bb0(%i: index, %j: index, %k: index):
    tensor.yield %pad_value : f32
  } : tensor<1x?x3xf32> to tensor<1x?x?xf32>
  %u = tensor.cast %padded : tensor<1x?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 3 offset = 0 sizes = [1, 3, 5] strides = [15, 5, 1] data =
// CHECK-NEXT{LITERAL}: [[[-1.5,    -1.5,    -1.5,    -1.5,    -1.5],
// CHECK-NEXT:   [1,    2,    3,    -1.5,    -1.5],
// CHECK-NEXT{LITERAL}:   [4,    5,    6,    -1.5,    -1.5]]]

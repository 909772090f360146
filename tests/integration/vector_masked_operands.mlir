// Transfers with a mask operand (no vector.mask): a 2-D read of a 3x5 tensor
// through a 3x4 window at column 2 with a triangular mask (masked-off and
// out-of-bounds elements are the padding), then a masked write of the window
// into a copy of the tensor (masked-off and out-of-bounds elements are not
// written).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0],
                             [6.0, 7.0, 8.0, 9.0, 10.0],
                             [11.0, 12.0, 13.0, 14.0, 15.0]]> : tensor<3x5xf32>
  %mask = arith.constant dense<[[true, false, false, false],
                                [true, true, false, false],
                                [true, true, true, false]]> : vector<3x4xi1>
  %w = vector.transfer_read %t[%c0, %c2], %pad, %mask : tensor<3x5xf32>, vector<3x4xf32>
  vector.print %w : vector<3x4xf32>
  %zeros = arith.constant dense<0.0> : vector<3x4xf32>
  %copy = bufferization.alloc_tensor() copy(%t) : tensor<3x5xf32>
  %r = vector.transfer_write %zeros, %copy[%c0, %c2], %mask : vector<3x4xf32>, tensor<3x5xf32>
  %u = tensor.cast %r : tensor<3x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( ( 3, -1, -1, -1 ), ( 8, 9, -1, -1 ), ( 13, 14, 15, -1 ) )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   0,   4,   5],
// CHECK-NEXT:  [6,   7,   0,   0,   10],
// CHECK-NEXT{LITERAL}:  [11,   12,   0,   0,   0]]

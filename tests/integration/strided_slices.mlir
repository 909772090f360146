// tensor.extract_slice with strides and offsets (static and dynamic),
// copied into fresh tensors and printed; then a strided insert_slice.

// The print function is declared as only reading its argument
// (bufferization.access): the program prints a tensor and uses it again,
// which One-Shot Bufferize refuses for a function that may write it.
func.func private @printMemrefF32(%ptr : tensor<*xf32> {bufferization.access = "read"})

func.func @main() {
  %t = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0],
                             [10.0, 11.0, 12.0, 13.0, 14.0, 15.0],
                             [20.0, 21.0, 22.0, 23.0, 24.0, 25.0],
                             [30.0, 31.0, 32.0, 33.0, 34.0, 35.0]]> : tensor<4x6xf32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %every_other = tensor.extract_slice %t[0, 1] [2, 3] [2, 2] : tensor<4x6xf32> to tensor<2x3xf32>
  %e0 = tensor.empty() : tensor<2x3xf32>
  %copy0 = linalg.copy ins(%every_other : tensor<2x3xf32>) outs(%e0 : tensor<2x3xf32>) -> tensor<2x3xf32>
  %u0 = tensor.cast %copy0 : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %window = tensor.extract_slice %t[%c1, %c2] [3, 2] [1, 1] : tensor<4x6xf32> to tensor<3x2xf32>
  %e1 = tensor.empty() : tensor<3x2xf32>
  %copy1 = linalg.copy ins(%window : tensor<3x2xf32>) outs(%e1 : tensor<3x2xf32>) -> tensor<3x2xf32>
  %u1 = tensor.cast %copy1 : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  %zero = arith.constant 0.0 : f32
  %z = tensor.empty() : tensor<4x6xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%z : tensor<4x6xf32>) -> tensor<4x6xf32>
  %scattered = tensor.insert_slice %copy0 into %zeros[1, 0] [2, 3] [2, 2] : tensor<2x3xf32> into tensor<4x6xf32>
  %u2 = tensor.cast %scattered : tensor<4x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   3,   5],
// CHECK-NEXT{LITERAL}:  [21,   23,   25]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[12,   13],
// CHECK-NEXT:  [22,   23],
// CHECK-NEXT{LITERAL}:  [32,   33]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [4, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   0,   0,   0],
// CHECK-NEXT:  [1,   0,   3,   0,   5,   0],
// CHECK-NEXT:  [0,   0,   0,   0,   0,   0],
// CHECK-NEXT{LITERAL}:  [21,   0,   23,   0,   25,   0]]

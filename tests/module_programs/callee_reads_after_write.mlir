// Inside the callee, the argument is read after an update of it (both
// versions are returned): the callee copies before writing, and the caller
// can pass its buffer without a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @before_after(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c2 = arith.constant 2 : index
  %v = arith.constant -2.0 : f32
  %w = tensor.insert %v into %t[%c2] : tensor<4xf32>
  return %t, %w : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[4.0, 3.0, 2.0, 1.0]> : tensor<4xf32>
  %a, %b = func.call @before_after(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %ma = bufferization.to_buffer %a read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

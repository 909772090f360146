// A callee returns a slice (tensor.extract_slice) of its argument: the
// result is a view of the caller's buffer (a subview through the function
// boundary), and the caller reads both.
func.func private @printMemrefF32(memref<*xf32>)

func.func @middle_four(%t: tensor<8xf32>) -> tensor<4xf32> {
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %s = func.call @middle_four(%t) : (tensor<8xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %s read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<8xf32> to memref<8xf32>
  %ut = memref.cast %mt : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

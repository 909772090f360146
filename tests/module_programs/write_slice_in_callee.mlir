// A callee writes a slice of its argument (extract_slice, fill,
// insert_slice back at the same place) and returns the argument: in place
// in the caller's buffer, no copy of the slice.
func.func private @printMemrefF32(memref<*xf32>)

func.func @zero_middle(%t: tensor<8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %s = tensor.extract_slice %t[2] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %z = linalg.fill ins(%zero : f32) outs(%s : tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %z into %t[2] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @main() {
  %v = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = func.call @zero_middle(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %m = bufferization.to_buffer %r read_only : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

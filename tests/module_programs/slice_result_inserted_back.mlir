// A callee returns a slice of its argument; the caller writes the slice
// and inserts it back into the whole tensor at the same place.
func.func private @printMemrefF32(memref<*xf32>)

func.func @head(%t: tensor<6xf32>) -> tensor<3xf32> {
  %s = tensor.extract_slice %t[0] [3] [1] : tensor<6xf32> to tensor<3xf32>
  return %s : tensor<3xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant 50.0 : f32
  %two = arith.constant 2.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %t = linalg.fill ins(%two : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %h = func.call @head(%t) : (tensor<6xf32>) -> tensor<3xf32>
  %w = tensor.insert %v into %h[%c1] : tensor<3xf32>
  %r = tensor.insert_slice %w into %t[0] [3] [1] : tensor<3xf32> into tensor<6xf32>
  %m = bufferization.to_buffer %r read_only : tensor<6xf32> to memref<6xf32>
  %u = memref.cast %m : memref<6xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

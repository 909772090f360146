// The same chain as chain_write_leaf with private callees (func.func
// private with bodies): the function boundary ABI is the same.
func.func private @printMemrefF32(memref<*xf32>)

func.func private @leaf(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %w = tensor.insert %v into %t[%c3] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func private @fresh(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func private @middle(%v: f32) -> (tensor<4xf32>, tensor<4xf32>) {
  %t = func.call @fresh(%v) : (f32) -> tensor<4xf32>
  %w = func.call @leaf(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %u = func.call @fresh(%v) : (f32) -> tensor<4xf32>
  return %w, %u : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %v = arith.constant 6.0 : f32
  %a, %b = func.call @middle(%v) : (f32) -> (tensor<4xf32>, tensor<4xf32>)
  %ma = bufferization.to_buffer %a read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

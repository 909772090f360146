// A callee returns its argument twice; the caller writes through one
// result and prints both: the results alias, so the write needs a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @twice(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  return %t, %t : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant 8.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a, %b = func.call @twice(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %w = tensor.insert %v into %a[%c1] : tensor<4xf32>
  %mw = bufferization.to_buffer %w read_only : tensor<4xf32> to memref<4xf32>
  %uw = memref.cast %mw : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uw) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

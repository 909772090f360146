// A chain main -> @outer -> @middle -> @leaf: the leaf returns its argument
// unchanged, and each caller returns what its callee returned. Every result
// is equivalent to main's tensor: no allocation beyond main's own.
func.func private @printMemrefF32(memref<*xf32>)

func.func @leaf(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func @middle(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @leaf(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @outer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = func.call @middle(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %r = func.call @outer(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

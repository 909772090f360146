// A chain main -> @outer -> @middle -> @leaf where the leaf writes its
// argument (tensor.insert) and returns it: the write happens in place in
// main's buffer, through every function boundary.
func.func private @printMemrefF32(memref<*xf32>)

func.func @leaf(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %w = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @middle(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %r = func.call @leaf(%t, %c1, %v) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @outer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %v = arith.constant 7.0 : f32
  %r = func.call @middle(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @outer(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A diamond call graph: main calls @left and @right, both call @base, which
// writes its argument. @left passes its argument on, @right a fresh tensor.
func.func private @printMemrefF32(memref<*xf32>)

func.func @base(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %v = arith.constant 5.0 : f32
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @left(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = func.call @base(%t, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @right(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @base(%c, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @right(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %l = func.call @left(%c) : (tensor<4xf32>) -> tensor<4xf32>
  %ml = bufferization.to_buffer %l read_only : tensor<4xf32> to memref<4xf32>
  %ul = memref.cast %ml : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ul) : (memref<*xf32>) -> ()
  %mr = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %ur = memref.cast %mr : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  return
}

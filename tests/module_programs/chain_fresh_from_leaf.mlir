// The leaf makes a fresh tensor (tensor.empty + linalg.fill) and returns
// it; @middle writes into the result it got (in place: nobody else holds
// it) and returns it; @outer returns it to main.
func.func private @printMemrefF32(memref<*xf32>)

func.func @leaf(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @middle(%v: f32) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %w = arith.constant 9.0 : f32
  %t = func.call @leaf(%v) : (f32) -> tensor<4xf32>
  %r = tensor.insert %w into %t[%c3] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @outer() -> tensor<4xf32> {
  %v = arith.constant 2.5 : f32
  %r = func.call @middle(%v) : (f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %r = func.call @outer() : () -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

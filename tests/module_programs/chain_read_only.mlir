// A chain main -> @outer -> @middle -> @leaf that only reads its tensor:
// tensors go down, scalars come up, and @outer also returns its argument.
// Nothing is written, so nothing is copied.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @leaf(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract %t[%c0] : tensor<4xf32>
  %b = tensor.extract %t[%c3] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @middle(%t: tensor<4xf32>) -> f32 {
  %s = func.call @leaf(%t) : (tensor<4xf32>) -> f32
  %d = arith.addf %s, %s : f32
  return %d : f32
}

func.func @outer(%t: tensor<4xf32>) -> (tensor<4xf32>, f32) {
  %s = func.call @middle(%t) : (tensor<4xf32>) -> f32
  return %t, %s : tensor<4xf32>, f32
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.5]> : tensor<4xf32>
  %r, %s = func.call @outer(%t) : (tensor<4xf32>) -> (tensor<4xf32>, f32)
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

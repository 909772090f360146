// A callee writes its argument but returns only a scalar read from the
// written tensor: the call still writes its operand (the function's
// summary), so the caller, which prints the tensor afterwards, passes a
// copy.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @set_and_sum(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w = tensor.insert %v into %t[%c0] : tensor<4xf32>
  %a = tensor.extract %w[%c0] : tensor<4xf32>
  %b = tensor.extract %w[%c1] : tensor<4xf32>
  %s = arith.addf %a, %b : f32
  return %s : f32
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %ten = arith.constant 10.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s = func.call @set_and_sum(%t, %ten) : (tensor<4xf32>, f32) -> f32
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %m = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

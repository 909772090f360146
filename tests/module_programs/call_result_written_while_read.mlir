// A call returns a fresh tensor that the caller updates twice from the
// same version (both versions printed): one update happens in place, the
// other needs a copy of the call result.
func.func private @printMemrefF32(memref<*xf32>)

func.func @make() -> tensor<4xf32> {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %c : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = arith.constant 100.0 : f32
  %b = arith.constant 200.0 : f32
  %t = func.call @make() : () -> tensor<4xf32>
  %x = tensor.insert %a into %t[%c0] : tensor<4xf32>
  %y = tensor.insert %b into %t[%c3] : tensor<4xf32>
  %mx = bufferization.to_buffer %x read_only : tensor<4xf32> to memref<4xf32>
  %ux = memref.cast %mx : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ux) : (memref<*xf32>) -> ()
  %my = bufferization.to_buffer %y read_only : tensor<4xf32> to memref<4xf32>
  %uy = memref.cast %my : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uy) : (memref<*xf32>) -> ()
  return
}

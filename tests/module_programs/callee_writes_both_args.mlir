// A callee writes both its arguments and returns them swapped; main passes
// two distinct tensors, then one of them again with a fresh tensor.
func.func private @printMemrefF32(memref<*xf32>)

func.func @mark(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 11.0 : f32
  %y = arith.constant 22.0 : f32
  %a2 = tensor.insert %x into %a[%c0] : tensor<4xf32>
  %b2 = tensor.insert %y into %b[%c1] : tensor<4xf32>
  return %b2, %a2 : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%one : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %p, %q = func.call @mark(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %e3 = tensor.empty() : tensor<4xf32>
  %c = linalg.fill ins(%one : f32) outs(%e3 : tensor<4xf32>) -> tensor<4xf32>
  %r, %s = func.call @mark(%p, %c) : (tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %mq = bufferization.to_buffer %q read_only : tensor<4xf32> to memref<4xf32>
  %uq = memref.cast %mq : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uq) : (memref<*xf32>) -> ()
  %mr = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %ur = memref.cast %mr : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  %ms = bufferization.to_buffer %s read_only : tensor<4xf32> to memref<4xf32>
  %us = memref.cast %ms : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  return
}

// Destination-passing style across a call: main passes a tensor.empty as
// the destination, the callee fills it and writes a matmul into it.
func.func private @printMemrefF32(memref<*xf32>)

func.func @product(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %out: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %z = linalg.fill ins(%zero : f32) outs(%out : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x2xf32>, tensor<2x2xf32>)
                     outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[0.0, 1.0], [1.0, 0.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %ab = func.call @product(%a, %b, %e) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %e2 = tensor.empty() : tensor<2x2xf32>
  %aba = func.call @product(%ab, %a, %e2) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  %m = bufferization.to_buffer %aba read_only : tensor<2x2xf32> to memref<2x2xf32>
  %u = memref.cast %m : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %m2 = bufferization.to_buffer %ab read_only : tensor<2x2xf32> to memref<2x2xf32>
  %u2 = memref.cast %m2 : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

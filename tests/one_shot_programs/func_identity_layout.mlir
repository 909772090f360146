// Function boundaries with function-boundary-type-conversion=identity-layout-map:
// memref arguments and results without layout; a slice passed to a function
// is copied into an identity-layout buffer.
// OPTIONS: bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map
func.func private @printMemrefF32(memref<*xf32>)

func.func @double(%t: tensor<2xf32>) -> tensor<2xf32> {
  %e = tensor.empty() : tensor<2xf32>
  %r = linalg.add ins(%t, %t : tensor<2xf32>, tensor<2xf32>) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %t = tensor.from_elements %f0, %f1, %f2, %f3 : tensor<4xf32>
  %s = tensor.extract_slice %t[2] [2] [1] : tensor<4xf32> to tensor<2xf32>
  %r = func.call @double(%s) : (tensor<2xf32>) -> tensor<2xf32>
  %out_0 = memref.alloca() : memref<2xf32>
  bufferization.materialize_in_destination %r in restrict writable %out_0 : (tensor<2xf32>, memref<2xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  %out_1 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %out_1 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_1 = memref.cast %out_1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_1) : (memref<*xf32>) -> ()
  return
}

// extract_slice views that are only read: no copy, slices of the same buffer.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %m = tensor.from_elements %f0, %f1, %f2, %f3, %f3, %f2, %f1, %f0 : tensor<2x4xf32>
  %row = tensor.extract_slice %m[1, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<4xf32>
  %col = tensor.extract_slice %m[0, 1] [2, 1] [1, 2] : tensor<2x4xf32> to tensor<2xf32>
  %strided = tensor.extract_slice %m[0, 0] [2, 2] [1, 2] : tensor<2x4xf32> to tensor<2x2xf32>
  %sc = tensor.collapse_shape %strided [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %row in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  %out_1 = memref.alloca() : memref<2xf32>
  bufferization.materialize_in_destination %col in restrict writable %out_1 : (tensor<2xf32>, memref<2xf32>) -> ()
  %u_1 = memref.cast %out_1 : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_1) : (memref<*xf32>) -> ()
  %out_2 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %sc in restrict writable %out_2 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_2 = memref.cast %out_2 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_2) : (memref<*xf32>) -> ()
  return
}

// BUFFERIZE
// tensor.collapse_shape, tensor.expand_shape and tensor.reshape.
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %t = tensor.generate {
  ^bb0(%i: index, %j: index, %k: index):
    %a = arith.muli %i, %c6 : index
    %b = arith.muli %j, %c2 : index
    %s = arith.addi %a, %b : index
    %t = arith.addi %s, %k : index
    %ti = arith.index_cast %t : index to i64
    tensor.yield %ti : i64
  } : tensor<2x3x2xi64>
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x2xi64> into tensor<6x2xi64>
  %cm = bufferization.to_buffer %c : tensor<6x2xi64> to memref<6x2xi64>
  %cu = memref.cast %cm : memref<6x2xi64> to memref<*xi64>
  func.call @printMemrefI64(%cu) : (memref<*xi64>) -> ()
  %f = tensor.collapse_shape %t [[0, 1, 2]] : tensor<2x3x2xi64> into tensor<12xi64>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [3, 4] : tensor<12xi64> into tensor<3x4xi64>
  %em = bufferization.to_buffer %e : tensor<3x4xi64> to memref<3x4xi64>
  %eu = memref.cast %em : memref<3x4xi64> to memref<*xi64>
  func.call @printMemrefI64(%eu) : (memref<*xi64>) -> ()
  %shape = tensor.from_elements %c2, %c6 : tensor<2xindex>
  %r = tensor.reshape %f(%shape) : (tensor<12xi64>, tensor<2xindex>) -> tensor<?x?xi64>
  %rm = bufferization.to_buffer %r : tensor<?x?xi64> to memref<?x?xi64>
  %ru = memref.cast %rm : memref<?x?xi64> to memref<*xi64>
  func.call @printMemrefI64(%ru) : (memref<*xi64>) -> ()
  return
}

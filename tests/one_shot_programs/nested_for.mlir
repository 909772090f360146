// Nested scf.for filling a 2x2 tensor in place.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %r0 = scf.for %i = %c0 to %c2 step %c1 iter_args(%a = %e) -> tensor<2x2xf32> {
    %r1 = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %a) -> tensor<2x2xf32> {
      %k = arith.muli %i, %c2 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %lf = arith.sitofp %li : i32 to f32
      %w = tensor.insert %lf into %b[%i, %j] : tensor<2x2xf32>
      scf.yield %w : tensor<2x2xf32>
    }
    scf.yield %r1 : tensor<2x2xf32>
  }
  %r = tensor.collapse_shape %r0 [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

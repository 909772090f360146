// BUFFERIZE
// scf.forall with shared outputs and tensor.parallel_insert_slice.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<6x2xf32>) -> tensor<6x2xf32>
  %r = scf.forall (%i) in (3) shared_outs(%out = %init) -> (tensor<6x2xf32>) {
    %row = arith.muli %i, %c2 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %blk = tensor.empty() : tensor<2x2xf32>
    %filled = linalg.fill ins(%f : f32) outs(%blk : tensor<2x2xf32>) -> tensor<2x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %out[%row, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<6x2xf32>
    }
  }
  %m = bufferization.to_buffer %r : tensor<6x2xf32> to memref<6x2xf32>
  %u = memref.cast %m : memref<6x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

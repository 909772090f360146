// eliminate-empty-tensors in an scf.forall: each thread computes its tile
// into the subset of the shared output instead of a private allocation that
// tensor.parallel_insert_slice then copies.
// PREPROCESS: eliminate-empty-tensors
// OPTIONS: bufferize-function-boundaries
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %f0 = arith.constant 0.0 : f32
  %big = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%f0 : f32) outs(%big : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xf32> {
    %c2 = arith.constant 2 : index
    %off = arith.muli %i, %c2 : index
    %v = arith.index_cast %i : index to i32
    %x = arith.sitofp %v : i32 to f32
    %tile = tensor.empty() : tensor<2xf32>
    %filled = linalg.fill ins(%x : f32) outs(%tile : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  %m = bufferization.to_buffer %r read_only : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

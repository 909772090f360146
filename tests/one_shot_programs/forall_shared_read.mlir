// scf.forall writing disjoint slices of a shared output while reading a
// shared input tensor (no privatization needed).
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
  %in = tensor.from_elements %f1, %f2, %f3, %f0 : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> (tensor<4xf32>) {
    %x = tensor.extract %in[%i] : tensor<4xf32>
    %y = arith.mulf %x, %x : f32
    %one = tensor.from_elements %y : tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %one into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

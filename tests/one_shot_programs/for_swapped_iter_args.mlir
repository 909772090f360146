// The seed's loop with swapped iter_args: yielded values are not equivalent
// to the iter_args (needs allow-return-allocs-from-loops).
// OPTIONS: allow-return-allocs-from-loops
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
  %e = tensor.empty() : tensor<4xf32>
  %a0 = linalg.fill ins(%f1 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b0 = linalg.fill ins(%f2 : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %ra, %rb = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a0, %y = %b0) -> (tensor<4xf32>, tensor<4xf32>) {
    %w = tensor.insert %f3 into %x[%i] : tensor<4xf32>
    scf.yield %y, %w : tensor<4xf32>, tensor<4xf32>
  }
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %ra in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  %out_1 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %rb in restrict writable %out_1 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_1 = memref.cast %out_1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_1) : (memref<*xf32>) -> ()
  return
}

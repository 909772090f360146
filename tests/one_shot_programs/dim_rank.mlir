// tensor.dim and tensor.rank read metadata only (no copy).
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
  %n = arith.constant 4 : index
  %e = tensor.empty(%n) : tensor<?xf32>
  %t = linalg.fill ins(%f1 : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %k = tensor.rank %t : tensor<?xf32>
  %s = arith.addi %d, %k : index
  %si = arith.index_cast %s : index to i32
  %sf = arith.sitofp %si : i32 to f32
  %w = tensor.insert %sf into %t[%c0] : tensor<?xf32>
  %r = tensor.cast %w : tensor<?xf32> to tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

// A cf loop carrying a tensor through a block argument: every iteration
// inserts into the carried tensor.
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
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  cf.br ^loop(%c0, %t : index, tensor<4xf32>)
^loop(%i: index, %acc: tensor<4xf32>):
  %done = arith.cmpi uge, %i, %c4 : index
  cf.cond_br %done, ^exit, ^body
^body:
  %ii = arith.index_cast %i : index to i32
  %fi = arith.sitofp %ii : i32 to f32
  %w = tensor.insert %fi into %acc[%i] : tensor<4xf32>
  %next = arith.addi %i, %c1 : index
  cf.br ^loop(%next, %w : index, tensor<4xf32>)
^exit:
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %acc in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

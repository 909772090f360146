// Function boundaries: the callee returns its first argument while an scf.if
// merges the alias sets of both arguments (MLIR 22 aborts: "inconsistent
// analysis state"). The call result may alias either operand; the caller
// writes into it and then reads the second operand, which must not change.
// OPTIONS: bufferize-function-boundaries
func.func private @printMemrefF32(memref<*xf32>)

func.func @callee(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %a : tensor<4xf32>
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
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f1 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %u = linalg.fill ins(%f2 : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %true = arith.constant true
  %r = func.call @callee(%true, %t, %u) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f3 into %r[%c0] : tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %w in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  %out_1 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %u in restrict writable %out_1 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_1 = memref.cast %out_1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_1) : (memref<*xf32>) -> ()
  %out_2 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %t in restrict writable %out_2 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_2 = memref.cast %out_2 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_2) : (memref<*xf32>) -> ()
  return
}

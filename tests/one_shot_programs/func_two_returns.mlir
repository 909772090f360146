// Function boundaries: a function with two func.return (unstructured control
// flow): one returns the argument, one a new buffer; the result type keeps a
// fully dynamic layout.
// OPTIONS: bufferize-function-boundaries
func.func private @printMemrefF32(memref<*xf32>)

func.func @pick(%c: i1, %t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %t : tensor<4xf32>
^b:
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
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
  %true = arith.constant true
  %false = arith.constant false
  %a = func.call @pick(%true, %t, %f2) : (i1, tensor<4xf32>, f32) -> tensor<4xf32>
  %b = func.call @pick(%false, %t, %f3) : (i1, tensor<4xf32>, f32) -> tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %a in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  %out_1 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %b in restrict writable %out_1 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_1 = memref.cast %out_1 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_1) : (memref<*xf32>) -> ()
  return
}

// scf.while whose before region reads the carried tensor to decide, and whose
// after region writes into it; the condition forwards the tensor.
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
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%f0 : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = scf.while (%i = %c0, %acc = %t) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %x = tensor.extract %acc[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %x, %f3 : f32
    scf.condition(%go) %i, %acc : index, tensor<4xf32>
  } do {
  ^bb0(%j: index, %a: tensor<4xf32>):
    %x = tensor.extract %a[%c0] : tensor<4xf32>
    %y = arith.addf %x, %f1 : f32
    %w = tensor.insert %y into %a[%c0] : tensor<4xf32>
    %w2 = tensor.insert %y into %w[%j] : tensor<4xf32>
    %jn = arith.addi %j, %c1 : index
    scf.yield %jn, %w2 : index, tensor<4xf32>
  }
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %r#1 in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  return
}

// The callee runs an scf.for over its argument as iter_arg (a prefix sum in
// place); main calls it twice, the second time on the first result.
func.func private @printMemrefF32(memref<*xf32>)

func.func @prefix_sum(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c1 to %c4 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %p = arith.subi %i, %c1 : index
    %a = tensor.extract %acc[%p] : tensor<4xf32>
    %b = tensor.extract %acc[%i] : tensor<4xf32>
    %s = arith.addf %a, %b : f32
    %n = tensor.insert %s into %acc[%i] : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = func.call @prefix_sum(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %b = func.call @prefix_sum(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

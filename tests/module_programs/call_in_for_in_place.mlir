// An scf.for whose tensor iter_arg goes through a writer each iteration:
// the call result is equivalent to the iter_arg, so the loop updates one
// buffer in place.
func.func private @printMemrefF32(memref<*xf32>)

func.func @bump(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = arith.addf %x, %one : f32
  %r = tensor.insert %y into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %a = func.call @bump(%acc, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    %b = func.call @bump(%a, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

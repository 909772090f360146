// Calls in nested scf.for loops: the inner loop calls a writer on the
// inner iter_arg, the outer loop calls a reader on the result and carries
// a scalar too.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @add_at(%t: tensor<3x3xf32>, %i: index, %j: index, %v: f32) -> tensor<3x3xf32> {
  %x = tensor.extract %t[%i, %j] : tensor<3x3xf32>
  %y = arith.addf %x, %v : f32
  %r = tensor.insert %y into %t[%i, %j] : tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}

func.func @diagonal(%t: tensor<3x3xf32>, %i: index) -> f32 {
  %x = tensor.extract %t[%i, %i] : tensor<3x3xf32>
  return %x : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<3x3xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<3x3xf32>) -> tensor<3x3xf32>
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %t, %s = %zero) -> (tensor<3x3xf32>, f32) {
    %inner = scf.for %j = %c0 to %c3 step %c1 iter_args(%a = %acc) -> (tensor<3x3xf32>) {
      %n = func.call @add_at(%a, %i, %j, %one) : (tensor<3x3xf32>, index, index, f32) -> tensor<3x3xf32>
      %m = func.call @add_at(%n, %j, %j, %one) : (tensor<3x3xf32>, index, index, f32) -> tensor<3x3xf32>
      scf.yield %m : tensor<3x3xf32>
    }
    %d = func.call @diagonal(%inner, %i) : (tensor<3x3xf32>, index) -> f32
    %s2 = arith.addf %s, %d : f32
    scf.yield %inner, %s2 : tensor<3x3xf32>, f32
  }
  func.call @printF32(%r#1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %mb = bufferization.to_buffer %r#0 read_only : tensor<3x3xf32> to memref<3x3xf32>
  %u = memref.cast %mb : memref<3x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A loop whose body passes the iter_arg through an identity function
// (returns its argument) and then writes the result: still equivalent to
// the iter_arg, so the loop needs no copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @id(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %two = arith.constant 2.0 : f32
  %t = arith.constant dense<[1.0, 1.0, 1.0, 1.0]> : tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %a = func.call @id(%acc) : (tensor<4xf32>) -> tensor<4xf32>
    %x = tensor.extract %a[%i] : tensor<4xf32>
    %y = arith.mulf %x, %two : f32
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f32
    %z = arith.addf %y, %f : f32
    %w = tensor.insert %z into %a[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

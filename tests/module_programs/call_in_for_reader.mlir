// A reader called in an scf.for on a loop-invariant tensor, accumulating a
// scalar; the tensor is updated after the loop: no copy.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @weighted(%t: tensor<4xf32>, %i: index) -> f32 {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %ii = arith.index_cast %i : index to i64
  %w = arith.sitofp %ii : i64 to f32
  %y = arith.mulf %x, %w : f32
  return %y : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %t = arith.constant dense<[2.0, 4.0, 6.0, 8.0]> : tensor<4xf32>
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %y = func.call @weighted(%t, %i) : (tensor<4xf32>, index) -> f32
    %n = arith.addf %acc, %y : f32
    scf.yield %n : f32
  }
  func.call @printF32(%s) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %e = tensor.empty() : tensor<4xf32>
  %copy = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %s into %copy[%c0] : tensor<4xf32>
  %m = bufferization.to_buffer %w read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// An scf.for whose body has an scf.if that calls a writer on the iter_arg
// on even iterations only.
func.func private @printMemrefF32(memref<*xf32>)

func.func @set(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %ii = arith.index_cast %i : index to i64
  %f = arith.sitofp %ii : i64 to f32
  %r = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %v = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %n = scf.if %even -> (tensor<4xf32>) {
      %w = func.call @set(%acc, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
      scf.yield %w : tensor<4xf32>
    } else {
      scf.yield %acc : tensor<4xf32>
    }
    scf.yield %n : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

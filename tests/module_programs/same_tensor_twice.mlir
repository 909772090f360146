// The same tensor passed as both arguments of a callee that writes the
// first while reading the second (reversing into it): the callee assumes
// distinct buffers, so the caller must not pass one buffer twice.
func.func private @printMemrefF32(memref<*xf32>)

func.func @reverse_into(%dst: tensor<4xf32>, %src: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (3 - d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%src : tensor<4xf32>) outs(%dst : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.0 : f32
  %t0 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %t1 = linalg.copy ins(%t0 : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %t = tensor.insert %v into %t1[%c1] : tensor<4xf32>
  %r = func.call @reverse_into(%t, %t) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

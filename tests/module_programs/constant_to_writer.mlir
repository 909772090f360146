// A dense constant (a read-only global after bufferization) passed to a
// callee that writes its argument: the caller passes a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @scale(%t: tensor<4xf32>, %k: f32) -> tensor<4xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %y = arith.mulf %x, %k : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %k = arith.constant 3.0 : f32
  %t = arith.constant dense<[1.0, -1.0, 0.5, 2.0]> : tensor<4xf32>
  %r = func.call @scale(%t, %k) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

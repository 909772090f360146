// Static and dynamic shapes meeting at a call: main casts to tensor<?xf32>
// for a generic callee and casts the result back to tensor<4xf32>.
func.func private @printMemrefF32(memref<*xf32>)

func.func @scale_dynamic(%t: tensor<?xf32>, %k: f32) -> tensor<?xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%t : tensor<?xf32>) {
  ^bb0(%x: f32):
    %y = arith.mulf %x, %k : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %k = arith.constant 4.0 : f32
  %t = arith.constant dense<[0.5, 1.0, 1.5, 2.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %c = linalg.copy ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  %r = func.call @scale_dynamic(%d, %k) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %s = tensor.cast %r : tensor<?xf32> to tensor<4xf32>
  %m = bufferization.to_buffer %s read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

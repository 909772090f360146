// eliminate-empty-tensors: a tile computed into a tensor.empty and inserted
// into a bigger tensor is computed in place in the bigger tensor's buffer
// (no allocation, no copy for the tile).
// PREPROCESS: eliminate-empty-tensors
// OPTIONS: bufferize-function-boundaries
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %big = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%f1 : f32) outs(%big : tensor<8xf32>) -> tensor<8xf32>
  %tile = tensor.empty() : tensor<3xf32>
  %filled = linalg.fill ins(%f2 : f32) outs(%tile : tensor<3xf32>) -> tensor<3xf32>
  %doubled = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%filled : tensor<3xf32>) outs(%filled : tensor<3xf32>) {
  ^bb0(%in: f32, %out: f32):
    %s = arith.addf %in, %in : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %r = tensor.insert_slice %doubled into %t[4] [3] [1] : tensor<3xf32> into tensor<8xf32>
  %m = bufferization.to_buffer %r read_only : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

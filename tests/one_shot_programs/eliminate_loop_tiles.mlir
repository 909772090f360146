// eliminate-empty-tensors in an scf.for over tiles: each iteration computes
// its tile in the subset of the loop-carried tensor (no allocation and copy
// per iteration); the tile is also written by a call, across the function
// boundary.
// PREPROCESS: eliminate-empty-tensors
// OPTIONS: bufferize-function-boundaries
func.func private @printMemrefF32(memref<*xf32>)

func.func @scale(%t: tensor<2xf32>, %x: f32) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%t : tensor<2xf32>) {
  ^bb0(%out: f32):
    %s = arith.mulf %out, %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %f1 = arith.constant 1.0 : f32
  %f3 = arith.constant 3.0 : f32
  %big = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%f1 : f32) outs(%big : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %t) -> tensor<8xf32> {
    %off = arith.muli %i, %c2 : index
    %v = arith.index_cast %i : index to i32
    %x = arith.sitofp %v : i32 to f32
    %tile = tensor.empty() : tensor<2xf32>
    %filled = linalg.fill ins(%x : f32) outs(%tile : tensor<2xf32>) -> tensor<2xf32>
    %scaled = func.call @scale(%filled, %f3) : (tensor<2xf32>, f32) -> tensor<2xf32>
    %ins = tensor.insert_slice %scaled into %acc[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %ins : tensor<8xf32>
  }
  %m = bufferization.to_buffer %r read_only : tensor<8xf32> to memref<8xf32>
  %u = memref.cast %m : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

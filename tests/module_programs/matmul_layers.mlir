// A dense layer (linalg.matmul into a fresh accumulator, then a bias add
// and ReLU written into the argument) called in an scf.for: two layers on
// the same activations, updated in place.
func.func private @printMemrefF32(memref<*xf32>)

func.func @layer(%h: tensor<2x3xf32>, %w: tensor<3x3xf32>, %bias: f32) -> tensor<2x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mm = linalg.matmul ins(%h, %w : tensor<2x3xf32>, tensor<3x3xf32>)
                      outs(%acc : tensor<2x3xf32>) -> tensor<2x3xf32>
  %r = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%mm : tensor<2x3xf32>) outs(%h : tensor<2x3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.addf %x, %bias : f32
    %z = arith.maximumf %y, %zero : f32
    linalg.yield %z : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %bias = arith.constant -0.5 : f32
  %h0 = arith.constant dense<[[1.0, -2.0, 0.5], [0.0, 1.0, 2.0]]> : tensor<2x3xf32>
  %w = arith.constant dense<[[1.0, 0.5, 0.0], [-1.0, 1.0, 0.5], [0.5, 0.0, 1.0]]> : tensor<3x3xf32>
  %h = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %h0) -> (tensor<2x3xf32>) {
    %n = func.call @layer(%acc, %w, %bias) : (tensor<2x3xf32>, tensor<3x3xf32>, f32) -> tensor<2x3xf32>
    scf.yield %n : tensor<2x3xf32>
  }
  %m = bufferization.to_buffer %h read_only : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A small model-like tensor kernel: three residual dense layers
//
//   h <- h + relu(h @ W_l + b)      for l = 0, 1, 2
//
// on a batch of 2 rows of 4 features. @main builds the inputs, runs the
// layers in an scf.for that carries h as a tensor iter_arg, calls
// @residual_layer for each layer, and prints the input and the result.
//
// Bufferize, free the buffers, run with the memory-checking executor:
//
//   xdsl-opt examples/kernel.mlir -p 'one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline' | xdsl-bufferization-run -
//
// docs/walkthrough.md shows the IR after each pass.

func.func private @printMemrefF32(memref<*xf32>)

// h + relu(h @ w + b), written into h: the matmul reads h before the
// elementwise op overwrites it, so h's buffer is updated in place and the
// result is equivalent to the argument.
func.func @residual_layer(%h: tensor<2x4xf32>, %w: tensor<4x4xf32>,
                          %b: tensor<4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x4xf32>) -> tensor<2x4xf32>
  %hw = linalg.matmul ins(%h, %w : tensor<2x4xf32>, tensor<4x4xf32>)
                      outs(%acc : tensor<2x4xf32>) -> tensor<2x4xf32>
  %out = linalg.generic {
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>,
                       affine_map<(i, j) -> (i, j)>],
      iterator_types = ["parallel", "parallel"]}
      ins(%hw, %b : tensor<2x4xf32>, tensor<4xf32>) outs(%h : tensor<2x4xf32>) {
  ^bb0(%v: f32, %bias: f32, %residual: f32):
    %pre = arith.addf %v, %bias : f32
    %relu = arith.maximumf %pre, %zero : f32
    %sum = arith.addf %relu, %residual : f32
    linalg.yield %sum : f32
  } -> tensor<2x4xf32>
  return %out : tensor<2x4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %quarter = arith.constant 0.25 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  // x[i, j] = (4i + j) / 4 - 1
  %x = tensor.generate {
  ^bb0(%i: index, %j: index):
    %row = arith.muli %i, %c4 : index
    %k = arith.addi %row, %j : index
    %k_i64 = arith.index_cast %k : index to i64
    %k_f = arith.sitofp %k_i64 : i64 to f32
    %scaled = arith.mulf %k_f, %quarter : f32
    %centered = arith.subf %scaled, %one : f32
    tensor.yield %centered : f32
  } : tensor<2x4xf32>
  %b = arith.constant dense<[0.5, -0.25, 0.0, 0.25]> : tensor<4xf32>
  %h = scf.for %l = %c0 to %c3 step %c1 iter_args(%acc = %x) -> (tensor<2x4xf32>) {
    // W_l[i, j] = ((i + 2j + l) mod 3 - 1) / 2: a fresh tensor per layer.
    %w = tensor.generate {
    ^bb0(%i: index, %j: index):
      %j2 = arith.addi %j, %j : index
      %s = arith.addi %i, %j2 : index
      %sl = arith.addi %s, %l : index
      %m = arith.remui %sl, %c3 : index
      %m_i64 = arith.index_cast %m : index to i64
      %m_f = arith.sitofp %m_i64 : i64 to f32
      %centered = arith.subf %m_f, %one : f32
      %weight = arith.mulf %centered, %half : f32
      tensor.yield %weight : f32
    } : tensor<4x4xf32>
    %next = func.call @residual_layer(%acc, %w, %b)
        : (tensor<2x4xf32>, tensor<4x4xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    scf.yield %next : tensor<2x4xf32>
  }
  // %x is printed after the loop has updated its buffer in place: One-Shot
  // Bufferize copies it before the loop.
  %x_buffer = bufferization.to_buffer %x read_only : tensor<2x4xf32> to memref<2x4xf32>
  %x_unranked = memref.cast %x_buffer : memref<2x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%x_unranked) : (memref<*xf32>) -> ()
  %h_buffer = bufferization.to_buffer %h read_only : tensor<2x4xf32> to memref<2x4xf32>
  %h_unranked = memref.cast %h_buffer : memref<2x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%h_unranked) : (memref<*xf32>) -> ()
  return
}

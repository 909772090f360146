// The verifiers of the linalg ops, one malformed instance per family (wrong
// rank, shape, element type, attribute, maps, region), with MLIR 22's
// messages: xDSL's are checked by filecheck, MLIR's by mlir-opt
// --verify-diagnostics. Syntax errors are in invalid_parse.mlir.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @matmul_rank(%a: tensor<4xf32>, %b: tensor<3x4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.matmul ins(%a, %b : tensor<4xf32>, tensor<3x4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK: expected operand #0 rank (1) to match the result rank of indexing_map (2)

// -----

func.func @matmul_shape(%a: tensor<4x3xf32>, %b: tensor<3x4xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5}}
  %0 = linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x4xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// CHECK: inferred input/output operand #2 has shape's dimension #1 to be 4, but found 5

// -----

func.func @matmul_results(%a: tensor<4x3xf32>, %b: tensor<3x4xf32>, %o: tensor<4x4xf32>) {
  // expected-error @+1 {{expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.matmul ins(%a, %b : tensor<4x3xf32>, tensor<3x4xf32>) outs(%o : tensor<4x4xf32>)
  return
}
// CHECK: expected the number of tensor results (0) to be equal to the number of output tensors (1)

// -----

func.func @matmul_mixed_semantics(%a: tensor<4x3xf32>, %b: memref<3x4xf32>, %o: memref<4x4xf32>) {
  // expected-error @+1 {{expected to have pure tensor or buffer semantics}}
  linalg.matmul ins(%a, %b : tensor<4x3xf32>, memref<3x4xf32>) outs(%o : memref<4x4xf32>)
  return
}
// CHECK: expected to have pure tensor or buffer semantics

// -----

func.func @matmul_bad_broadcast(%a: memref<3xf32>, %b: memref<5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{Invalid broadcast requested, should be (d2).}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<3xf32>, memref<5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: Invalid broadcast requested, should be (d2).

// -----

func.func @matmul_bad_dim(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{Unexpected dim expression in map result.}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: Unexpected dim expression in map result.

// -----

func.func @add_rank(%a: memref<8x16xf32>, %b: memref<4x8x16xf32>, %o: memref<4x8x16xf32>) {
  // expected-error @+1 {{expected operand #0 rank (2) to match the result rank of indexing_map (3)}}
  linalg.add ins(%a, %b : memref<8x16xf32>, memref<4x8x16xf32>) outs(%o : memref<4x8x16xf32>)
  return
}
// CHECK: expected operand #0 rank (2) to match the result rank of indexing_map (3)

// -----

func.func @fill_tensor_value(%v: tensor<f32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected op with scalar input}}
  %0 = linalg.fill ins(%v : tensor<f32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected op with scalar input

// -----

func.func @fill_type(%v: i8, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{expected fill value type ('i8') to match output element type ('i32')}}
  %0 = linalg.fill ins(%v : i8) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK: expected fill value type ('i8') to match output element type ('i32')

// -----

func.func @conv_output_too_big(%i: tensor<1x6x6x1xf32>, %k: tensor<3x3x1x1xf32>, %o: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  // expected-error @+1 {{inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 6}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x6x6x1xf32>, tensor<3x3x1x1xf32>) outs(%o : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}
// CHECK: inferred input/output operand #0 has shape's dimension #1 to be greater than or equal to 9, but found 6

// -----

func.func @pooling_rank(%i: tensor<1x6x6xf32>, %k: tensor<2x2xf32>, %o: tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32> {
  // expected-error @+1 {{expected operand #0 rank (3) to match the result rank of indexing_map (4)}}
  %0 = linalg.pooling_nhwc_max ins(%i, %k : tensor<1x6x6xf32>, tensor<2x2xf32>) outs(%o : tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32>
  return %0 : tensor<1x5x5x1xf32>
}
// CHECK: expected operand #0 rank (3) to match the result rank of indexing_map (4)

// -----

func.func @generic_maps_count(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected the number of indexing_map (1) to be equal to the number of input/output operands (2)

// -----

func.func @generic_loops(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected indexing_map #0 to have 2 dim(s) to match the number of loops

// -----

func.func @generic_block_args(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected as many non-induction variable region arguments as the number of input/output operands

// -----

func.func @generic_block_arg_type(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: i32, %y: f32):
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected type of bb argument #0 ('i32') to match element or self type of the corresponding operand ('f32')

// -----

func.func @generic_yield_type(%a: tensor<4xf32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xi32>) {
  ^bb0(%x: f32, %y: i32):
  // expected-error @+1 {{type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('i32')}}
    linalg.yield %x : f32
  } -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK: type of yield operand 1 ('f32') doesn't match the element type of the enclosing linalg.generic op ('i32')

// -----

func.func @generic_yield_count(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
  // expected-error @+1 {{expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %x, %y : f32, f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)

// -----

func.func @index_dim(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
  // expected-error @+1 {{expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp}}
    %i = linalg.index 1 : index
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected dim (1) to be lower than the number of loops (1) of the enclosing LinalgOp

// -----

func.func @index_parent() -> index {
  // expected-error @+1 {{expected parent op with LinalgOp interface}}
  %i = linalg.index 0 : index
  return %i : index
}
// CHECK: expected parent op with LinalgOp interface

// -----

func.func @map_arity(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects number of operands to match the arity of mapper, but got: 2 and 1}}
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>)
    (%x: f32) {
      linalg.yield %x : f32
    }
  return %0 : tensor<4xf32>
}
// CHECK: expects number of operands to match the arity of mapper, but got: 2 and 1

// -----

func.func @map_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{expected shape of input (4) to match shape of output (5)}}
  %0 = linalg.map { math.absf } ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>)
  return %0 : tensor<5xf32>
}
// CHECK: expected shape of input (4) to match shape of output (5)

// -----

func.func @reduce_dims(%a: tensor<4x5xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{dimensions for reduction should be in the range [0, 1].}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%o : tensor<4xf32>) dimensions = [2]
  return %0 : tensor<4xf32>
}
// CHECK: dimensions for reduction should be in the range [0, 1].

// -----

func.func @reduce_init(%a: tensor<4x5xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{init dimensions [5] doesn't match input dimensions after reduction [4]}}
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%o : tensor<5xf32>) dimensions = [1]
  return %0 : tensor<5xf32>
}
// CHECK: init dimensions [5] doesn't match input dimensions after reduction [4]

// -----

func.func @transpose_permutation(%a: tensor<4x5xf32>, %o: tensor<5x4xf32>) -> tensor<5x4xf32> {
  // expected-error @+1 {{permutation is not valid}}
  %0 = linalg.transpose ins(%a : tensor<4x5xf32>) outs(%o : tensor<5x4xf32>) permutation = [1, 1]
  return %0 : tensor<5x4xf32>
}
// CHECK: permutation is not valid

// -----

func.func @transpose_shape(%a: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 5}}
  %0 = linalg.transpose ins(%a : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) permutation = [1, 0]
  return %0 : tensor<4x5xf32>
}
// CHECK: dim(result, 0) = 4 doesn't match dim(input, permutation[0]) = 5

// -----

func.func @broadcast_rank(%a: tensor<4xf32>, %o: tensor<4x5x6xf32>) -> tensor<4x5x6xf32> {
  // expected-error @+1 {{input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 1, init rank: 3}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<4x5x6xf32>) dimensions = [1]
  return %0 : tensor<4x5x6xf32>
}
// CHECK: input rank plus added dimensions does not match init rank. input rank: 1, dimensions size: 1, init rank: 3

// -----

func.func @broadcast_dim(%a: tensor<4xf32>, %o: tensor<5x6xf32>) -> tensor<5x6xf32> {
  // expected-error @+1 {{input dim 0 should match init dim 0. input: 4, init: 5}}
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<5x6xf32>) dimensions = [1]
  return %0 : tensor<5x6xf32>
}
// CHECK: input dim 0 should match init dim 0. input: 4, init: 5

// -----

func.func @elementwise_map_shape(%a: tensor<4xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{inferred input/output operand #1 has shape's dimension #1 to be 4, but found 5}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a : tensor<4xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// CHECK: inferred input/output operand #1 has shape's dimension #1 to be 4, but found 5

// -----

func.func @contract_no_contraction(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'indexing_maps' do not specify a contracting dimension}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// CHECK: 'indexing_maps' do not specify a contracting dimension

// -----

func.func @contract_not_permutation(%a: tensor<4x5xf32>, %b: tensor<5x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{provided affine_map is not a projected permutation}}
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2 + d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x5xf32>, tensor<5x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
// CHECK: provided affine_map is not a projected permutation

// -----

func.func @softmax_shape(%a: tensor<4x5xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{incompatible output shape}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x5xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
// CHECK: incompatible output shape

// -----

func.func @softmax_dimension(%a: tensor<4x5xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{incorrect dimension specified}}
  %0 = linalg.softmax dimension(2) ins(%a : tensor<4x5xf32>) outs(%o : tensor<4x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
// CHECK: incorrect dimension specified

// -----

func.func @batch_matmul_rank(%a: tensor<2x3x4xf32>, %b: tensor<4x5xf32>, %o: tensor<2x3x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{expected operand #1 rank (2) to match the result rank of indexing_map (3)}}
  %0 = linalg.batch_matmul ins(%a, %b : tensor<2x3x4xf32>, tensor<4x5xf32>) outs(%o : tensor<2x3x5xf32>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}
// CHECK: expected operand #1 rank (2) to match the result rank of indexing_map (3)

// -----

func.func @dot_output_rank(%a: tensor<4xf32>, %b: tensor<4xf32>, %o: tensor<1xf32>) -> tensor<1xf32> {
  // expected-error @+1 {{expected operand #2 rank (1) to match the result rank of indexing_map (0)}}
  %0 = linalg.dot ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<1xf32>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
// CHECK: expected operand #2 rank (1) to match the result rank of indexing_map (0)

// -----

func.func @bm2(%a: memref<3xf32>, %b: memref<2x5x7xf32>, %o: memref<2x3x7xf32>) {
  // expected-error @+1 {{Invalid broadcast requested.}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<3xf32>, memref<2x5x7xf32>) outs(%o : memref<2x3x7xf32>)
  return
}
// CHECK: Invalid broadcast requested.

// -----

func.func @bm3(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{expects 3 dims, but got (2).}}
  linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>] ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: expects 3 dims, but got (2).

// -----

func.func @brm2(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %o: memref<2x3x7xf32>) {
  // expected-error @+1 {{expects 2 dims, but got (3).}}
  linalg.batch_reduce_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%o : memref<2x3x7xf32>)
  return
}
// CHECK: expects 2 dims, but got (3).

// -----

func.func @mm_two_maps(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{expected the number of indexing_map (2) to be equal to the number of input/output operands (3)}}
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>] ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: expected the number of indexing_map (2) to be equal to the number of input/output operands (3)

// -----

func.func @generic_no_ins(%a1: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected the number of indexing_map (2) to be equal to the number of input/output operands (1)}}
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} outs(%a1 : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// CHECK: expected the number of indexing_map (2) to be equal to the number of input/output operands (1)

// -----

func.func @generic_no_outs(%a0: tensor<4x8xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%a0 : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    // expected-error @+1 {{expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (0)}}
    linalg.yield %s : f32
  }
  return
}
// CHECK: expected number of yield values (1) to match the number of inits / outs operands of the enclosing LinalgOp (0)

// -----

func.func @map_no_ins(%a1: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expects number of operands to match the arity of mapper, but got: 1 and 2}}
  %r = linalg.map outs(%a1 : tensor<4x8xf32>)
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<4x8xf32>
}
// CHECK: expects number of operands to match the arity of mapper, but got: 1 and 2

// -----

func.func @transpose_no_ins(%a1: tensor<8x4xf32>) -> tensor<8x4xf32> {
  // expected-error @+1 {{expected 2 operands, but found 1}}
  %r = linalg.transpose outs(%a1 : tensor<8x4xf32>) permutation = [1, 0]
  return %r : tensor<8x4xf32>
}
// CHECK: expected 2 operands, but found 1

// -----

func.func @broadcast_no_outs(%a0: tensor<8xf32>) {
  // expected-error @+1 {{expected 2 operands, but found 1}}
  linalg.broadcast ins(%a0 : tensor<8xf32>) dimensions = [0]
  return
}
// CHECK: expected 2 operands, but found 1

// -----

func.func @copy_rank(%a: tensor<4xf32>, %o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  // expected-error @+1 {{expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.copy ins(%a : tensor<4xf32>) outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}
// CHECK: expected operand #0 rank (1) to match the result rank of indexing_map (2)

// -----

func.func @exp_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.exp ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// CHECK: inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5

// -----

func.func @matvec_rank(%a: tensor<4x3xf32>, %b: tensor<3x2xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected operand #1 rank (2) to match the result rank of indexing_map (1)}}
  %0 = linalg.matvec ins(%a, %b : tensor<4x3xf32>, tensor<3x2xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected operand #1 rank (2) to match the result rank of indexing_map (1)

// -----

func.func @mmt4d_shape(%a: tensor<2x3x4x5xf32>, %b: tensor<6x3x7x5xf32>, %o: tensor<2x6x4x8xf32>) -> tensor<2x6x4x8xf32> {
  // expected-error @+1 {{inferred input/output operand #2 has shape's dimension #3 to be 7, but found 8}}
  %0 = linalg.mmt4d ins(%a, %b : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%o : tensor<2x6x4x8xf32>) -> tensor<2x6x4x8xf32>
  return %0 : tensor<2x6x4x8xf32>
}
// CHECK: inferred input/output operand #2 has shape's dimension #3 to be 7, but found 8

// -----

func.func @depthwise_rank(%i: tensor<1x6x6x3xf32>, %k: tensor<3x3xf32>, %o: tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32> {
  // expected-error @+1 {{expected operand #1 rank (2) to match the result rank of indexing_map (3)}}
  %0 = linalg.depthwise_conv_2d_nhwc_hwc ins(%i, %k : tensor<1x6x6x3xf32>, tensor<3x3xf32>) outs(%o : tensor<1x4x4x3xf32>) -> tensor<1x4x4x3xf32>
  return %0 : tensor<1x4x4x3xf32>
}
// CHECK: expected operand #1 rank (2) to match the result rank of indexing_map (3)

// -----

func.func @conv_q_shape(%i: tensor<1x6x6x1xi8>, %k: tensor<3x3x1x2xi8>, %z: i32, %o: tensor<1x4x4x1xi32>) -> tensor<1x4x4x1xi32> {
  // expected-error @+1 {{inferred input/output operand #4 has shape's dimension #3 to be 2, but found 1}}
  %0 = linalg.conv_2d_nhwc_hwcf_q ins(%i, %k, %z, %z : tensor<1x6x6x1xi8>, tensor<3x3x1x2xi8>, i32, i32) outs(%o : tensor<1x4x4x1xi32>) -> tensor<1x4x4x1xi32>
  return %0 : tensor<1x4x4x1xi32>
}
// CHECK: inferred input/output operand #4 has shape's dimension #3 to be 2, but found 1

// -----

func.func @conv_1d_shape(%i: tensor<8xf32>, %k: tensor<3xf32>, %o: tensor<7xf32>) -> tensor<7xf32> {
  // expected-error @+1 {{inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 9, but found 8}}
  %0 = linalg.conv_1d ins(%i, %k : tensor<8xf32>, tensor<3xf32>) outs(%o : tensor<7xf32>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}
// CHECK: inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 9, but found 8

// -----

func.func @softmax_element(%a: tensor<4x5xf32>, %o: tensor<4x5xf16>) -> tensor<4x5xf16> {
  // expected-error @+1 {{failed to verify that input and output have same element type}}
  %0 = linalg.softmax dimension(1) ins(%a : tensor<4x5xf32>) outs(%o : tensor<4x5xf16>) -> tensor<4x5xf16>
  return %0 : tensor<4x5xf16>
}
// CHECK: failed to verify that input and output have same element type

// -----

func.func @batch_matvec_rank(%a: tensor<2x4x3xf32>, %b: tensor<2x3xf32>, %o: tensor<2x4x1xf32>) -> tensor<2x4x1xf32> {
  // expected-error @+1 {{expected operand #2 rank (3) to match the result rank of indexing_map (2)}}
  %0 = linalg.batch_matvec ins(%a, %b : tensor<2x4x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x4x1xf32>) -> tensor<2x4x1xf32>
  return %0 : tensor<2x4x1xf32>
}
// CHECK: expected operand #2 rank (3) to match the result rank of indexing_map (2)

// -----

func.func @matmul_memref_result(%a: memref<4x3xf32>, %b: memref<3x4xf32>, %o: memref<4x4xf32>) {
  // expected-error @+1 {{expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = linalg.matmul ins(%a, %b : memref<4x3xf32>, memref<3x4xf32>) outs(%o : memref<4x4xf32>) -> tensor<4x4xf32>
  return
}
// CHECK: expected the number of tensor results (1) to be equal to the number of output tensors (0)

// -----

func.func @fill_rng_rank(%min: f64, %max: f64, %seed: i32, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected operand #3 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected operand #3 rank (1) to match the result rank of indexing_map (2)

// -----

func.func @elementwise_exp_shape(%a: tensor<4xf32>, %o: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error @+1 {{inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : tensor<4xf32>) outs(%o : tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
// CHECK: inferred input/output operand #1 has shape's dimension #0 to be 4, but found 5

// -----

func.func @reduce_body_type(%a: tensor<4x5xf32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{output element type 'i32' does not match corresponding block argument type 'f32'}}
  %0 = linalg.reduce ins(%a : tensor<4x5xf32>) outs(%o : tensor<4xi32>) dimensions = [1]
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<4xi32>
}
// CHECK: output element type 'i32' does not match corresponding block argument type 'f32'

// -----

// The generic form has no default maps (the custom syntax fills them in).
func.func @elementwise_generic_form_without_maps(%a: tensor<4x8xf32>, %o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  // expected-error @+1 {{expected the number of indexing_map (0) to be equal to the number of input/output operands (2)}}
  %0 = "linalg.elementwise"(%a, %o) <{kind = #linalg.elementwise_kind<exp>, operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%x: f32, %y: f32):
    %1 = "math.exp"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    "linalg.yield"(%1) : (f32) -> ()
  }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
// CHECK: expected the number of indexing_map (0) to be equal to the number of input/output operands (2)

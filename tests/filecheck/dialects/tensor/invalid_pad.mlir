// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one rule of MLIR 22's tensor.pad verifier; mlir-opt
// reports the same message (expected-error), xdsl-opt prints it (CHECK).

func.func @rank_mismatch(%t: tensor<2x4xf32>) -> tensor<4x8x1xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{specified type 'tensor<4x8x1xf32>' does not match the inferred type 'tensor<4x8xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<4x8x1xf32>
  return %0 : tensor<4x8x1xf32>
}

// CHECK: specified type 'tensor<4x8x1xf32>' does not match the inferred type 'tensor<4x8xf32>'

// -----

func.func @wrong_size(%t: tensor<2x4xf32>) -> tensor<4x9xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{specified type 'tensor<4x9xf32>' does not match the inferred type 'tensor<4x8xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<4x9xf32>
  return %0 : tensor<4x9xf32>
}

// CHECK: specified type 'tensor<4x9xf32>' does not match the inferred type 'tensor<4x8xf32>'

// -----

func.func @dynamic_result_for_static(%t: tensor<2x4xf32>) -> tensor<?x8xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{specified type 'tensor<?x8xf32>' does not match the inferred type 'tensor<4x8xf32>'}}
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// CHECK: specified type 'tensor<?x8xf32>' does not match the inferred type 'tensor<4x8xf32>'

// -----

func.func @padding_count(%t: tensor<2x4xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<2x4xf32>', specified resultType is 'tensor<4x8xf32>'}}
  %0 = tensor.pad %t low[1, 2, 3] high[1, 2, 3] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK: failed to infer expectedType from sourceType 'tensor<2x4xf32>', specified resultType is 'tensor<4x8xf32>'

// -----

func.func @block_arguments(%t: tensor<2x4xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK: expected the block to have 2 arguments

// -----

func.func @block_argument_type(%t: tensor<2x4xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.0 : f32
  // expected-error @+1 {{'tensor.pad' op expected block argument 2 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: i32):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK: 'tensor.pad' op expected block argument 2 to be an index

// -----

func.func @yield_type(%t: tensor<2x4xf32>) -> tensor<4x8xf32> {
  %cst = arith.constant 0.0 : f64
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 2] high[1, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f64
  } : tensor<2x4xf32> to tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK: 'tensor.pad' op expected yield type to match shape element type

// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of an op of our tensor dialect; mlir-opt
// reports the same message (expected-error), xdsl-opt prints it (CHECK).

func.func @collapse_rank(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<6xf32>
  func.return
}

// CHECK: expected collapsed rank (1) to equal the number of reassociation maps (2).

// -----

func.func @generate_block_arguments(%n: index) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  func.return
}

// CHECK: must have one body argument per input dimension

// -----

func.func @generate_dynamic_sizes(%n: index) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.generate {
  ^bb0(%i: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } : tensor<?xf32>
  func.return
}

// CHECK: incorrect number of dynamic sizes, has 0, expected 1

// -----

func.func @bitcast_shape(%i: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<8xf32>' are cast incompatible}}
  %0 = tensor.bitcast %i : tensor<4xi32> to tensor<8xf32>
  func.return
}

// CHECK: operand type 'tensor<4xi32>' and result type 'tensor<8xf32>' are cast incompatible

// -----

func.func @bitcast_width(%i: tensor<4xi32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %i : tensor<4xi32> to tensor<4xi64>
  func.return
}

// CHECK: operand type 'tensor<4xi32>' and result type 'tensor<4xi64>' are cast incompatible

// -----

func.func @parallel_insert_slice_outside_forall(%s: tensor<2xf32>, %t: tensor<8xf32>) {
  // expected-error @+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %s into %t[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
  func.return
}

// CHECK: expected InParallelOpInterface parent, got:

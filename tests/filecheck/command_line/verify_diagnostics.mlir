// xdsl-bufferization-opt's -verify-diagnostics is mlir-opt's: both check the
// same expected-* annotations of this file, at the same lines (each form of
// annotation: @+N, @below, @above, on the op's own line).
// RUN: xdsl-bufferization-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir-opt %s -split-input-file -verify-diagnostics

func.func @load_indices(%m: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %v = memref.load %m[%c0] : memref<4x4xf32>
  return %v : f32
}

// -----

// Caught when the input is verified, at the user's op, not after
// bufferization on a memref.subview.
func.func @extract_slice_out_of_bounds(%t: tensor<4xf32>) -> tensor<3xf32> {
  // expected-error @below {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[2] [3] [1] : tensor<4xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @insert_slice_size_mismatch(%s: tensor<2xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = tensor.insert_slice %s into %t[0] [3] [1] : tensor<2xf32> into tensor<4xf32>
  // expected-error @above {{expected type to be 'tensor<3xf32>' or a rank-reduced version. (size mismatch)}}
  return %0 : tensor<4xf32>
}

// -----

func.func @extract_slice_element_type(%t: tensor<4xf32>) -> tensor<3xi32> {
  %0 = tensor.extract_slice %t[0] [3] [1] : tensor<4xf32> to tensor<3xi32> // expected-error {{expected element type to be 'f32'}}
  return %0 : tensor<3xi32>
}

// -----

func.func @extract_slice_rank(%t: tensor<4x4xf32>) -> tensor<3xf32> {
  // expected-error-re @+1 {{expected {{[0-9]+}} offset values, got 1}}
  %0 = tensor.extract_slice %t[0] [3] [1] : tensor<4x4xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @parallel_insert_slice_out_of_bounds(%s: tensor<3xf32>, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
      tensor.parallel_insert_slice %s into %o[2] [3] [1] : tensor<3xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

func.func @extract_indices(%t: tensor<4x4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return %0 : f32
}

// -----

func.func @insert_indices(%t: tensor<4x4xf32>, %i: index, %f: f32) -> tensor<4x4xf32> {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

func.func @from_elements_count(%f: f32) -> tensor<3xf32> {
  // expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

func.func @parse_error(%a: i32) -> i32 {
  // expected-error @+1 {{use of undeclared SSA value}}
  %r = arith.addi %a, %undefined : i32
  return %r : i32
}

// -----

// A chunk without errors is printed; its neighbours' errors do not stop it.
func.func @fine() {
  return
}

// RUN: xdsl-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.forall or scf.forall.in_parallel;
// mlir-opt reports the same message (expected-error), xdsl-opt prints it
// first (CHECK). (The GPU mapping attributes are unregistered in xDSL.)

func.func @forall_results_count(%n: index) {
  // expected-error @+1 {{'scf.forall' op produces 1 results, but has only 0 outputs}}
  %0 = "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> tensor<4xf32>
  func.return
}

// CHECK: 'scf.forall' op produces 1 results, but has only 0 outputs

// -----

func.func @forall_result_type(%n: index, %t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')}}
  %0 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<5xf32>
  func.return
}

// CHECK: 'scf.forall' op expected type of operand #1 ('tensor<4xf32>') to match type of corresponding result ('tensor<5xf32>')

// -----

func.func @forall_block_arguments_count(%n: index) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index, %j: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: 'scf.forall' op region expects 1 arguments

// -----

func.func @forall_induction_var_type(%n: index) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i32):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: 'scf.forall' op expects 0-th block argument to be an index

// -----

func.func @forall_output_argument_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return
}

// CHECK: 'scf.forall' op type mismatch between 0-th output and corresponding block argument

// -----

func.func @forall_mapping_size(%n: index) {
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%n, 8) {
  } {mapping = [#gpu.thread<x>]}
  func.return
}

// CHECK: 'scf.forall' op mapping attribute size must match op rank

// -----

func.func @forall_mapping_masks(%n: index) {
  // expected-error @+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<1>, #gpu.mask<2>]}
  func.return
}

// CHECK: 'scf.forall' op "mapping" supports at most one device masking attribute

// -----

func.func @forall_mapping_kind(%n: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1 : i64]}
  func.return
}

// CHECK: 'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute

// -----

func.func @forall_dynamic_count(%n: index) {
  // expected-error @+1 {{expected 0 dynamic upper bound values}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: expected 0 dynamic upper bound values

// -----

func.func @forall_static_count(%n: index) {
  // expected-error @+1 {{expected 1 step values, got 2}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: expected 1 step values, got 2

// -----

func.func @forall_wrong_terminator(%n: index) {
  // expected-error @+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: 'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.unreachable'

// -----

func.func @in_parallel_content(%n: index) {
  scf.forall (%i) in (%n) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      %c = arith.constant 1 : index
    }
  }
  func.return
}

// CHECK: 'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops

// -----

func.func @in_parallel_parent() {
  scf.execute_region {
    // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
    scf.forall.in_parallel {
    }
    scf.yield
  }
  func.return
}

// CHECK: 'scf.forall.in_parallel' op expects parent op 'scf.forall'

// -----

func.func @in_parallel_no_block(%n: index) {
  "scf.forall"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: 'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks

// -----

func.func @in_parallel_destination(%t: tensor<4xf32>, %x: tensor<1xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {
      // expected-error @+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %x into %t[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  func.return %0 : tensor<4xf32>
}

// CHECK: 'tensor.parallel_insert_slice' op may only insert into an output block argument

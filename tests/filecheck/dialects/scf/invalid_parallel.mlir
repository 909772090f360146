// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.parallel, scf.reduce or
// scf.reduce.return; mlir-opt reports the same message (expected-error),
// xdsl-opt prints it first (CHECK).

func.func @parallel_no_bounds() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    "scf.reduce"() : () -> ()
  }) : () -> ()
  func.return
}

// CHECK: 'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step

// -----

func.func @parallel_zero_step(%lb: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) {
  }
  func.return
}

// CHECK: 'scf.parallel' op constant step operand must be positive

// -----

func.func @parallel_induction_var_count(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1

// -----

func.func @parallel_induction_var_type(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    "scf.reduce"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.parallel' op expects arguments for the induction variable to be of index type

// -----

func.func @parallel_terminator(%lb: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note @+1 {{terminator here}}
    "llvm.unreachable"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.parallel' op expects body to terminate with 'scf.reduce'

// -----

func.func @parallel_reductions_count(%lb: index, %a: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    scf.reduce
  }
  func.return
}

// CHECK: 'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0

// -----

func.func @parallel_inits_count(%lb: index, %a: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%lb, %lb, %lb) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%a) ({
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32) -> ()
  }) : (index, index, index) -> f32
  func.return
}

// CHECK: 'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0

// -----

func.func @parallel_reduction_type(%lb: index, %a: f32, %b: i32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%b : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  func.return
}

// CHECK: 'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'

// -----

func.func @reduce_regions_count(%lb: index, %a: f32) {
  %0 = "scf.parallel"(%lb, %lb, %lb, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2}}
    "scf.reduce"(%a, %a) ({
    ^bb0(%x: f32, %y: f32):
      "scf.reduce.return"(%x) : (f32) -> ()
    }) : (f32, f32) -> ()
  }) : (index, index, index, f32) -> f32
  func.return
}

// CHECK: 'scf.reduce' op expects number of reduction regions: 1 to be the same as number of reduction operands: 2

// -----

func.func @reduce_block_arguments(%lb: index, %a: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: i32):
      scf.reduce.return %x : f32
    }
  }
  func.return
}

// CHECK: 'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region

// -----

func.func @reduce_terminator(%lb: index, %a: f32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      "llvm.unreachable"() : () -> ()
    }
  }
  func.return
}

// CHECK: 'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op

// -----

func.func @reduce_no_block(%lb: index, %a: f32) {
  %0 = "scf.parallel"(%lb, %lb, %lb, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    "scf.reduce"(%a) ({
    }) : (f32) -> ()
  }) : (index, index, index, f32) -> f32
  func.return
}

// CHECK: 'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks

// -----

func.func @reduce_parent(%a: f32) {
  // expected-error @+1 {{'scf.reduce' op expects parent op 'scf.parallel'}}
  scf.reduce(%a : f32) {
  ^bb0(%x: f32, %y: f32):
    scf.reduce.return %x : f32
  }
}

// CHECK: 'scf.reduce' op expects parent op 'scf.parallel'

// -----

func.func @reduce_return_type(%lb: index, %a: f32, %b: i32) {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %b : i32
    }
  }
  func.return
}

// CHECK: 'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)

// -----

func.func @reduce_return_parent(%a: f32) {
  scf.execute_region {
    // expected-error @+1 {{'scf.reduce.return' op expects parent op 'scf.reduce'}}
    scf.reduce.return %a : f32
  }
  func.return
}

// CHECK: 'scf.reduce.return' op expects parent op 'scf.reduce'

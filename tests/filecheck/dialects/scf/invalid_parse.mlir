// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics

// Syntax errors of the custom forms, with MLIR's messages.

func.func @for_iter_args_count(%lb: index, %a: i32) {
  // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a, %y = %a) -> (i32) {
    scf.yield %a : i32
  }
  func.return
}

// CHECK: mismatch in number of loop-carried values and defined values

// -----

func.func @while_input_types(%a: i32) {
  // expected-error @+1 {{expected as many input types as operands (expected 1 got 2)}}
  %0 = scf.while (%x = %a) : (i32, i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  }
  func.return
}

// CHECK: expected as many input types as operands (expected 1 got 2)

// -----

func.func @parallel_bounds_count(%lb: index) {
  // expected-error @+1 {{expected 2 operands}}
  scf.parallel (%i, %j) = (%lb) to (%lb, %lb) step (%lb, %lb) {
  }
  func.return
}

// CHECK: expected 2 operands

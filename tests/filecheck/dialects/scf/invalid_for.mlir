// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.for; mlir-opt reports the same
// message (expected-error), xdsl-opt prints it first (CHECK).

func.func @for_bound_types(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %a, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  func.return
}

// CHECK: 'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type

// -----

func.func @for_induction_var_type(%lb: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.for' op expected induction variable to be same type as bounds and step

// -----

func.func @for_results_count(%lb: index) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  %0 = "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> i32
  func.return
}

// CHECK: 'scf.for' op mismatch in number of loop-carried values and defined values

// -----

func.func @for_region_iter_args_count(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 2}}
  %0 = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32, %y: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  func.return
}

// CHECK: 'scf.for' op different number of inits and region iter_args: 1 != 2

// -----

func.func @for_init_type(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  %0 = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i64):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  func.return
}

// CHECK: 'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'

// -----

func.func @for_result_type(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'}}
  %0 = "scf.for"(%lb, %lb, %lb, %a) ({
  ^bb0(%i: index, %x: i32):
    "scf.yield"(%x) : (i32) -> ()
  }) : (index, index, index, i32) -> i64
  func.return
}

// CHECK: 'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'i32' != 'i64'

// -----

func.func @for_yield_type(%lb: index, %a: i32, %b: i64) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
    scf.yield %b : i64
  }
  func.return
}

// CHECK: 'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'

// -----

func.func @for_yield_count(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
    scf.yield %a, %a : i32, i32
  }
  func.return
}

// CHECK: 'scf.for' op different number of region iter_args and yielded values: 1 != 2

// -----

// With iter_args, a missing terminator is an scf.yield without operands.

func.func @for_missing_yield(%lb: index, %a: i32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  func.return
}

// CHECK: 'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs

// -----

func.func @for_no_block(%lb: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%lb, %lb, %lb) ({
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks

// -----

func.func @for_wrong_terminator(%lb: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "llvm.unreachable"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.for' op expects regions to end with 'scf.yield', found 'llvm.unreachable'

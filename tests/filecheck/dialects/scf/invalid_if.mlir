// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.if or scf.yield; mlir-opt reports
// the same message (expected-error), xdsl-opt prints it first (CHECK).

func.func @if_results_without_else(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  }
  func.return
}

// CHECK: 'scf.if' op must have an else block if defining values

// -----

func.func @if_yield_type(%c: i1, %a: i64) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %a : i64
  } else {
    scf.yield %a : i64
  }
  func.return
}

// CHECK: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'

// -----

func.func @if_yield_count(%c: i1, %a: i32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = scf.if %c -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield %a, %a : i32, i32
  } else {
    scf.yield %a : i32
  }
  func.return
}

// CHECK: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs

// -----

// A missing terminator is an scf.yield without operands.

func.func @if_implicit_yield_with_results(%c: i1, %a: i32) {
  // expected-error @+2 {{'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note @+1 {{region branch point}}
  %0 = scf.if %c -> (i32) {
    %x = arith.addi %a, %a : i32
  } else {
    scf.yield %a : i32
  }
  func.return
}

// CHECK: 'scf.if' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs

// -----

func.func @if_region_arguments(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  func.return
}

// CHECK: 'scf.if' op region #0 should have no arguments

// -----

func.func @if_no_then_block(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  func.return
}

// CHECK: 'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks

// -----

func.func @if_two_blocks(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  func.return
}

// CHECK: 'scf.if' op expects region #1 to have 0 or 1 blocks

// -----

func.func @if_wrong_terminator(%c: i1) {
  // expected-error @+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'llvm.unreachable'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "llvm.unreachable"() : () -> ()
  }, {
  }) : (i1) -> ()
  func.return
}

// CHECK: 'scf.if' op expects regions to end with 'scf.yield', found 'llvm.unreachable'

// -----

func.func @yield_parent() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  "scf.yield"() : () -> ()
}

// CHECK: 'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'

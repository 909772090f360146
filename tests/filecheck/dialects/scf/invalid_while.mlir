// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.while or scf.condition; mlir-opt
// reports the same message (expected-error), xdsl-opt prints it first (CHECK).

func.func @while_before_argument_type(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  // expected-note @+1 {{region branch point}}
  %0 = "scf.while"(%a) ({
  ^bb0(%x: i64):
    %c = arith.constant true
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  func.return
}

// CHECK: 'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'

// -----

func.func @while_before_argument_count(%a: i32) {
  // expected-error @+2 {{'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @+1 {{region branch point}}
  %0 = "scf.while"(%a) ({
    %c = arith.constant true
    "scf.condition"(%c, %a) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (i32) -> i32
  func.return
}

// CHECK: 'scf.while' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs

// -----

func.func @while_result_type(%a: i32, %b: i64, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %b : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %a : i32
  }
  func.return
}

// CHECK: 'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i64' should match successor input type #0 'i32'

// -----

func.func @while_after_argument_type(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%y: i64):
    scf.yield %a : i32
  }
  func.return
}

// CHECK: 'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'

// -----

func.func @while_yield_type(%a: i32, %b: i64, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%y: i32):
    // expected-note @+1 {{region branch point}}
    scf.yield %b : i64
  }
  func.return
}

// CHECK: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'

// -----

func.func @while_yield_count(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%y: i32):
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  func.return
}

// CHECK: 'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs

// -----

func.func @while_before_terminator() {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    "llvm.unreachable"() : () -> ()
  } do {
    scf.yield
  }
  func.return
}

// CHECK: 'scf.while' op expects the 'before' region to terminate with 'scf.condition'

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note @+1 {{terminator here}}
    scf.condition(%c)
  }
  func.return
}

// CHECK: 'scf.while' op expects the 'after' region to terminate with 'scf.yield'

// -----

func.func @while_no_before_block() {
  // expected-error @+1 {{'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks}}
  "scf.while"() ({
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  func.return
}

// CHECK: 'scf.while' op region #0 ('before') failed to verify constraint: region with 1 blocks

// -----

func.func @condition_parent(%c: i1) {
  scf.execute_region {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  func.return
}

// CHECK: 'scf.condition' op expects parent op 'scf.while'

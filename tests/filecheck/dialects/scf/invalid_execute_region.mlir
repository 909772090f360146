// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.execute_region; mlir-opt reports
// the same message (expected-error), xdsl-opt prints it first (CHECK).

func.func @execute_region_no_block() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  func.return
}

// CHECK: 'scf.execute_region' op region needs to have at least one block

// -----

func.func @execute_region_arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  func.return
}

// CHECK: 'scf.execute_region' op region cannot have any arguments

// -----

func.func @execute_region_yield_type(%a: i64) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %a : i64
  }
  func.return
}

// CHECK: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'

// -----

// Every scf.yield of a multi-block region is checked.

func.func @execute_region_second_yield(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    // expected-note @+1 {{region branch point}}
    scf.yield %a, %b : i32, i64
  }
  func.return
}

// CHECK: 'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 2 operands, but region successor needs 1 inputs

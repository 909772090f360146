// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one constraint of scf.index_switch; mlir-opt reports the
// same message (expected-error), xdsl-opt prints it first (CHECK).

func.func @switch_duplicate_case(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %i
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
  }
  func.return
}

// CHECK: 'scf.index_switch' op has duplicate case value: 1

// -----

func.func @switch_case_count(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  func.return
}

// CHECK: 'scf.index_switch' op has 1 case regions but 2 case values

// -----

func.func @switch_case_yield_count(%i: index, %a: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  default {
    scf.yield %a : i32
  }
  func.return
}

// CHECK: 'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0

// -----

func.func @switch_default_yield_count(%i: index) {
  // expected-error @+2 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  // expected-note @+1 {{see yield operation here}}
  %0 = scf.index_switch %i -> i32
  default {
  }
  func.return
}

// CHECK: 'scf.index_switch' op expected each region to return 1 values, but default region returns 0

// -----

func.func @switch_yield_type(%i: index, %a: i32, %b: i64) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    // expected-note @+1 {{default region returns 'i64' here}}
    scf.yield %b : i64
  }
  func.return
}

// CHECK: 'scf.index_switch' op expected result #0 of each region to be 'i32'

// -----

func.func @switch_wrong_terminator(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got llvm.unreachable}}
  scf.index_switch %i
  case 3 {
    "llvm.unreachable"() : () -> ()
  }
  default {
  }
  func.return
}

// CHECK: 'scf.index_switch' op expected region to end with scf.yield, but got llvm.unreachable

// -----

// Case regions get no implicit terminator.

func.func @switch_empty_case(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 3 {
  }
  default {
  }
  func.return
}

// CHECK: 'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks

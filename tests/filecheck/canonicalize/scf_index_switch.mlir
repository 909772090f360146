// Canonicalization of scf.index_switch as MLIR 22 does it, picked up by stock
// `canonicalize` from the op's canonicalization trait. The same CHECK lines
// hold for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// FoldConstantCase: a constant argument selects the matching case.
// CHECK-LABEL: func.func @constant_case
// CHECK-NEXT: %[[V:.*]] = "test.op"() {case1}
// CHECK-NEXT: return %[[V]]
func.func @constant_case() -> i32 {
  %c1 = arith.constant 1 : index
  %0 = scf.index_switch %c1 -> i32
  case 1 {
    %a = "test.op"() {case1} : () -> i32
    scf.yield %a : i32
  }
  case 2 {
    %b = "test.op"() {case2} : () -> i32
    scf.yield %b : i32
  }
  default {
    %c = "test.op"() {default} : () -> i32
    scf.yield %c : i32
  }
  return %0 : i32
}

// -----

// A constant matching no case selects the default region.
// CHECK-LABEL: func.func @constant_default
// CHECK-NEXT: %[[V:.*]] = "test.op"() {default}
// CHECK-NEXT: return %[[V]]
func.func @constant_default() -> i32 {
  %c7 = arith.constant 7 : index
  %0 = scf.index_switch %c7 -> i32
  case 1 {
    %a = "test.op"() {case1} : () -> i32
    scf.yield %a : i32
  }
  default {
    %c = "test.op"() {default} : () -> i32
    scf.yield %c : i32
  }
  return %0 : i32
}

// -----

// Not a constant: the op stays.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: %[[R:.*]] = scf.index_switch
// CHECK-NEXT: case 1 {
// CHECK-NEXT: "test.op"() {case1}
// CHECK: default {
// CHECK-NEXT: "test.op"() {default}
// CHECK: return %[[R]]
func.func @dynamic(%i: index) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 1 {
    %a = "test.op"() {case1} : () -> i32
    scf.yield %a : i32
  }
  default {
    %c = "test.op"() {default} : () -> i32
    scf.yield %c : i32
  }
  return %0 : i32
}

// -----

// A result that every case yields as one value defined outside is that value;
// unused results go.
// CHECK-LABEL: func.func @forwarded_and_unused
// CHECK-SAME: (%[[A:.*]]: i32, %[[I:.*]]: index)
// CHECK-NEXT: scf.index_switch %[[I]]
// CHECK-NEXT: case 2 {
// CHECK-NEXT: "test.op"() {case2}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"(%[[A]]) {after}
func.func @forwarded_and_unused(%a: i32, %i: index) {
  %0, %1 = scf.index_switch %i -> i32, i32
  case 2 {
    %b = "test.op"() {case2} : () -> i32
    scf.yield %a, %b : i32, i32
  }
  default {
    scf.yield %a, %a : i32, i32
  }
  "test.op"(%0) {after} : (i32) -> ()
  return
}

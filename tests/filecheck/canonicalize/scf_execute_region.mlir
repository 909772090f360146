// Canonicalization of scf.execute_region as MLIR 22 does it, picked up by
// stock `canonicalize` from the op's canonicalization trait. The same CHECK
// lines hold for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// SingleBlockExecuteInliner: a single block is inlined.
// CHECK-LABEL: func.func @single_block
// CHECK-NEXT: "test.op"() {before}
// CHECK-NEXT: %[[V:.*]] = "test.op"() {inside}
// CHECK-NEXT: "test.op"(%[[V]]) {after}
// CHECK-NEXT: return
func.func @single_block() {
  "test.op"() {before} : () -> ()
  %0 = scf.execute_region -> i64 {
    %x = "test.op"() {inside} : () -> i64
    scf.yield %x : i64
  }
  "test.op"(%0) {after} : (i64) -> ()
  return
}

// -----

// `no_inline` keeps the op.
// CHECK-LABEL: func.func @no_inline
// CHECK-NEXT: %[[R:.*]] = scf.execute_region -> i64 no_inline {
// CHECK-NEXT: %[[V:.*]] = "test.op"() {inside}
// CHECK-NEXT: scf.yield %[[V]] : i64
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"(%[[R]]) {after}
func.func @no_inline() {
  %0 = scf.execute_region -> i64 no_inline {
    %x = "test.op"() {inside} : () -> i64
    scf.yield %x : i64
  }
  "test.op"(%0) {after} : (i64) -> ()
  return
}

// -----

// MultiBlockExecuteInliner: several blocks in a function are inlined, the
// yields becoming branches to the code after the op.
// CHECK-LABEL: func.func @multi_block
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: "test.op"() {before}
// CHECK-NEXT: cf.cond_br %[[C]], ^[[BB1:.*]], ^[[BB2:.*]]
// CHECK-NEXT: ^[[BB1]]:
// CHECK-NEXT: %[[X:.*]] = "test.op"() {x}
// CHECK-NEXT: cf.br ^[[BB3:.*]](%[[X]] : i64)
// CHECK-NEXT: ^[[BB2]]:
// CHECK-NEXT: %[[Y:.*]] = "test.op"() {y}
// CHECK-NEXT: cf.br ^[[BB3]](%[[Y]] : i64)
// CHECK-NEXT: ^[[BB3]](%[[Z:.*]]: i64):
// CHECK-NEXT: "test.op"(%[[Z]]) {after}
// CHECK-NEXT: return
func.func @multi_block(%c: i1) {
  "test.op"() {before} : () -> ()
  %0 = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.op"() {x} : () -> i64
    scf.yield %x : i64
  ^bb2:
    %y = "test.op"() {y} : () -> i64
    scf.yield %y : i64
  }
  "test.op"(%0) {after} : (i64) -> ()
  return
}

// -----

// Several blocks inside another region (scf.if): the op stays.
// CHECK-LABEL: func.func @multi_block_in_if
// CHECK: scf.if
// CHECK-NEXT: %[[R:.*]] = scf.execute_region -> i64 {
// CHECK-NEXT: cf.cond_br
// CHECK: "test.op"(%[[R]]) {after}
func.func @multi_block_in_if(%c: i1, %d: i1) {
  scf.if %d {
    %0 = scf.execute_region -> i64 {
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "test.op"() {x} : () -> i64
      scf.yield %x : i64
    ^bb2:
      %y = "test.op"() {y} : () -> i64
      scf.yield %y : i64
    }
    "test.op"(%0) {after} : (i64) -> ()
  }
  return
}

// -----

// A result that every yield sets to one value defined outside is that value;
// unused results go (MLIR 22, through the region-branch interface).
// CHECK-LABEL: func.func @forwarded_and_unused
// CHECK-SAME: (%[[A:.*]]: i32)
// CHECK-NEXT: %[[R:.*]] = scf.execute_region -> i32 no_inline {
// CHECK-NEXT: "test.op"() {inside}
// CHECK-NEXT: %[[V:.*]] = "test.op"() {value}
// CHECK-NEXT: scf.yield %[[V]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"(%[[A]], %[[R]]) {after}
func.func @forwarded_and_unused(%a: i32) {
  %0, %1, %2 = scf.execute_region -> (i32, i32, i32) no_inline {
    "test.op"() {inside} : () -> ()
    %v = "test.op"() {value} : () -> i32
    scf.yield %a, %v, %v : i32, i32, i32
  }
  "test.op"(%0, %1) {after} : (i32, i32) -> ()
  return
}

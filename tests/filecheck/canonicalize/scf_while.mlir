// Canonicalization of scf.while as MLIR 22 does it (WhileOp's patterns),
// picked up by stock `canonicalize` from the op's canonicalization trait. The
// same CHECK lines hold for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// RemoveLoopInvariantArgsFromBeforeBlock: %b is yielded back as its init, %c
// comes back through the condition and the "after" region unchanged; both are
// their init values in the loop.
// CHECK-LABEL: func.func @invariant_before_args
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32)
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT: %[[COND:.*]] = "test.op"(%[[X]], %[[B]], %[[C]]) {cond}
// CHECK-NEXT: scf.condition(%[[COND]]) %[[X]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[N:.*]] = "test.op"(%[[Y]]) {next}
// CHECK-NEXT: scf.yield %[[N]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @invariant_before_args(%a: i32, %b: i32, %c: i32) -> i32 {
  %0, %1 = scf.while (%x = %a, %y = %b, %z = %c) : (i32, i32, i32) -> (i32, i32) {
    %cond = "test.op"(%x, %y, %z) {cond} : (i32, i32, i32) -> i1
    scf.condition(%cond) %x, %z : i32, i32
  } do {
  ^bb0(%x2: i32, %z2: i32):
    %n = "test.op"(%x2) {next} : (i32) -> i32
    scf.yield %n, %b, %z2 : i32, i32, i32
  }
  return %0 : i32
}

// -----

// RemoveLoopInvariantValueYielded: a value the condition forwards from
// outside the "before" block is that value after the loop and in "after".
// CHECK-LABEL: func.func @invariant_value_yielded
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT: %[[COND:.*]] = "test.op"(%[[X]]) {cond}
// CHECK-NEXT: scf.condition(%[[COND]]) %[[X]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[N:.*]] = "test.op"(%[[Y]], %[[B]]) {next}
// CHECK-NEXT: scf.yield %[[N]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[B]]
func.func @invariant_value_yielded(%a: i32, %b: i32) -> (i32, i32) {
  %0, %1 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %cond = "test.op"(%x) {cond} : (i32) -> i1
    scf.condition(%cond) %x, %b : i32, i32
  } do {
  ^bb0(%x2: i32, %b2: i32):
    %n = "test.op"(%x2, %b2) {next} : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %0, %1 : i32, i32
}

// -----

// A loop that carries a changing value: nothing to drop.
// CHECK-LABEL: func.func @loop_variant
// CHECK-SAME: (%[[A:.*]]: i32)
// CHECK-NEXT: %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT: %[[COND:.*]] = "test.op"(%[[X]]) {cond}
// CHECK-NEXT: scf.condition(%[[COND]]) %[[X]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[N:.*]] = "test.op"(%[[Y]]) {next}
// CHECK-NEXT: scf.yield %[[N]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @loop_variant(%a: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %cond = "test.op"(%x) {cond} : (i32) -> i1
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%x2: i32):
    %n = "test.op"(%x2) {next} : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// WhileConditionTruth: in "after", the forwarded condition is true.
// CHECK-LABEL: func.func @condition_truth
// CHECK: %[[TRUE:.*]] = arith.constant true
// CHECK: scf.while
// CHECK: } do {
// CHECK-NEXT: ^bb0(%{{.*}}: i32{{.*}}):
// CHECK-NEXT: "test.op"(%[[TRUE]]) {use}
func.func @condition_truth(%a: i32) -> i1 {
  %0, %1 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %cond = "test.op"(%x) {cond} : (i32) -> i1
    scf.condition(%cond) %x, %cond : i32, i1
  } do {
  ^bb0(%x2: i32, %c2: i1):
    "test.op"(%c2) {use} : (i1) -> ()
    %n = "test.op"(%x2) {next} : (i32) -> i32
    scf.yield %n : i32
  }
  return %1 : i1
}

// -----

// WhileCmpCond: in "after", the comparison of the condition (same operands,
// same predicate) is true, with the inverse predicate false.
// CHECK-LABEL: func.func @cmp_cond
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: %[[OTHER:.*]] = arith.cmpi sgt, %[[Y]], %{{.*}} : i32
// CHECK-NEXT: "test.op"(%[[TRUE]], %[[FALSE]], %[[OTHER]]) {use}
func.func @cmp_cond(%a: i32, %b: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %cond = arith.cmpi slt, %x, %b : i32
    scf.condition(%cond) %x : i32
  } do {
  ^bb0(%y: i32):
    %same = arith.cmpi slt, %y, %b : i32
    %inverse = arith.cmpi sge, %y, %b : i32
    %other = arith.cmpi sgt, %y, %b : i32
    "test.op"(%same, %inverse, %other) {use} : (i1, i1, i1) -> ()
    %n = "test.op"(%y) {next} : (i32) -> i32
    scf.yield %n : i32
  }
  return %0 : i32
}

// -----

// WhileUnusedResult: a result unused after the loop and in "after" goes.
// CHECK-LABEL: func.func @unused_result
// CHECK-NEXT: %[[R:.*]] = scf.while : () -> i32 {
// CHECK-NEXT: %[[COND:.*]] = "test.op"() {cond}
// CHECK-NEXT: %[[V1:.*]] = "test.op"() {v1}
// CHECK-NEXT: %[[V2:.*]] = "test.op"() {v2}
// CHECK-NEXT: scf.condition(%[[COND]]) %[[V1]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: "test.op"(%[[Y]]) {use}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @unused_result() -> i32 {
  %0, %1 = scf.while : () -> (i32, i64) {
    %cond = "test.op"() {cond} : () -> i1
    %v1 = "test.op"() {v1} : () -> i32
    %v2 = "test.op"() {v2} : () -> i64
    scf.condition(%cond) %v1, %v2 : i32, i64
  } do {
  ^bb0(%y: i32, %z: i64):
    "test.op"(%y) {use} : (i32) -> ()
    scf.yield
  }
  return %0 : i32
}

// -----

// WhileRemoveDuplicatedResults: a value forwarded twice is forwarded once.
// CHECK-LABEL: func.func @duplicated_results
// CHECK-NEXT: %[[R:.*]] = scf.while : () -> i32 {
// CHECK-NEXT: %[[COND:.*]] = "test.op"() {cond}
// CHECK-NEXT: %[[V:.*]] = "test.op"() {v}
// CHECK-NEXT: scf.condition(%[[COND]]) %[[V]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[Y:.*]]: i32):
// CHECK-NEXT: "test.op"(%[[Y]], %[[Y]]) {use}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[R]]
func.func @duplicated_results() -> (i32, i32) {
  %0, %1 = scf.while : () -> (i32, i32) {
    %cond = "test.op"() {cond} : () -> i1
    %v = "test.op"() {v} : () -> i32
    scf.condition(%cond) %v, %v : i32, i32
  } do {
  ^bb0(%y: i32, %z: i32):
    "test.op"(%y, %z) {use} : (i32, i32) -> ()
    scf.yield
  }
  return %0, %1 : i32, i32
}

// -----

// WhileRemoveUnusedArgs: an unused "before" argument goes with its init and
// yielded value.
// CHECK-LABEL: func.func @unused_args
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK-NEXT: scf.while (%[[X:.*]] = %[[A]]) : (i32) -> () {
// CHECK-NEXT: %[[COND:.*]] = "test.op"(%[[X]]) {cond}
// CHECK-NEXT: scf.condition(%[[COND]])
// CHECK-NEXT: } do {
// CHECK-NEXT: %[[N:.*]] = "test.op"() {next}
// CHECK-NEXT: %[[M:.*]] = "test.op"() {next2}
// CHECK-NEXT: scf.yield %[[N]] : i32
func.func @unused_args(%a: i32, %b: i32) {
  scf.while (%x = %a, %unused = %b) : (i32, i32) -> () {
    %cond = "test.op"(%x) {cond} : (i32) -> i1
    scf.condition(%cond)
  } do {
    %n = "test.op"() {next} : () -> i32
    %m = "test.op"() {next2} : () -> i32
    scf.yield %n, %m : i32, i32
  }
  return
}

// -----

// WhileOpAlignBeforeArgs: the condition forwards the "before" arguments in
// their order; the "after" arguments and the results follow.
// CHECK-LABEL: func.func @align_before_args
// CHECK-SAME: (%[[A:.*]]: i32, %[[B:.*]]: i64)
// CHECK-NEXT: {{.*}} = scf.while (%[[X:.*]] = %[[A]], %[[Y:.*]] = %[[B]]) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT: %[[COND:.*]] = "test.op"(%[[X]], %[[Y]]) {cond}
// CHECK-NEXT: scf.condition(%[[COND]]) %[[X]], %[[Y]] : i32, i64
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%[[P:.*]]: i32, %[[Q:.*]]: i64):
// CHECK-NEXT: %[[N:.*]] = "test.op"(%[[Q]]) {next}
// CHECK-NEXT: %[[M:.*]] = "test.op"(%[[P]]) {next2}
// CHECK-NEXT: scf.yield %[[N]], %[[M]] : i32, i64
// CHECK-NEXT: }
// CHECK-NEXT: return {{(%0#1|%1), (%0#0|%0)}} : i64, i32
func.func @align_before_args(%a: i32, %b: i64) -> (i64, i32) {
  %0, %1 = scf.while (%x = %a, %y = %b) : (i32, i64) -> (i64, i32) {
    %cond = "test.op"(%x, %y) {cond} : (i32, i64) -> i1
    scf.condition(%cond) %y, %x : i64, i32
  } do {
  ^bb0(%q: i64, %p: i32):
    %n = "test.op"(%q) {next} : (i64) -> i32
    %m = "test.op"(%p) {next2} : (i32) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %0, %1 : i64, i32
}

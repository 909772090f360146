// Canonicalization of scf.parallel as MLIR 22 does it
// (ParallelOpSingleOrZeroIterationDimsFolder, MergeNestedParallelLoops, and
// the erasure of a loop without effects), picked up by stock `canonicalize`
// from the op's canonicalization trait. The same CHECK lines hold for xDSL's
// output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// A dimension of one iteration goes, its induction variable being the lower
// bound; a loop whose dimensions all iterate once is inlined; a dimension of
// no iteration erases the loop.
// CHECK-LABEL: func.func @single_or_zero_iteration_dims
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: scf.parallel (%[[J:.*]]) = (%[[C0]]) to (%[[N]]) step (%[[C1]]) {
// CHECK-NEXT: "test.op"(%[[C0]], %[[J]]) {partial}
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"(%[[C0]], %[[C0]]) {all}
// CHECK-NEXT: return
func.func @single_or_zero_iteration_dims(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %n) step (%c1, %c1) {
    "test.op"(%i, %j) {partial} : (index, index) -> ()
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c1) step (%c1, %c3) {
    "test.op"(%i, %j) {all} : (index, index) -> ()
  }
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    "test.op"(%i) {zero} : (index) -> ()
  }
  return
}

// -----

// One iteration with a reduction: the body and the reduction are inlined.
// CHECK-LABEL: func.func @single_iteration_reduction
// CHECK-SAME: (%[[X:.*]]: f32)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[V:.*]] = "test.op"(%[[C0]])
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[X]], %[[V]] : f32
// CHECK-NEXT: return %[[S]]
func.func @single_iteration_reduction(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%c1) step (%c1) init (%x) -> f32 {
    %v = "test.op"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// No iteration with a reduction: the result is the init value.
// CHECK-LABEL: func.func @zero_iteration_reduction
// CHECK-SAME: (%[[X:.*]]: f32, %[[N:.*]]: index)
// CHECK-NEXT: return %[[X]]
func.func @zero_iteration_reduction(%x: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%n, %c0) step (%c1, %c1) init (%x) -> f32 {
    %v = "test.op"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// -----

// MergeNestedParallelLoops: a loop whose body is only another loop, bounds
// independent of the outer variables, is one loop.
// CHECK-LABEL: func.func @merge_nested
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index)
// CHECK: scf.parallel (%[[I:.*]], %[[J:.*]]) = (%{{.*}}, %{{.*}}) to (%[[N]], %[[M]]) step (%{{.*}}, %{{.*}}) {
// CHECK-NEXT: "test.op"(%[[I]], %[[J]])
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @merge_nested(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// Not merged: inner bounds depending on the outer variable, or another op in
// the outer body.
// CHECK-LABEL: func.func @not_merged
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK-NEXT: scf.parallel (%{{.*}}) = (%{{.*}}) to (%[[I]])
// CHECK: scf.parallel (%{{.*}}) =
// CHECK-NEXT: "test.op"() {other}
// CHECK-NEXT: scf.parallel
func.func @not_merged(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.op"() {other} : () -> ()
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      "test.op"(%i, %j) : (index, index) -> ()
    }
  }
  return
}

// -----

// A loop without effects goes; one with effects stays.
// CHECK-LABEL: func.func @empty_loop
// CHECK-NEXT: arith.constant
// CHECK-NEXT: arith.constant
// CHECK-NEXT: scf.parallel
// CHECK-NEXT: "test.op"
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @empty_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    "test.op"(%i) : (index) -> ()
  }
  return
}

// Canonicalization of scf.if as MLIR 22 does it (IfOp's patterns and folder),
// picked up by stock `canonicalize` from the op's canonicalization trait. The
// same CHECK lines hold for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// RemoveStaticCondition: a constant true condition inlines the then branch.
// CHECK-LABEL: func.func @static_true
// CHECK-NEXT: %[[V:.*]] = "test.op"() {then}
// CHECK-NEXT: return %[[V]]
func.func @static_true() -> i32 {
  %true = arith.constant true
  %0 = scf.if %true -> i32 {
    %a = "test.op"() {then} : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.op"() {else} : () -> i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

// RemoveStaticCondition: a constant false condition inlines the else branch,
// or erases the op if it has none.
// CHECK-LABEL: func.func @static_false
// CHECK-NEXT: "test.op"() {else}
// CHECK-NEXT: return
func.func @static_false() {
  %false = arith.constant false
  scf.if %false {
    "test.op"() {then} : () -> ()
  } else {
    "test.op"() {else} : () -> ()
  }
  scf.if %false {
    "test.op"() {then} : () -> ()
  }
  return
}

// -----

// Not a constant: the op stays.
// CHECK-LABEL: func.func @dynamic_condition
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: "test.op"() {then}
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {else}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @dynamic_condition(%c: i1) {
  scf.if %c {
    "test.op"() {then} : () -> ()
  } else {
    "test.op"() {else} : () -> ()
  }
  return
}

// -----

// RemoveUnusedResults: the unused result and its yields go.
// CHECK-LABEL: func.func @unused_result
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT: "test.op"() {then}
// CHECK-NEXT: %[[A:.*]] = "test.op"() {then2}
// CHECK-NEXT: scf.yield %[[A]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {else}
// CHECK-NEXT: %[[B:.*]] = "test.op"() {else2}
// CHECK-NEXT: scf.yield %[[B]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @unused_result(%c: i1) -> i32 {
  %0, %1 = scf.if %c -> (i32, i32) {
    %a = "test.op"() {then} : () -> i32
    %a2 = "test.op"() {then2} : () -> i32
    scf.yield %a, %a2 : i32, i32
  } else {
    %b = "test.op"() {else} : () -> i32
    %b2 = "test.op"() {else2} : () -> i32
    scf.yield %b, %b2 : i32, i32
  }
  return %1 : i32
}

// -----

// ReplaceIfYieldWithConditionOrValue: a result yielding the same value in
// both branches is that value; `true`/`false` is the condition, `false`/`true`
// its negation.
// CHECK-LABEL: func.func @yield_condition_or_value
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: i32)
// CHECK: %[[NOT:.*]] = arith.xori %[[C]], %{{.*}} : i1
// CHECK: "test.op"(%[[C]], %[[NOT]], %[[X]]) {use}
func.func @yield_condition_or_value(%c: i1, %x: i32) {
  %0, %1, %2 = scf.if %c -> (i1, i1, i32) {
    %true = arith.constant true
    %false = arith.constant false
    "test.op"() {then} : () -> ()
    scf.yield %true, %false, %x : i1, i1, i32
  } else {
    %true = arith.constant true
    %false = arith.constant false
    "test.op"() {else} : () -> ()
    scf.yield %false, %true, %x : i1, i1, i32
  }
  "test.op"(%0, %1, %2) {use} : (i1, i1, i32) -> ()
  return
}

// -----

// ConvertTrivialIfToSelect: results yielding values defined outside become
// arith.select; the others stay results of the op.
// CHECK-LABEL: func.func @trivial_to_select
// CHECK-SAME: (%[[C:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT: %[[S:.*]] = arith.select %[[C]], %[[X]], %[[Y]] : i32
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT: %[[A:.*]] = "test.op"() {then}
// CHECK-NEXT: scf.yield %[[A]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[X]]
// CHECK-NEXT: }
// CHECK-NEXT: "test.op"(%[[S]], %[[R]]) {use}
func.func @trivial_to_select(%c: i1, %x: i32, %y: i32) {
  %0, %1 = scf.if %c -> (i32, i32) {
    %a = "test.op"() {then} : () -> i32
    scf.yield %x, %a : i32, i32
  } else {
    scf.yield %y, %x : i32, i32
  }
  "test.op"(%0, %1) {use} : (i32, i32) -> ()
  return
}

// -----

// Both yielded values are defined inside: nothing to select.
// CHECK-LABEL: func.func @not_trivial
// CHECK-NEXT: %[[R:.*]] = scf.if
// CHECK-NEXT: "test.op"() {then}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {else}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NOT: arith.select
func.func @not_trivial(%c: i1) -> i32 {
  %0 = scf.if %c -> i32 {
    %a = "test.op"() {then} : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.op"() {else} : () -> i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

// ConditionPropagation: inside the branches the condition is a constant.
// CHECK-LABEL: func.func @condition_propagation
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK-DAG: %[[FALSE:.*]] = arith.constant false
// CHECK: scf.if
// CHECK-NEXT: "test.op"(%[[TRUE]]) {use}
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"(%[[FALSE]]) {use}
// CHECK-NEXT: }
func.func @condition_propagation(%c: i1) {
  scf.if %c {
    "test.op"(%c) {use} : (i1) -> ()
  } else {
    "test.op"(%c) {use} : (i1) -> ()
  }
  return
}

// -----

// RemoveEmptyElseBranch: an else branch that only yields goes; an op whose
// branches only yield is erased.
// CHECK-LABEL: func.func @empty_else
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: "test.op"() {then}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @empty_else(%c: i1, %d: i1) {
  scf.if %c {
    "test.op"() {then} : () -> ()
  } else {
  }
  scf.if %d {
  } else {
  }
  return
}

// -----

// An empty then branch with a non-empty else stays.
// CHECK-LABEL: func.func @empty_then
// CHECK-NEXT: scf.if
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {else}
// CHECK-NEXT: }
func.func @empty_then(%c: i1) {
  scf.if %c {
  } else {
    "test.op"() {else} : () -> ()
  }
  return
}

// -----

// CombineIfs: adjacent ops on one condition merge; uses of the first op's
// results in the second op take the yielded values.
// CHECK-LABEL: func.func @combine_ifs
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: {{.*}} = scf.if %[[C]] -> (i32, i32) {
// CHECK-NEXT: %[[A:.*]] = "test.op"() {a}
// CHECK-NEXT: %[[B:.*]] = "test.op"(%[[A]]) {b}
// CHECK-NEXT: scf.yield %[[A]], %[[B]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[D:.*]] = "test.op"() {d}
// CHECK-NEXT: %[[E:.*]] = "test.op"(%[[D]]) {e}
// CHECK-NEXT: scf.yield %[[D]], %[[E]]
// CHECK-NEXT: }
// CHECK-NEXT: return %{{.*}}, %{{.*}} : i32, i32
func.func @combine_ifs(%c: i1) -> (i32, i32) {
  %0 = scf.if %c -> i32 {
    %a = "test.op"() {a} : () -> i32
    scf.yield %a : i32
  } else {
    %d = "test.op"() {d} : () -> i32
    scf.yield %d : i32
  }
  %1 = scf.if %c -> i32 {
    %b = "test.op"(%0) {b} : (i32) -> i32
    scf.yield %b : i32
  } else {
    %e = "test.op"(%0) {e} : (i32) -> i32
    scf.yield %e : i32
  }
  return %0, %1 : i32, i32
}

// -----

// Different conditions: no merge.
// CHECK-LABEL: func.func @no_combine
// CHECK-NEXT: scf.if
// CHECK-NEXT: "test.op"() {a}
// CHECK-NEXT: }
// CHECK-NEXT: scf.if
// CHECK-NEXT: "test.op"() {b}
// CHECK-NEXT: }
func.func @no_combine(%c: i1, %d: i1) {
  scf.if %c {
    "test.op"() {a} : () -> ()
  }
  scf.if %d {
    "test.op"() {b} : () -> ()
  }
  return
}

// -----

// Folder: an op with an else branch on `xori %c, true` runs on %c with its
// branches swapped; its attributes stay.
// CHECK-LABEL: func.func @swap_negated_condition
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT: %[[B:.*]] = "test.op"() {else}
// CHECK-NEXT: scf.yield %[[B]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[A:.*]] = "test.op"() {then}
// CHECK-NEXT: scf.yield %[[A]]
// CHECK-NEXT: } {keep}
// CHECK-NEXT: return %[[R]]
func.func @swap_negated_condition(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %0 = scf.if %n -> i32 {
    %a = "test.op"() {then} : () -> i32
    scf.yield %a : i32
  } else {
    %b = "test.op"() {else} : () -> i32
    scf.yield %b : i32
  } {keep}
  return %0 : i32
}

// -----

// Folder: not without an else branch, nor on an `xori` with a value that is
// not `true`.
// CHECK-LABEL: func.func @no_swap
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[N:.*]] = arith.xori %[[C]], %[[TRUE]]
// CHECK-NEXT: scf.if %[[N]] {
// CHECK-NEXT: "test.op"() {a}
// CHECK-NEXT: }
// CHECK-NEXT: %[[X:.*]] = arith.xori %[[C]], %[[D]]
// CHECK-NEXT: scf.if %[[X]] {
// CHECK-NEXT: "test.op"() {b}
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {c}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @no_swap(%c: i1, %d: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.op"() {a} : () -> ()
  }
  %x = arith.xori %c, %d : i1
  scf.if %x {
    "test.op"() {b} : () -> ()
  } else {
    "test.op"() {c} : () -> ()
  }
  return
}

// -----

// CombineIfs on a condition and its negation: the second op's else branch
// runs with the first op's then branch, its then branch with the else branch;
// uses of the first op's results take the values yielded in the same case.
// CHECK-LABEL: func.func @combine_negated
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: {{.*}} = scf.if %[[C]] -> (i32, i32) {
// CHECK-NEXT: %[[A:.*]] = "test.op"() {a}
// CHECK-NEXT: %[[E:.*]] = "test.op"(%[[A]]) {e}
// CHECK-NEXT: scf.yield %[[A]], %[[E]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[D:.*]] = "test.op"() {d}
// CHECK-NEXT: %[[B:.*]] = "test.op"(%[[D]]) {b}
// CHECK-NEXT: scf.yield %[[D]], %[[B]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @combine_negated(%c: i1) -> (i32, i32) {
  %true = arith.constant true
  %0 = scf.if %c -> i32 {
    %a = "test.op"() {a} : () -> i32
    scf.yield %a : i32
  } else {
    %d = "test.op"() {d} : () -> i32
    scf.yield %d : i32
  }
  %n = arith.xori %c, %true : i1
  %1 = scf.if %n -> i32 {
    %b = "test.op"(%0) {b} : (i32) -> i32
    scf.yield %b : i32
  } else {
    %e = "test.op"(%0) {e} : (i32) -> i32
    scf.yield %e : i32
  }
  return %0, %1 : i32, i32
}

// -----

// CombineIfs on a negated second condition whose op has no else branch (the
// folder cannot swap it): its then branch joins the first op's else branch.
// CHECK-LABEL: func.func @combine_negated_no_else
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT: %[[A:.*]] = "test.op"() {a}
// CHECK-NEXT: scf.yield %[[A]]
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[D:.*]] = "test.op"() {d}
// CHECK-NEXT: "test.op"(%[[D]]) {b}
// CHECK-NEXT: scf.yield %[[D]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @combine_negated_no_else(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %0 = scf.if %c -> i32 {
    %a = "test.op"() {a} : () -> i32
    scf.yield %a : i32
  } else {
    %d = "test.op"() {d} : () -> i32
    scf.yield %d : i32
  }
  scf.if %n {
    "test.op"(%0) {b} : (i32) -> ()
  }
  return %0 : i32
}

// -----

// CombineIfs when the first condition is the negation of the second, neither
// op having an else branch: one op with both.
// CHECK-LABEL: func.func @combine_negated_first
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: "test.op"() {b}
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {a}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @combine_negated_first(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.op"() {a} : () -> ()
  }
  scf.if %c {
    "test.op"() {b} : () -> ()
  }
  return
}

// -----

// No CombineIfs on the negation of another value, nor on an `xori` with a
// value that is not `true`.
// CHECK-LABEL: func.func @no_combine_negated
// CHECK-SAME: (%[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK: scf.if %[[C]] {
// CHECK-NEXT: "test.op"() {a}
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: "test.op"() {b}
// CHECK-NEXT: }
// CHECK-NEXT: %[[X:.*]] = arith.xori %[[C]], %[[D]]
// CHECK-NEXT: scf.if %[[X]] {
// CHECK-NEXT: "test.op"() {c}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @no_combine_negated(%c: i1, %d: i1) {
  %true = arith.constant true
  %n = arith.xori %d, %true : i1
  scf.if %c {
    "test.op"() {a} : () -> ()
  }
  scf.if %n {
    "test.op"() {b} : () -> ()
  }
  %x = arith.xori %c, %d : i1
  scf.if %x {
    "test.op"() {c} : () -> ()
  }
  return
}

// -----

// CombineNestedIfs: an op whose then branch only holds another op is one op
// on the conjunction of both conditions (the outer op's attributes go, as in
// MLIR).
// CHECK-LABEL: func.func @combine_nested
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1)
// CHECK-NEXT: %[[AND:.*]] = arith.andi %[[A]], %[[B]]
// CHECK-NEXT: scf.if %[[AND]] {
// CHECK-NEXT: "test.op"() {inner}
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @combine_nested(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.op"() {inner} : () -> ()
    }
  } {outer_attr}
  return
}

// -----

// CombineNestedIfs with results: a result yielding an inner result needs the
// same value in both else branches; one yielding outer values is a select on
// the outer condition.
// CHECK-LABEL: func.func @combine_nested_results
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1, %[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-DAG: %[[AND:.*]] = arith.andi %[[A]], %[[B]]
// CHECK-DAG: %[[SEL:.*]] = arith.select %[[A]], %[[X]], %[[Y]]
// CHECK: %[[R:.*]] = scf.if %[[AND]] -> (i32) {
// CHECK-NEXT: %[[V:.*]] = "test.op"() {inner}
// CHECK-NEXT: scf.yield %[[V]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[SEL]]
func.func @combine_nested_results(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %0:2 = scf.if %a -> (i32, i32) {
    %1 = scf.if %b -> i32 {
      %v = "test.op"() {inner} : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %1, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

// -----

// No CombineNestedIfs when the else branches yield different values for an
// inner result.
// CHECK-LABEL: func.func @no_combine_nested_mismatch
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1
// CHECK-NEXT: %[[R:.*]] = scf.if %[[A]] -> (i32) {
// CHECK-NEXT: %[[I:.*]] = scf.if %[[B]] -> (i32) {
// CHECK-NEXT: "test.op"() {inner}
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[I]]
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @no_combine_nested_mismatch(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %0 = scf.if %a -> i32 {
    %1 = scf.if %b -> i32 {
      %v = "test.op"() {inner} : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %1 : i32
  } else {
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// No CombineNestedIfs with another op beside the inner op, an outer else
// branch doing something, or an inner one.
// CHECK-LABEL: func.func @no_combine_nested
// CHECK-SAME: (%[[A:.*]]: i1, %[[B:.*]]: i1, %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NOT: arith.andi
// CHECK: scf.if %[[A]] {
// CHECK-NEXT: "test.op"() {before}
// CHECK-NEXT: scf.if %[[B]] {
// CHECK-NEXT: "test.op"() {inner}
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: scf.if %[[B]] {
// CHECK-NEXT: "test.op"() {inner2}
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {outer_else}
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %[[D]] {
// CHECK-NEXT: scf.if %[[B]] {
// CHECK-NEXT: "test.op"() {inner3}
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.op"() {inner_else}
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @no_combine_nested(%a: i1, %b: i1, %c: i1, %d: i1) {
  scf.if %a {
    "test.op"() {before} : () -> ()
    scf.if %b {
      "test.op"() {inner} : () -> ()
    }
  }
  scf.if %c {
    scf.if %b {
      "test.op"() {inner2} : () -> ()
    }
  } else {
    "test.op"() {outer_else} : () -> ()
  }
  scf.if %d {
    scf.if %b {
      "test.op"() {inner3} : () -> ()
    } else {
      "test.op"() {inner_else} : () -> ()
    }
  }
  return
}

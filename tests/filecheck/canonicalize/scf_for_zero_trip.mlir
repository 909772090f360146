// Loops whose constant bounds show they run no iteration are erased whatever
// their step, as MLIR 22 (and stock xDSL) do. Issue 15: a loop from 2 to 1
// with a step that is not a constant used to be kept. The same CHECK lines
// hold for our output and MLIR 22's.
// RUN: xdsl-opt %s --allow-unregistered-dialect -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect -canonicalize | filecheck %s

func.func @zero_trip(%init: index, %x: index, %step: index) -> (index, index, index, index, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %minus1 = arith.constant -1 : index
  // Lower bound above the upper one.
  %r0 = scf.for %i = %c2 to %c1 step %step iter_args(%a = %init) -> (index) {
    "test.op"() {lb_above_ub} : () -> ()
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  // Equal constant bounds.
  %r1 = scf.for %i = %c2 to %c2 step %step iter_args(%a = %init) -> (index) {
    "test.op"() {equal_bounds} : () -> ()
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  // Unsigned comparison: -1 is the largest index, above 1.
  %r2 = scf.for unsigned %i = %minus1 to %c1 step %step iter_args(%a = %init) -> (index) {
    "test.op"() {unsigned_lb_above_ub} : () -> ()
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  // Signed comparison: -1 is below 1, the loop may run (kept).
  %r3 = scf.for %i = %minus1 to %c1 step %step iter_args(%a = %init) -> (index) {
    "test.op"() {signed_may_run} : () -> ()
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  // Unsigned 1 to 2: may run (kept).
  %r4 = scf.for unsigned %i = %c1 to %c2 step %step iter_args(%a = %init) -> (index) {
    "test.op"() {unsigned_may_run} : () -> ()
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  // Bounds not both constant (x to x + 2): kept, as MLIR keeps it.
  %ub = arith.addi %x, %c2 : index
  %r5 = scf.for %i = %x to %ub step %c5 iter_args(%a = %init) -> (index) {
    "test.op"() {not_constant} : () -> ()
    %n = arith.addi %a, %i : index
    scf.yield %n : index
  }
  return %r0, %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index, index
}

// CHECK-LABEL: func.func @zero_trip
// CHECK-SAME:    (%[[INIT:[^:]*]]: index,
// CHECK-NOT:     lb_above_ub
// CHECK-NOT:     equal_bounds
// CHECK-NOT:     unsigned_lb_above_ub
// CHECK:         %[[R3:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           "test.op"() {signed_may_run}
// CHECK:         %[[R4:.*]] = scf.for unsigned
// CHECK:           "test.op"() {unsigned_may_run}
// CHECK:         %[[R5:.*]] = scf.for
// CHECK:           "test.op"() {not_constant}
// CHECK:         return %[[INIT]], %[[INIT]], %[[INIT]], %[[R3]], %[[R4]], %[[R5]] : index, index, index, index, index, index

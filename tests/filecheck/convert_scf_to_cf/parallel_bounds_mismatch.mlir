// RUN: not xdsl-opt %s -p convert-scf-to-cf 2>&1 | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s --check-prefix=MLIR

// Issue 15: two lower and upper bounds but one step. MLIR 22 accepts this
// generic-form scf.parallel and its convert-scf-to-cf lowers a single loop,
// silently dropping the second dimension (MLIR lines). Our verifier rejects
// the op before the pass runs (and the pass itself refuses such an op built
// in Python), so no dimension is lost.

func.func @two_bounds_one_step() {
  %c0 = arith.constant 0 : index
  %c1000 = arith.constant 1000 : index
  %c3 = arith.constant 3 : index
  "scf.parallel"(%c0, %c0, %c1000, %c1000, %c3) ({
  ^bb0(%i: index):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 2, 2, 1, 0>} : (index, index, index, index, index) -> ()
  return
}

// CHECK: error: 'scf.parallel' op expects the same number of lower bounds: 2, upper bounds: 2 and steps: 1

// MLIR-LABEL: func.func @two_bounds_one_step
// MLIR-COUNT-1: arith.cmpi slt
// MLIR-NOT:     arith.cmpi
// MLIR:         return

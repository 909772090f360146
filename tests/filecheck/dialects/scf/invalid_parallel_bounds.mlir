// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file | filecheck %s --check-prefix=MLIR

// scf.parallel with different numbers of lower bounds, upper bounds and
// steps (possible only in the generic form: the custom parser wants one of
// each per induction variable). MLIR 22's verifier accepts it; its
// convert-scf-to-cf then drops a dimension
// (convert_scf_to_cf/parallel_bounds_mismatch.mlir) or fails an assertion. We reject it in the
// verifier, a deliberate difference listed in docs/registration.md (issue 15).

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

// CHECK: 'scf.parallel' op expects the same number of lower bounds: 2, upper bounds: 2 and steps: 1
// MLIR-LABEL: func.func @two_bounds_one_step
// MLIR: scf.parallel (%{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}})

// -----

func.func @one_lower_bound(%a: index) {
  "scf.parallel"(%a, %a, %a, %a, %a) ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 1, 2, 2, 0>} : (index, index, index, index, index) -> ()
  return
}

// CHECK: 'scf.parallel' op expects the same number of lower bounds: 1, upper bounds: 2 and steps: 2
// MLIR-LABEL: func.func @one_lower_bound

// -----

func.func @one_upper_bound(%a: index) {
  "scf.parallel"(%a, %a, %a, %a, %a) ({
  ^bb0(%i: index, %j: index):
    "scf.reduce"() : () -> ()
  }) {operandSegmentSizes = array<i32: 2, 1, 2, 0>} : (index, index, index, index, index) -> ()
  return
}

// CHECK: 'scf.parallel' op expects the same number of lower bounds: 2, upper bounds: 1 and steps: 2
// MLIR-LABEL: func.func @one_upper_bound

// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Invalid IR for which mlir-opt has no message of its own (it fails an
// assertion), so the message is ours.

func.func @for_no_induction_var(%lb: index) {
  "scf.for"(%lb, %lb, %lb) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: 'scf.for' op expected the body to have the induction variable as argument

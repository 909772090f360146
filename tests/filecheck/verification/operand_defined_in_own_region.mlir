// RUN: not xdsl-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s --check-prefix=EXEC
// RUN: not %mlir-opt %s 2>&1 | filecheck %s

// Found by the mutation fuzzer (issue 15): an operand used before the op and
// defined only inside the op's own region. xDSL 0.74's parser leaves a
// placeholder as the operand and its verifier then fails on it ("internal
// error ... Forward declared values do not have an owner",
// docs/xdsl_defects.md); we report it as MLIR does.

func.func @main() -> i32 {
  %0 = scf.if %cond -> i32 {
    %cond = arith.constant true
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 2 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// CHECK:     operand_defined_in_own_region.mlir:12:8: error: operation's operand is unlinked
// CHECK-NOT: internal error
// EXEC:      operation's operand is unlinked
// EXEC-NOT:  internal error

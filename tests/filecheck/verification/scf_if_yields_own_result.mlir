// RUN: not xdsl-opt %s -p buffer-deallocation-pipeline 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p one-shot-bufferize 2>&1 | filecheck %s
// RUN: not %mlir-opt %s -buffer-deallocation-pipeline 2>&1 | filecheck %s

// Issue 15: an scf.if whose else branch yields the if's own result. The
// operand does not dominate its use; this input used to send
// buffer-deallocation-pipeline into an endless rewrite loop. Now it is
// rejected before any pass runs, with MLIR's message at the scf.yield and
// MLIR's note at the scf.if.

func.func @self_yield(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> (memref<2xf32>) {
    scf.yield %m : memref<2xf32>
  } else {
    scf.yield %r : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// CHECK:      scf_if_yields_own_result.mlir:15:5: error: operand #0 does not dominate this use
// CHECK-NEXT:     scf.yield %r : memref<2xf32>
// CHECK-NEXT:     ^
// CHECK:      scf_if_yields_own_result.mlir:12:8: note: operand defined here (op in a parent region)
// CHECK-NEXT:   %r = scf.if %c -> (memref<2xf32>) {

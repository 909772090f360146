// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s
// RUN: not %mlir-opt %s 2>&1 | filecheck %s --check-prefix=MLIR

// Issue 15: a use before the definition used to be an "internal error ...
// AttributeError" (or TypeError) of the executor. It is now rejected before
// the run, as MLIR's verifier does, at the using op.

func.func @main() {
  %m = memref.alloc(%n) : memref<?xf32>
  %n = arith.constant 4 : index
  memref.dealloc %m : memref<?xf32>
  return
}

// CHECK:      error: the program does not verify: operand #0 does not dominate this use
// CHECK-NEXT:   at %m = memref.alloc(%n) : memref<?xf32>  ({{.*}}use_before_def.mlir:9:3 in @main)
// CHECK-NEXT:   note: operand defined here (op in the same block): %n = arith.constant 4 : index  ({{.*}}use_before_def.mlir:10:3 in @main)
// CHECK-NOT:  internal error

// MLIR:      use_before_def.mlir:9:8: error: operand #0 does not dominate this use
// MLIR:      use_before_def.mlir:10:8: note: operand defined here (op in the same block)

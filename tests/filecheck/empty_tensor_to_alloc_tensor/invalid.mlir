// RUN: not xdsl-opt %s -p 'empty-tensor-to-alloc-tensor{foo}' 2>&1 | filecheck %s
// RUN: not %mlir-opt %s -empty-tensor-to-alloc-tensor=foo 2>&1 | filecheck %s --check-prefix=MLIR

// The pass has no options (as in MLIR 22): any option is an error.

// CHECK: error: empty-tensor-to-alloc-tensor: unknown option 'foo'
// CHECK-NOT: Traceback
// MLIR: no such option foo

func.func @f() {
  return
}

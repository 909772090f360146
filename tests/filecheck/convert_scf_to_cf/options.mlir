// RUN: xdsl-opt %s -p 'convert-scf-to-cf{allow-pattern-rollback=false}' | filecheck %s
// RUN: xdsl-opt %s -p 'convert-scf-to-cf{allow-pattern-rollback}' | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf=allow-pattern-rollback=false | filecheck %s
// RUN: not xdsl-opt %s -p 'convert-scf-to-cf{allow-pattern-rollback=2}' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not xdsl-opt %s -p 'convert-scf-to-cf{foo}' 2>&1 | filecheck %s --check-prefix=UNKNOWN

// MLIR's only option, allow-pattern-rollback (a dialect conversion flag,
// default true), is accepted; it does not change the output.

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    cf.cond_br
// BAD:     error: convert-scf-to-cf: invalid value '2' for option 'allow-pattern-rollback' (expected true, false, 1 or 0)
// UNKNOWN: error: convert-scf-to-cf: unknown option 'foo' (options: allow-pattern-rollback)
func.func @f(%c: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  return
}

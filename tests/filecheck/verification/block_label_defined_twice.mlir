// RUN: not xdsl-opt %s 2>&1 | filecheck %s
// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s --check-prefix=EXEC
// RUN: not %mlir-opt %s 2>&1 | filecheck %s --check-prefix=MLIR

// Issue 15: a block label defined twice, after a forward branch to it, was a
// KeyError in xDSL 0.74's parser (docs/xdsl_defects.md). Our parser reports
// it at the second definition; MLIR words it "redefinition of block".

func.func @main() {
  %c = arith.constant true
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return
}

// CHECK:      block_label_defined_twice.mlir:14:1: error: re-declaration of block 'bb1'
// CHECK:      block_label_defined_twice.mlir:12:1: note: originally declared here:
// CHECK-NOT:  internal error
// CHECK-NOT:  Traceback
// EXEC:       block_label_defined_twice.mlir:14:1
// EXEC:       re-declaration of block 'bb1'
// EXEC-NOT:   internal error
// MLIR:       block_label_defined_twice.mlir:14:1: error: redefinition of block '^bb1'

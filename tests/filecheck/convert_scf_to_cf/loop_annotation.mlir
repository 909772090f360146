// RUN: xdsl-opt %s --allow-unregistered-dialect -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s
// RUN: xdsl-opt %s --allow-unregistered-dialect -p convert-scf-to-cf | %mlir-opt | filecheck %s

// The llvm.loop_annotation of an scf.for moves to the branch that closes the
// loop (where the LLVM lowering expects it); other attributes are dropped.
// (xDSL does not define the llvm attribute: --allow-unregistered-dialect.)

// CHECK-LABEL: func.func @annotated
// CHECK:         cf.br ^{{bb[0-9]+}}(%{{[^ ]+}} : index) {llvm.loop_annotation = #{{.*}}}
// CHECK-NOT:     some.attr
func.func @annotated(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  } {some.attr, llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>}
  return
}

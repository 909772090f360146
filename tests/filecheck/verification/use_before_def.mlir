// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p convert-scf-to-cf 2>&1 | filecheck %s
// RUN: not %mlir-opt %s --split-input-file -convert-scf-to-cf 2>&1 | filecheck %s --check-prefix=MLIR

// Uses that their definitions do not dominate, rejected before our passes
// run, with MLIR's message and note (one case per chunk).

// A use before the definition, in one block.
func.func @same_block() -> i32 {
  %a = arith.addi %b, %b : i32
  %b = arith.constant 1 : i32
  return %a : i32
}

// CHECK:      operand #0 does not dominate this use
// CHECK:      | note: operand defined here (op in the same block)
// MLIR:       error: operand #0 does not dominate this use
// MLIR-NEXT:  %a = arith.addi %b, %b : i32
// MLIR:       note: operand defined here (op in the same block)

// -----

// A value of one branch of a diamond, used where the branches join.
func.func @diamond(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %y = arith.addi %x, %x : i32
  return %y : i32
}

// CHECK:      operand #0 does not dominate this use
// CHECK:      | note: operand defined here (op in the same region)
// MLIR:       error: operand #0 does not dominate this use
// MLIR:       note: operand defined here (op in the same region)

// -----

// A block argument of a block that does not dominate the use.
func.func @block_argument(%c: i1) -> i1 {
  cf.cond_br %c, ^bb1(%c : i1), ^bb2
^bb1(%a: i1):
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %y = arith.andi %a, %a : i1
  return %y : i1
}

// CHECK:      operand #0 does not dominate this use
// CHECK:      | note: operand defined as a block argument (block #1 in the same region)
// MLIR:       error: operand #0 does not dominate this use
// MLIR:       note: operand defined as a block argument (block #1 in the same region)

// -----

// A value defined after the loop that uses it, inside the loop body.
func.func @later_in_parent(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %s = arith.addi %i, %late : index
  }
  %late = arith.constant 7 : index
  return
}

// CHECK:      operand #1 does not dominate this use
// CHECK:      | note: operand defined here (op in a parent region)
// MLIR:       error: operand #1 does not dominate this use
// MLIR:       note: operand defined here (op in a parent region)

// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s
// RUN: xdsl-opt %s -p convert-scf-to-cf | %mlir-opt | filecheck %s

// scf.execute_region: a branch to its entry block, its scf.yields branch to
// the continuation, whose arguments are the results. `no_inline` only keeps
// canonicalization from inlining the region: this pass lowers it like any
// other (as MLIR 22 does).

// CHECK-LABEL: func.func @single_block
// CHECK-SAME:    (%[[A:[^:]+]]: i32)
// CHECK-NEXT:    cf.br ^[[ENTRY:bb[0-9]+]]
// CHECK-NEXT:  ^[[ENTRY]]:
// CHECK-NEXT:    %[[X:[^ ]+]] = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]](%[[X]] : i32)
// CHECK-NEXT:  ^[[CONT]](%[[R:[^:]+]]: i32):
// CHECK-NEXT:    {{(func\.)?}}return %[[R]] : i32
func.func @single_block(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_inline
// CHECK-SAME:    (%[[A:[^:]+]]: i32)
// CHECK-NEXT:    cf.br ^[[ENTRY:bb[0-9]+]]
// CHECK-NEXT:  ^[[ENTRY]]:
// CHECK-NEXT:    %[[X:[^ ]+]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]](%[[X]] : i32)
// CHECK-NEXT:  ^[[CONT]](%[[R:[^:]+]]: i32):
// CHECK-NEXT:    {{(func\.)?}}return %[[R]] : i32
func.func @no_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// Several blocks, each scf.yield branches to the continuation.
// CHECK-LABEL: func.func @blocks
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32)
// CHECK-NEXT:    cf.br ^[[ENTRY:bb[0-9]+]]
// CHECK-NEXT:  ^[[ENTRY]]:
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[B1:bb[0-9]+]], ^[[B2:bb[0-9]+]]
// CHECK-NEXT:  ^[[B1]]:
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[B2]]:
// CHECK-NEXT:    %[[Y:[^ ]+]] = arith.subi %[[A]], %[[A]] : i32
// CHECK-NEXT:    cf.br ^[[CONT]](%[[Y]] : i32)
// CHECK-NEXT:  ^[[CONT]](%[[R:[^:]+]]: i32):
// CHECK-NEXT:    {{(func\.)?}}return %[[R]] : i32
func.func @blocks(%c: i1, %a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %y = arith.subi %a, %a : i32
    scf.yield %y : i32
  }
  return %r : i32
}

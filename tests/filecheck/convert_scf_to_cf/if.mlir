// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s
// RUN: xdsl-opt %s -p convert-scf-to-cf | %mlir-opt | filecheck %s

// scf.if: a conditional branch to the then and else blocks, which branch to
// the continuation; with results, through a block whose arguments are the
// results.

// CHECK-LABEL: func.func @results
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32)
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    cf.br ^[[JOIN:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[ELSE]]:
// CHECK-NEXT:    %[[X:[^ ]+]] = arith.muli %[[A]], %[[A]] : i32
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[X]] : i32)
// CHECK-NEXT:  ^[[JOIN]](%[[R:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[R]] : i32
func.func @results(%c: i1, %a: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  }
  return %r : i32
}

// Without else: the condition branches to the continuation directly.
// CHECK-LABEL: func.func @no_else
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[M:[^:]+]]: memref<i32>)
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    memref.store %[[A]], %[[M]][] : memref<i32>
// CHECK-NEXT:    cf.br ^[[CONT]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return
func.func @no_else(%c: i1, %a: i32, %m: memref<i32>) {
  scf.if %c {
    memref.store %a, %m[] : memref<i32>
  }
  return
}

// Nested: the inner if's blocks replace it inside the then blocks.
// CHECK-LABEL: func.func @nested
// CHECK-SAME:    (%[[C:[^:]+]]: i1, %[[D:[^:]+]]: i1, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    cf.cond_br %[[D]], ^[[ITHEN:bb[0-9]+]], ^[[IELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[ITHEN]]:
// CHECK-NEXT:    cf.br ^[[IJOIN:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[IELSE]]:
// CHECK-NEXT:    cf.br ^[[IJOIN]](%[[B]] : i32)
// CHECK-NEXT:  ^[[IJOIN]](%[[IR:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[ICONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[ICONT]]:
// CHECK-NEXT:    cf.br ^[[JOIN:bb[0-9]+]](%[[IR]] : i32)
// CHECK-NEXT:  ^[[ELSE]]:
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[B]] : i32)
// CHECK-NEXT:  ^[[JOIN]](%[[R:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[R]] : i32
func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

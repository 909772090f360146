// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s
// RUN: xdsl-opt %s -p convert-scf-to-cf | %mlir-opt | filecheck %s

// scf.while: the before blocks end with a conditional branch to the after
// blocks (passing the scf.condition arguments) or to the continuation; the
// after blocks branch back to the before entry. The results are the
// scf.condition arguments, visible in the continuation by dominance.

// CHECK-LABEL: func.func @while
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[N:[^:]+]]: i32)
// CHECK-NEXT:    cf.br ^[[BEFORE:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[BEFORE]](%[[X:[^:]+]]: i32):
// CHECK-NEXT:    %[[CMP:[^ ]+]] = arith.cmpi slt, %[[X]], %[[N]] : i32
// CHECK-NEXT:    %[[Z:[^ ]+]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^[[AFTER:bb[0-9]+]](%[[Z]], %[[X]] : i32, i32), ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[AFTER]](%[[Y:[^:]+]]: i32, %[[W:[^:]+]]: i32):
// CHECK-NEXT:    %[[Q:[^ ]+]] = arith.subi %[[Y]], %[[W]] : i32
// CHECK-NEXT:    cf.br ^[[BEFORE]](%[[Q]] : i32)
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[Z]], %[[X]] : i32, i32
func.func @while(%a: i32, %n: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %cmp = arith.cmpi slt, %x, %n : i32
    %z = arith.addi %x, %x : i32
    scf.condition(%cmp) %z, %x : i32, i32
  } do {
  ^bb0(%y: i32, %w: i32):
    %q = arith.subi %y, %w : i32
    scf.yield %q : i32
  }
  return %r#0, %r#1 : i32, i32
}

// An after region that only yields its arguments: a do-while loop, the
// before blocks branch back to themselves.
// CHECK-LABEL: func.func @do_while
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[N:[^:]+]]: i32)
// CHECK-NEXT:    cf.br ^[[BEFORE:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[BEFORE]](%[[X:[^:]+]]: i32):
// CHECK-NEXT:    %[[Z:[^ ]+]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:    %[[CMP:[^ ]+]] = arith.cmpi slt, %[[Z]], %[[N]] : i32
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^[[BEFORE]](%[[Z]] : i32), ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[Z]] : i32
func.func @do_while(%a: i32, %n: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %z = arith.addi %x, %x : i32
    %cmp = arith.cmpi slt, %z, %n : i32
    scf.condition(%cmp) %z : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return %r : i32
}

// Yielding the arguments in another order is not a do-while.
// CHECK-LABEL: func.func @swapped
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32, %[[C:[^:]+]]: i1)
// CHECK-NEXT:    cf.br ^[[BEFORE:bb[0-9]+]](%[[A]], %[[B]] : i32, i32)
// CHECK-NEXT:  ^[[BEFORE]](%[[X:[^:]+]]: i32, %[[Y:[^:]+]]: i32):
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[AFTER:bb[0-9]+]](%[[X]], %[[Y]] : i32, i32), ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[AFTER]](%[[U:[^:]+]]: i32, %[[V:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[BEFORE]](%[[V]], %[[U]] : i32, i32)
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[X]] : i32
func.func @swapped(%a: i32, %b: i32, %c: i1) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    scf.yield %v, %u : i32, i32
  }
  return %r#0 : i32
}

// Structured ops inside both regions are lowered too.
// CHECK-LABEL: func.func @nested
// CHECK-SAME:    (%[[A:[^:]+]]: i32, %[[C:[^:]+]]: i1)
// CHECK-NEXT:    cf.br ^[[BEFORE:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[BEFORE]](%[[X:[^:]+]]: i32):
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK-NEXT:  ^[[THEN]]:
// CHECK-NEXT:    cf.br ^[[JOIN:bb[0-9]+]](%[[X]] : i32)
// CHECK-NEXT:  ^[[ELSE]]:
// CHECK-NEXT:    cf.br ^[[JOIN]](%[[A]] : i32)
// CHECK-NEXT:  ^[[JOIN]](%[[S:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[REST:bb[0-9]+]]
// CHECK-NEXT:  ^[[REST]]:
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[AFTER:bb[0-9]+]](%[[S]] : i32), ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[AFTER]](%[[Y:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[EXEC:bb[0-9]+]]
// CHECK-NEXT:  ^[[EXEC]]:
// CHECK-NEXT:    %[[Q:[^ ]+]] = arith.muli %[[Y]], %[[Y]] : i32
// CHECK-NEXT:    cf.br ^[[EJOIN:bb[0-9]+]](%[[Q]] : i32)
// CHECK-NEXT:  ^[[EJOIN]](%[[E:[^:]+]]: i32):
// CHECK-NEXT:    cf.br ^[[BEFORE]](%[[E]] : i32)
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[S]] : i32
func.func @nested(%a: i32, %c: i1) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %s = scf.if %c -> i32 {
      scf.yield %x : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%y: i32):
    %e = scf.execute_region -> i32 {
      %q = arith.muli %y, %y : i32
      scf.yield %q : i32
    }
    scf.yield %e : i32
  }
  return %r : i32
}

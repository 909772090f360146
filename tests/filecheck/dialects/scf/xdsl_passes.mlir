// xDSL's own passes on IR parsed with this package's scf ops (convert-scf-to-cf is now
// this package's, replacing xDSL's: see tests/filecheck/convert_scf_to_cf).
// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s --check-prefix=CF
// RUN: xdsl-opt %s -p canonicalize | filecheck %s --check-prefix=CANON
// RUN: xdsl-opt %s -p cse | filecheck %s --check-prefix=CSE
// RUN: xdsl-opt %s -p scf-for-loop-unroll | filecheck %s --check-prefix=UNROLL
// RUN: xdsl-opt %s -p scf-for-loop-range-folding | filecheck %s --check-prefix=FOLD
// RUN: xdsl-opt %s -p scf-for-loop-flatten | filecheck %s --check-prefix=FLAT

func.func @lower(%c: i1, %lb: index, %ub: index, %s: index, %a: i32, %i: index) -> (i32, i32, i32) {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %1 = scf.for %iv = %lb to %ub step %s iter_args(%v = %0) -> i32 {
    %y = arith.muli %v, %v : i32
    scf.yield %y : i32
  }
  %2 = scf.index_switch %i -> i32
  case 1 {
    scf.yield %a : i32
  }
  default {
    scf.yield %1 : i32
  }
  func.return %0, %1, %2 : i32, i32, i32
}

// CF-LABEL: func.func @lower
// CF-SAME:    (%[[C:.*]]: i1, %[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[A:.*]]: i32, %[[I:.*]]: index)
// CF-NEXT:    cf.cond_br %[[C]], ^[[THEN:.*]], ^[[ELSE:.*]]
// CF-NEXT:  ^[[THEN]]:
// CF-NEXT:    cf.br ^[[JOIN:.*]](%[[A]] : i32)
// CF-NEXT:  ^[[ELSE]]:
// CF-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[A]] : i32
// CF-NEXT:    cf.br ^[[JOIN]](%[[X]] : i32)
// CF-NEXT:  ^[[JOIN]](%[[IF:.*]]: i32):
// CF-NEXT:    cf.br ^[[PRE:.*]]
// CF-NEXT:  ^[[PRE]]:
// CF-NEXT:    cf.br ^[[HEAD:.*]](%[[LB]], %[[IF]] : index, i32)
// CF-NEXT:  ^[[HEAD]](%[[IV:.*]]: index, %[[V:.*]]: i32):
// CF-NEXT:    %[[CMP:.*]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CF-NEXT:    cf.cond_br %[[CMP]], ^[[BODY:.*]], ^[[EXIT:.*]]
// CF-NEXT:  ^[[BODY]]:
// CF-NEXT:    %[[Y:.*]] = arith.muli %[[V]], %[[V]] : i32
// CF-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %[[S]] : index
// CF-NEXT:    cf.br ^[[HEAD]](%[[NEXT]], %[[Y]] : index, i32)
// CF-NEXT:  ^[[EXIT]]:
// CF-NEXT:    %[[CASE:.*]] = arith.index_cast %[[I]] : index to i64
// CF-NEXT:    cf.switch %[[CASE]] : i64, [
// CF-NEXT:    default: ^[[DEFAULT:.*]],
// CF-NEXT:      1: ^[[CASE1:.*]]
// CF-NEXT:    ]
// CF-NEXT:  ^[[CASE1]]:
// CF-NEXT:    cf.br ^[[END:.*]](%[[A]] : i32)
// CF-NEXT:  ^[[DEFAULT]]:
// CF-NEXT:    cf.br ^[[END]](%[[V]] : i32)
// CF-NEXT:  ^[[END]](%[[SW:.*]]: i32):
// CF-NEXT:    func.return %[[IF]], %[[V]], %[[SW]] : i32, i32, i32

// The canonicalizations below give what mlir-opt --canonicalize gives.

func.func @if_constant(%a: i32, %b: i32) -> (i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %0 = scf.if %true -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %1 = scf.if %false -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  func.return %0, %1 : i32, i32
}

// CANON-LABEL: func.func @if_constant
// CANON-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CANON-NEXT:    func.return %[[A]], %[[B]] : i32, i32

func.func @for_trivial(%x: i32, %lb: index) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %0 = scf.for %i = %c10 to %c0 step %c1 iter_args(%v = %x) -> i32 {
    %y = arith.addi %v, %v : i32
    scf.yield %y : i32
  }
  %1 = scf.for %i = %c0 to %c1 step %c10 iter_args(%v = %0) -> i32 {
    %y = arith.muli %v, %v : i32
    scf.yield %y : i32
  }
  %2 = scf.for %i = %lb to %lb step %c1 iter_args(%v = %1) -> i32 {
    %y = arith.muli %v, %v : i32
    scf.yield %y : i32
  }
  %3 = scf.for %i = %c0 to %c10 step %c1 iter_args(%v = %2) -> i32 {
    scf.yield %x : i32
  }
  func.return %0, %1, %2, %3 : i32, i32, i32, i32
}

// Zero iterations, one iteration, lower bound = upper bound, a body that only
// yields a value from outside.
// CANON-LABEL: func.func @for_trivial
// CANON-SAME:    (%[[X:.*]]: i32, %{{.*}}: index)
// CANON-NEXT:    %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CANON-NEXT:    func.return %[[X]], %[[Y]], %[[Y]], %[[X]] : i32, i32, i32, i32

func.func @for_iter_args(%lb: i32, %ub: i32, %s: i32, %x: i32, %y: i32, %z: i32, %w: i32) -> (i32, i32, i32, i32) {
  %r:4 = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %z, %d = %w) -> (i32, i32, i32, i32) : i32 {
    %n = arith.addi %a, %b : i32
    %m = arith.muli %n, %n : i32
    scf.yield %n, %b, %z, %m : i32, i32, i32, i32
  } {some.attr}
  func.return %r#0, %r#1, %r#2, %y : i32, i32, i32, i32
}

// Loop-carried values that do not change are dropped: %b is yielded as is,
// %c is unused and yields its initial value, %d is unused as is its result.
// CANON-LABEL: func.func @for_iter_args
// CANON-SAME:    (%[[LB:.*]]: i32, %[[UB:.*]]: i32, %[[S:.*]]: i32, %[[X:.*]]: i32, %[[Y:.*]]: i32, %[[Z:.*]]: i32, %{{.*}}: i32)
// CANON-NEXT:    %[[R:.*]] = scf.for unsigned %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[A:.*]] = %[[X]]) -> (i32)  : i32 {
// CANON-NEXT:      %[[N:.*]] = arith.addi %[[A]], %[[Y]] : i32
// CANON-NEXT:      scf.yield %[[N]] : i32
// CANON-NEXT:    } {some.attr}
// CANON-NEXT:    func.return %[[R]], %[[Y]], %[[Z]], %[[Y]] : i32, i32, i32, i32

func.func @for_unsigned(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %m1 = arith.constant -1 : i32
  %c10 = arith.constant 10 : i32
  %0 = scf.for unsigned %i = %c3 to %m1 step %c10 iter_args(%v = %x) -> i32 : i32 {
    %y = arith.addi %v, %i : i32
    scf.yield %y : i32
  }
  %1 = scf.for unsigned %i = %m1 to %c3 step %c10 iter_args(%v = %0) -> i32 : i32 {
    %y = arith.addi %v, %i : i32
    scf.yield %y : i32
  }
  func.return %0, %1 : i32, i32
}

// Unsigned, 3 to -1 iterates (-1 is the largest i32), -1 to 3 does not.
// CANON-LABEL: func.func @for_unsigned
// CANON:         %[[R:.*]] = scf.for unsigned
// CANON:         func.return %[[R]], %[[R]] : i32, i32

func.func @execute_region(%c: i1, %a: i32) -> (i32, i32, i32) {
  %0 = scf.execute_region -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  }
  %1 = scf.execute_region -> i32 no_inline {
    %x = arith.muli %a, %a : i32
    scf.yield %x : i32
  }
  %2 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    %y = arith.subi %a, %a : i32
    scf.yield %y : i32
  }
  func.return %0, %1, %2 : i32, i32, i32
}

// CANON-LABEL: func.func @execute_region
// CANON-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: i32)
// CANON-NEXT:    %[[ZERO:.*]] = arith.constant 0 : i32
// CANON-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[A]] : i32
// CANON-NEXT:    %[[R:.*]] = scf.execute_region -> i32 no_inline {
// CANON-NEXT:      %[[M:.*]] = arith.muli %[[A]], %[[A]] : i32
// CANON-NEXT:      scf.yield %[[M]] : i32
// CANON-NEXT:    }
// CANON-NEXT:    %[[Z:.*]] = arith.select %[[C]], %[[A]], %[[ZERO]] : i32
// CANON-NEXT:    func.return %[[X]], %[[R]], %[[Z]] : i32, i32, i32

func.func @switch_constant(%a: i32, %b: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %0 = scf.index_switch %c5 -> i32
  case 5 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  func.return %0 : i32
}

// CANON-LABEL: func.func @switch_constant
// CANON-SAME:    (%[[A:.*]]: i32, %[[B:.*]]: i32)
// CANON-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[B]] : i32
// CANON-NEXT:    func.return %[[X]] : i32

// Ops whose regions have no side effects are dead when their results are
// unused.

func.func @dead(%c: i1, %a: i32, %n: index, %ub: index, %m: memref<4xi32>) {
  %0 = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  %1 = scf.while (%x = %a) : (i32) -> i32 {
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  scf.parallel (%i) = (%n) to (%n) step (%n) {
    %z = arith.addi %a, %a : i32
  }
  scf.for %i = %n to %ub step %n {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  func.return
}

// CANON-LABEL: func.func @dead
// CANON-NEXT:    scf.for
// CANON-NEXT:      memref.store
// CANON-NEXT:    }
// CANON-NEXT:    func.return

// CSE inside regions, and of scf ops with identical regions.

func.func @cse(%c: i1, %a: i32, %lb: index, %ub: index, %s: index) -> (i32, i32) {
  %x = arith.addi %a, %a : i32
  %0 = scf.for %i = %lb to %ub step %s iter_args(%v = %x) -> i32 {
    %x2 = arith.addi %a, %a : i32
    %y = arith.addi %v, %x2 : i32
    scf.yield %y : i32
  }
  %1 = scf.if %c -> i32 {
    %x3 = arith.addi %a, %a : i32
    scf.yield %x3 : i32
  } else {
    scf.yield %a : i32
  }
  %2 = scf.if %c -> i32 {
    %x4 = arith.addi %a, %a : i32
    scf.yield %x4 : i32
  } else {
    scf.yield %a : i32
  }
  %3 = arith.addi %1, %2 : i32
  func.return %0, %3 : i32, i32
}

// CSE-LABEL: func.func @cse
// CSE-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index)
// CSE-NEXT:    %[[X:.*]] = arith.addi %[[A]], %[[A]] : i32
// CSE-NEXT:    %[[F:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[V:.*]] = %[[X]]) -> (i32) {
// CSE-NEXT:      %[[Y:.*]] = arith.addi %[[V]], %[[X]] : i32
// CSE-NEXT:      scf.yield %[[Y]] : i32
// CSE-NEXT:    }
// CSE-NEXT:    %[[IF:.*]] = scf.if %[[C]] -> (i32) {
// CSE-NEXT:      scf.yield %[[X]] : i32
// CSE-NEXT:    } else {
// CSE-NEXT:      scf.yield %[[A]] : i32
// CSE-NEXT:    }
// CSE-NEXT:    %[[SUM:.*]] = arith.addi %[[IF]], %[[IF]] : i32
// CSE-NEXT:    func.return %[[F]], %[[SUM]] : i32, i32

// xDSL's scf.for passes.

func.func @unroll(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %0 = scf.for %i = %c0 to %c3 step %c1 iter_args(%v = %x) -> i32 {
    %y = arith.addi %v, %v : i32
    scf.yield %y : i32
  }
  func.return %0 : i32
}

// UNROLL-LABEL: func.func @unroll
// UNROLL-SAME:    (%[[X:.*]]: i32)
// UNROLL-NOT:     scf.for
// UNROLL:         %[[Y0:.*]] = arith.addi %[[X]], %[[X]] : i32
// UNROLL:         %[[Y1:.*]] = arith.addi %[[Y0]], %[[Y0]] : i32
// UNROLL:         %[[Y2:.*]] = arith.addi %[[Y1]], %[[Y1]] : i32
// UNROLL-NEXT:    func.return %[[Y2]] : i32

func.func @fold(%lb: index, %ub: index, %s: index, %m: memref<?xi32>, %a: i32) {
  %c4 = arith.constant 4 : index
  scf.for %i = %lb to %ub step %s {
    %j = arith.addi %i, %c4 : index
    memref.store %a, %m[%j] : memref<?xi32>
  }
  func.return
}

// FOLD-LABEL: func.func @fold
// FOLD-SAME:    (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[M:.*]]: memref<?xi32>, %[[A:.*]]: i32)
// FOLD-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// FOLD-NEXT:    %[[NLB:.*]] = arith.addi %[[LB]], %[[C4]] : index
// FOLD-NEXT:    %[[NUB:.*]] = arith.addi %[[UB]], %[[C4]] : index
// FOLD-NEXT:    scf.for %[[I:.*]] = %[[NLB]] to %[[NUB]] step %[[S]] {
// FOLD-NEXT:      memref.store %[[A]], %[[M]][%[[I]]] : memref<?xi32>
// FOLD-NEXT:    }

func.func @flatten(%m: memref<?xi32>, %a: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c4 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.addi %i, %j : index
      memref.store %a, %m[%k] : memref<?xi32>
    }
  }
  func.return
}

// FLAT-LABEL: func.func @flatten
// FLAT:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// FLAT-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[J]]] : memref<?xi32>
// FLAT-NEXT:    }
// FLAT-NEXT:    func.return

// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s
// RUN: xdsl-opt %s -p convert-scf-to-cf | %mlir-opt | filecheck %s

// scf.for: a condition block with the induction variable and the loop-carried
// values as arguments, the body, and a branch back with the stepped induction
// variable. A signed loop compares with slt, an unsigned one with ult (xDSL
// 0.74's pass compared unsigned loops with slt too).

// CHECK-LABEL: func.func @signed
// CHECK-SAME:    (%[[LB:[^:]+]]: index, %[[UB:[^:]+]]: index, %[[S:[^:]+]]: index, %[[X:[^:]+]]: i32)
// CHECK-NEXT:    cf.br ^[[COND:bb[0-9]+]](%[[LB]], %[[X]] : index, i32)
// CHECK-NEXT:  ^[[COND]](%[[IV:[^:]+]]: index, %[[V:[^:]+]]: i32):
// CHECK-NEXT:    %[[CMP:[^ ]+]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^[[BODY:bb[0-9]+]], ^[[END:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[Y:[^ ]+]] = arith.addi %[[V]], %[[X]] : i32
// CHECK-NEXT:    %[[NEXT:[^ ]+]] = arith.addi %[[IV]], %[[S]] : index
// CHECK-NEXT:    cf.br ^[[COND]](%[[NEXT]], %[[Y]] : index, i32)
// CHECK-NEXT:  ^[[END]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[V]] : i32
func.func @signed(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%v = %x) -> i32 {
    %y = arith.addi %v, %x : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @unsigned
// CHECK-SAME:    (%[[LB:[^:]+]]: i64, %[[UB:[^:]+]]: i64, %[[S:[^:]+]]: i64, %[[X:[^:]+]]: i64)
// CHECK-NEXT:    cf.br ^[[COND:bb[0-9]+]](%[[LB]], %[[X]] : i64, i64)
// CHECK-NEXT:  ^[[COND]](%[[IV:[^:]+]]: i64, %[[V:[^:]+]]: i64):
// CHECK-NEXT:    %[[CMP:[^ ]+]] = arith.cmpi ult, %[[IV]], %[[UB]] : i64
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^[[BODY:bb[0-9]+]], ^[[END:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[Y:[^ ]+]] = arith.addi %[[V]], %[[IV]] : i64
// CHECK-NEXT:    %[[NEXT:[^ ]+]] = arith.addi %[[IV]], %[[S]] : i64
// CHECK-NEXT:    cf.br ^[[COND]](%[[NEXT]], %[[Y]] : i64, i64)
// CHECK-NEXT:  ^[[END]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[V]] : i64
func.func @unsigned(%lb: i64, %ub: i64, %s: i64, %x: i64) -> i64 {
  %r = scf.for unsigned %i = %lb to %ub step %s iter_args(%v = %x) -> i64 : i64 {
    %y = arith.addi %v, %i : i64
    scf.yield %y : i64
  }
  return %r : i64
}

// A loop with an empty body and an unused pure op are kept: a conversion
// removes nothing (xDSL 0.74's pass erased both as dead code).
// CHECK-LABEL: func.func @empty_body
// CHECK-SAME:    (%[[LB:[^:]+]]: index, %[[UB:[^:]+]]: index, %[[S:[^:]+]]: index)
// CHECK-NEXT:    %{{.*}} = arith.addi %[[LB]], %[[UB]] : index
// CHECK-NEXT:    cf.br ^[[COND:bb[0-9]+]](%[[LB]] : index)
// CHECK-NEXT:  ^[[COND]](%[[IV:[^:]+]]: index):
// CHECK-NEXT:    %[[CMP:[^ ]+]] = arith.cmpi slt, %[[IV]], %[[UB]] : index
// CHECK-NEXT:    cf.cond_br %[[CMP]], ^[[BODY:bb[0-9]+]], ^[[END:bb[0-9]+]]
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[NEXT:[^ ]+]] = arith.addi %[[IV]], %[[S]] : index
// CHECK-NEXT:    cf.br ^[[COND]](%[[NEXT]] : index)
// CHECK-NEXT:  ^[[END]]:
// CHECK-NEXT:    {{(func\.)?}}return
func.func @empty_body(%lb: index, %ub: index, %s: index) {
  %unused = arith.addi %lb, %ub : index
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// Nested loops: the inner loop's blocks sit between the outer condition and
// the outer latch, which is the inner loop's exit block.
// CHECK-LABEL: func.func @nested
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[M:[^:]+]]: memref<?x?xindex>)
// CHECK:         %[[C0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^[[OCOND:bb[0-9]+]](%[[C0]] : index)
// CHECK-NEXT:  ^[[OCOND]](%[[I:[^:]+]]: index):
// CHECK-NEXT:    %[[OCMP:[^ ]+]] = arith.cmpi slt, %[[I]], %[[N]] : index
// CHECK-NEXT:    cf.cond_br %[[OCMP]], ^[[OBODY:bb[0-9]+]], ^[[OEND:bb[0-9]+]]
// CHECK-NEXT:  ^[[OBODY]]:
// CHECK-NEXT:    cf.br ^[[ICOND:bb[0-9]+]](%[[I]] : index)
// CHECK-NEXT:  ^[[ICOND]](%[[J:[^:]+]]: index):
// CHECK-NEXT:    %[[ICMP:[^ ]+]] = arith.cmpi slt, %[[J]], %[[N]] : index
// CHECK-NEXT:    cf.cond_br %[[ICMP]], ^[[IBODY:bb[0-9]+]], ^[[IEND:bb[0-9]+]]
// CHECK-NEXT:  ^[[IBODY]]:
// CHECK-NEXT:    memref.store %[[J]], %[[M]][%[[I]], %[[J]]] : memref<?x?xindex>
// CHECK-NEXT:    %[[JN:[^ ]+]] = arith.addi %[[J]], %[[C1]] : index
// CHECK-NEXT:    cf.br ^[[ICOND]](%[[JN]] : index)
// CHECK-NEXT:  ^[[IEND]]:
// CHECK-NEXT:    %[[IN:[^ ]+]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT:    cf.br ^[[OCOND]](%[[IN]] : index)
// CHECK-NEXT:  ^[[OEND]]:
// CHECK-NEXT:    {{(func\.)?}}return
func.func @nested(%n: index, %m: memref<?x?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %i to %n step %c1 {
      memref.store %j, %m[%i, %j] : memref<?x?xindex>
    }
  }
  return
}

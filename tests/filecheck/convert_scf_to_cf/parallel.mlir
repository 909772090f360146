// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s
// RUN: xdsl-opt %s -p convert-scf-to-cf | %mlir-opt | filecheck %s

// scf.parallel becomes a nest of scf.for (outermost dimension first), then
// branches; the loop-carried values are the reductions, whose regions are
// inlined at the end of the innermost body, accumulator first.
// scf.forall without shared_outs becomes an scf.parallel first: its static
// bounds become constants (lower bounds, upper bounds, then steps, one
// constant each).

// CHECK-LABEL: func.func @reduce_2d
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[A:[^:]+]]: i32, %[[M:[^:]+]]: memref<?x?xi32>)
// CHECK-NEXT:    %[[C0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^[[OCOND:bb[0-9]+]](%[[C0]], %[[A]] : index, i32)
// CHECK-NEXT:  ^[[OCOND]](%[[I:[^:]+]]: index, %[[OACC:[^:]+]]: i32):
// CHECK-NEXT:    %[[OCMP:[^ ]+]] = arith.cmpi slt, %[[I]], %[[N]] : index
// CHECK-NEXT:    cf.cond_br %[[OCMP]], ^[[OBODY:bb[0-9]+]], ^[[OEND:bb[0-9]+]]
// CHECK-NEXT:  ^[[OBODY]]:
// CHECK-NEXT:    cf.br ^[[ICOND:bb[0-9]+]](%[[C0]], %[[OACC]] : index, i32)
// CHECK-NEXT:  ^[[ICOND]](%[[J:[^:]+]]: index, %[[IACC:[^:]+]]: i32):
// CHECK-NEXT:    %[[ICMP:[^ ]+]] = arith.cmpi slt, %[[J]], %[[N]] : index
// CHECK-NEXT:    cf.cond_br %[[ICMP]], ^[[IBODY:bb[0-9]+]], ^[[IEND:bb[0-9]+]]
// CHECK-NEXT:  ^[[IBODY]]:
// CHECK-NEXT:    %[[V:[^ ]+]] = memref.load %[[M]][%[[I]], %[[J]]] : memref<?x?xi32>
// CHECK-NEXT:    %[[S:[^ ]+]] = arith.addi %[[IACC]], %[[V]] : i32
// CHECK-NEXT:    %[[JN:[^ ]+]] = arith.addi %[[J]], %[[C1]] : index
// CHECK-NEXT:    cf.br ^[[ICOND]](%[[JN]], %[[S]] : index, i32)
// CHECK-NEXT:  ^[[IEND]]:
// CHECK-NEXT:    %[[IN:[^ ]+]] = arith.addi %[[I]], %[[C1]] : index
// CHECK-NEXT:    cf.br ^[[OCOND]](%[[IN]], %[[IACC]] : index, i32)
// CHECK-NEXT:  ^[[OEND]]:
// CHECK-NEXT:    {{(func\.)?}}return %[[OACC]] : i32
func.func @reduce_2d(%n: index, %a: i32, %m: memref<?x?xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %n) step (%c1, %c1) init (%a) -> i32 {
    %v = memref.load %m[%i, %j] : memref<?x?xi32>
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}

// Two reductions, inlined in order.
// CHECK-LABEL: func.func @two_reductions
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: f32, %[[M:[^:]+]]: memref<?xi32>)
// CHECK:         cf.br ^[[COND:bb[0-9]+]](%{{[^,]+}}, %[[A]], %[[B]] : index, i32, f32)
// CHECK-NEXT:  ^[[COND]](%[[I:[^:]+]]: index, %[[X:[^:]+]]: i32, %[[Y:[^:]+]]: f32):
// CHECK:       ^{{bb[0-9]+}}:
// CHECK-NEXT:    %[[V:[^ ]+]] = memref.load %[[M]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[F:[^ ]+]] = arith.sitofp %[[V]] : i32 to f32
// CHECK-NEXT:    %[[SUM:[^ ]+]] = arith.addi %[[X]], %[[V]] : i32
// CHECK-NEXT:    %[[PROD:[^ ]+]] = arith.mulf %[[Y]], %[[F]] : f32
// CHECK-NEXT:    %[[IN:[^ ]+]] = arith.addi %[[I]], %{{[^ ]+}} : index
// CHECK-NEXT:    cf.br ^[[COND]](%[[IN]], %[[SUM]], %[[PROD]] : index, i32, f32)
// CHECK-NEXT:  ^{{bb[0-9]+}}:
// CHECK-NEXT:    {{(func\.)?}}return %[[X]], %[[Y]] : i32, f32
func.func @two_reductions(%n: index, %a: i32, %b: f32, %m: memref<?xi32>) -> (i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a, %b) -> (i32, f32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %f = arith.sitofp %v : i32 to f32
    scf.reduce(%v, %f : i32, f32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.mulf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r#0, %r#1 : i32, f32
}

// CHECK-LABEL: func.func @forall
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[A:[^:]+]]: i32, %[[M:[^:]+]]: memref<?x?xi32>)
// CHECK-NEXT:    %[[LB0:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[UB0:[^ ]+]] = arith.constant 10 : index
// CHECK-NEXT:    %[[UB1:[^ ]+]] = arith.constant 20 : index
// CHECK-NEXT:    %[[S0:[^ ]+]] = arith.constant 2 : index
// CHECK-NEXT:    %[[S1:[^ ]+]] = arith.constant 3 : index
// CHECK-NEXT:    cf.br ^[[OCOND:bb[0-9]+]](%[[LB0]] : index)
// CHECK-NEXT:  ^[[OCOND]](%[[I:[^:]+]]: index):
// CHECK-NEXT:    %[[OCMP:[^ ]+]] = arith.cmpi slt, %[[I]], %[[UB0]] : index
// CHECK-NEXT:    cf.cond_br %[[OCMP]], ^[[OBODY:bb[0-9]+]], ^[[OEND:bb[0-9]+]]
// CHECK-NEXT:  ^[[OBODY]]:
// CHECK-NEXT:    cf.br ^[[ICOND:bb[0-9]+]](%[[N]] : index)
// CHECK-NEXT:  ^[[ICOND]](%[[J:[^:]+]]: index):
// CHECK-NEXT:    %[[ICMP:[^ ]+]] = arith.cmpi slt, %[[J]], %[[UB1]] : index
// CHECK-NEXT:    cf.cond_br %[[ICMP]], ^[[IBODY:bb[0-9]+]], ^[[IEND:bb[0-9]+]]
// CHECK-NEXT:  ^[[IBODY]]:
// CHECK-NEXT:    memref.store %[[A]], %[[M]][%[[I]], %[[J]]] : memref<?x?xi32>
// CHECK-NEXT:    %[[JN:[^ ]+]] = arith.addi %[[J]], %[[S1]] : index
// CHECK-NEXT:    cf.br ^[[ICOND]](%[[JN]] : index)
// CHECK-NEXT:  ^[[IEND]]:
// CHECK-NEXT:    %[[IN:[^ ]+]] = arith.addi %[[I]], %[[S0]] : index
// CHECK-NEXT:    cf.br ^[[OCOND]](%[[IN]] : index)
// CHECK-NEXT:  ^[[OEND]]:
// CHECK-NEXT:    {{(func\.)?}}return
func.func @forall(%n: index, %a: i32, %m: memref<?x?xi32>) {
  scf.forall (%i, %j) = (1, %n) to (10, 20) step (2, 3) {
    memref.store %a, %m[%i, %j] : memref<?x?xi32>
  }
  return
}

// Normalized form: lower bounds 0 and steps 1, one constant per dimension.
// CHECK-LABEL: func.func @forall_normalized
// CHECK-SAME:    (%[[N:[^:]+]]: index, %[[M:[^:]+]]: memref<?xindex>)
// CHECK-NEXT:    %[[LB0:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[LB1:[^ ]+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[S0:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[S1:[^ ]+]] = arith.constant 1 : index
// CHECK-NEXT:    cf.br ^{{bb[0-9]+}}(%[[LB0]] : index)
// CHECK:         cf.br ^{{bb[0-9]+}}(%[[LB1]] : index)
// CHECK:         memref.store
// CHECK-NEXT:    arith.addi %{{[^,]+}}, %[[S1]] : index
// CHECK:         arith.addi %{{[^,]+}}, %[[S0]] : index
func.func @forall_normalized(%n: index, %m: memref<?xindex>) {
  scf.forall (%i, %j) in (%n, %n) {
    memref.store %j, %m[%i] : memref<?xindex>
  }
  return
}

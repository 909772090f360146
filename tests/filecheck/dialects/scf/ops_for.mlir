// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// scf.for without iter_args: the terminator is implicit.

func.func @for_plain(%lb: index, %ub: index, %s: index, %m: memref<?xf32>, %f: f32) {
  scf.for %i = %lb to %ub step %s {
    memref.store %f, %m[%i] : memref<?xf32>
  }
  scf.for %i = %lb to %ub step %s {
    scf.yield
  }
  func.return
}

// CHECK-LABEL: func.func @for_plain
// CHECK-SAME:    (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[M:.*]]: memref<?xf32>, %[[F:.*]]: f32)
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[LB]] to %[[UB]] step %[[S]] {
// CHECK-NEXT:      memref.store %[[F]], %[[M]][%[[I]]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] {
// CHECK-NEXT:    }

// -----

// iter_args: one or several, with a single result type written without
// parentheses (MLIR prints them).

func.func @for_iter_args(%lb: index, %ub: index, %s: index, %a: i32, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  %0 = scf.for %i = %lb to %ub step %s iter_args(%x = %a) -> i32 {
    %y = arith.addi %x, %x : i32
    scf.yield %y : i32
  }
  %1:2 = scf.for %i = %lb to %ub step %s iter_args(%x = %0, %u = %t) -> (i32, tensor<4xf32>) {
    scf.yield %x, %u : i32, tensor<4xf32>
  }
  func.return %1#0, %1#1 : i32, tensor<4xf32>
}

// CHECK-LABEL: func.func @for_iter_args
// CHECK-SAME:    (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %[[A:.*]]: i32, %[[T:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[R:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[X:.*]] = %[[A]]) -> (i32) {
// CHECK-NEXT:      %[[Y:.*]] = arith.addi %[[X]], %[[X]] : i32
// CHECK-NEXT:      scf.yield %[[Y]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %[[S]] iter_args(%[[X2:.*]] = %[[R]], %[[U:.*]] = %[[T]]) -> (i32, tensor<4xf32>) {
// CHECK-NEXT:      scf.yield %[[X2]], %[[U]] : i32, tensor<4xf32>
// CHECK-NEXT:    }

// -----

// Integer induction variables, and unsigned comparison. MLIR prints two
// spaces before the type.

func.func @for_integer(%lb: i32, %ub: i32, %s: i32, %a: i64) -> i64 {
  scf.for %i = %lb to %ub step %s : i32 {
  }
  scf.for unsigned %i = %lb to %ub step %s : i32 {
  }
  %0 = scf.for unsigned %i = %lb to %ub step %s iter_args(%x = %a) -> (i64) : i32 {
    %e = arith.extui %i : i32 to i64
    %y = arith.addi %x, %e : i64
    scf.yield %y : i64
  }
  func.return %0 : i64
}

// CHECK-LABEL: func.func @for_integer
// CHECK-NEXT:    scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i32 {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}}  : i32 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i64)  : i32 {
// CHECK:           scf.yield %{{.*}} : i64
// CHECK-NEXT:    }

// -----

// Attributes, and nesting.

func.func @for_attributes(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    scf.for %j = %i to %ub step %s {
    } {inner}
  } {zzz = 1 : i64, aaa = "a"}
  func.return
}

// CHECK-LABEL: func.func @for_attributes
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      scf.for %{{.*}} = %[[I]] to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      } {inner}
// CHECK-NEXT:    } {aaa = "a", zzz = 1 : i64}

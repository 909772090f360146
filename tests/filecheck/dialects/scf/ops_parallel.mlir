// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s --strict-whitespace

// scf.parallel without reductions: the parser inserts the scf.reduce
// terminator, which MLIR prints (with a trailing space).

func.func @parallel(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>, %f: f32) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    memref.store %f, %m[%i, %i] : memref<?x?xf32>
  }
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    memref.store %f, %m[%i, %j] : memref<?x?xf32>
    scf.reduce
  } {zzz, aaa = 1 : i64}
  func.return
}

// CHECK-LABEL: func.func @parallel
// CHECK-SAME:    (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index, %{{.*}}: memref<?x?xf32>, %{{.*}}: f32)
// CHECK-NEXT:    scf.parallel (%[[I:.*]]) = (%[[LB]]) to (%[[UB]]) step (%[[S]]) {
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[I]], %[[I]]] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.parallel (%[[I2:.*]], %[[J2:.*]]) = (%[[LB]], %[[LB]]) to (%[[UB]], %[[UB]]) step (%[[S]], %[[S]]) {
// CHECK-NEXT:      memref.store %{{.*}}, %{{.*}}[%[[I2]], %[[J2]]] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce {{$}}
// CHECK-NEXT:    } {aaa = 1 : i64, zzz}

// -----

// Reductions: init values, result types, one region per reduction.

func.func @parallel_reduce(%lb: index, %ub: index, %s: index, %a: i32, %f: f32) -> (i32, f32, i32) {
  %0:2 = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%a, %f) -> (i32, f32) {
    %x = arith.index_cast %i : index to i32
    scf.reduce(%x, %f : i32, f32) {
    ^bb0(%l: i32, %r: i32):
      %y = arith.addi %l, %r : i32
      scf.reduce.return %y : i32
    }, {
    ^bb0(%l: f32, %r: f32):
      %y = arith.mulf %l, %r : f32
      scf.reduce.return %y : f32
    }
  }
  %1 = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%s, %s) init (%a) -> i32 {
    scf.reduce(%a : i32) {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    } {some.attr}
  }
  func.return %0#0, %0#1, %1 : i32, f32, i32
}

// CHECK-LABEL: func.func @parallel_reduce
// CHECK-SAME:    (%{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[A:.*]]: i32, %[[F:.*]]: f32)
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%[[A]], %[[F]]) -> (i32, f32) {
// CHECK-NEXT:      %[[X:.*]] = arith.index_cast
// CHECK-NEXT:      scf.reduce(%[[X]], %[[F]] : i32, f32) {
// CHECK-NEXT:      ^{{.*}}(%[[L:.*]]: i32, %[[R:.*]]: i32):
// CHECK-NEXT:        %[[Y:.*]] = arith.addi %[[L]], %[[R]] : i32
// CHECK-NEXT:        scf.reduce.return %[[Y]] : i32
// CHECK-NEXT:      }, {
// CHECK-NEXT:      ^{{.*}}(%[[L2:.*]]: f32, %[[R2:.*]]: f32):
// CHECK-NEXT:        %[[Y2:.*]] = arith.mulf %[[L2]], %[[R2]] : f32
// CHECK-NEXT:        scf.reduce.return %[[Y2]] : f32
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) init (%[[A]]) -> i32 {
// CHECK-NEXT:      scf.reduce(%[[A]] : i32) {
// CHECK-NEXT:      ^{{.*}}(%[[L3:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:        scf.reduce.return %[[L3]] : i32
// CHECK-NEXT:      } {some.attr}
// CHECK-NEXT:    }

// -----

func.func @reduce_return_attributes(%lb: index, %a: f32) -> f32 {
  %0 = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%a) -> f32 {
    scf.reduce(%a : f32) {
    ^bb0(%l: f32, %r: f32):
      scf.reduce.return %l {some.attr} : f32
    }
  }
  func.return %0 : f32
}

// CHECK-LABEL: func.func @reduce_return_attributes
// CHECK:           scf.reduce.return %{{.*}} {some.attr} : f32

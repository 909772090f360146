// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// Normalized loops (lower bounds 0, steps 1) print `in`; without shared_outs
// the scf.forall.in_parallel terminator is implicit.

func.func @forall_normalized(%n: index, %m: memref<?x8xf32>, %f: f32) {
  scf.forall (%i, %j) in (%n, 8) {
    memref.store %f, %m[%i, %j] : memref<?x8xf32>
  }
  scf.forall (%i) = (0) to (%n) step (1) {
    scf.forall.in_parallel {
    }
  }
  scf.forall () in () {
  }
  func.return
}

// CHECK-LABEL: func.func @forall_normalized
// CHECK-SAME:    (%[[N:.*]]: index, %[[M:.*]]: memref<?x8xf32>, %[[F:.*]]: f32)
// CHECK-NEXT:    scf.forall (%[[I:.*]], %[[J:.*]]) in (%[[N]], 8) {
// CHECK-NEXT:      memref.store %[[F]], %[[M]][%[[I]], %[[J]]] : memref<?x8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%{{.*}}) in (%[[N]]) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall () in () {
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return

// -----

// Lower bounds and steps, static and dynamic.

func.func @forall_bounds(%lb: index, %ub: index, %s: index) {
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
  }
  scf.forall (%i, %j) = (2, %lb) to (%ub, 10) step (%s, 3) {
  } {zzz, aaa = 1 : i64}
  func.return
}

// CHECK-LABEL: func.func @forall_bounds
// CHECK-SAME:    (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[S:.*]]: index)
// CHECK-NEXT:    scf.forall (%{{.*}}) = (%[[LB]]) to (%[[UB]]) step (%[[S]]) {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.forall (%{{.*}}, %{{.*}}) = (2, %[[LB]]) to (%[[UB]], 10) step (%[[S]], 3) {
// CHECK-NEXT:    } {aaa = 1 : i64, zzz}

// -----

// shared_outs: the terminator is printed, even when empty; a single result
// type may be written without parentheses.

func.func @forall_shared_outs(%t: tensor<?x8xf32>, %u: tensor<4xf32>) -> (tensor<?x8xf32>, tensor<4xf32>, tensor<4xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %u) -> tensor<4xf32> {
  }
  %1:2 = scf.forall (%i, %j) in (4, 8) shared_outs(%o = %t, %p = %0) -> (tensor<?x8xf32>, tensor<4xf32>) {
    %d = tensor.dim %o, %i : tensor<?x8xf32>
    scf.forall.in_parallel {
    }
  }
  func.return %1#0, %1#1, %0 : tensor<?x8xf32>, tensor<4xf32>, tensor<4xf32>
}

// CHECK-LABEL: func.func @forall_shared_outs
// CHECK-SAME:    (%[[T:.*]]: tensor<?x8xf32>, %[[U:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[R:.*]] = scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}} = %[[U]]) -> (tensor<4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.forall (%[[I:.*]], %{{.*}}) in (4, 8) shared_outs(%[[O:.*]] = %[[T]], %{{.*}} = %[[R]]) -> (tensor<?x8xf32>, tensor<4xf32>) {
// CHECK-NEXT:      %{{.*}} = tensor.dim %[[O]], %[[I]] : tensor<?x8xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    }

// -----

// The terminator's attributes (printed when the terminator is).

func.func @forall_terminator_attributes(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
    } {zzz, aaa = 1 : i64}
  }
  func.return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @forall_terminator_attributes
// CHECK-NEXT:    %{{.*}} = scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      } {aaa = 1 : i64, zzz}
// CHECK-NEXT:    }

// -----

// scf.forall.in_parallel holds the ops that combine the threads' results.

func.func @forall_parallel_insert_slice(%t: tensor<?x8xf32>, %n: index) -> tensor<?x8xf32> {
  %0 = scf.forall (%i, %j) in (%n, 8) shared_outs(%o = %t) -> (tensor<?x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [1, 1] [1, 1] : tensor<?x8xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x8xf32>
    }
  }
  func.return %0 : tensor<?x8xf32>
}

// CHECK-LABEL: func.func @forall_parallel_insert_slice
// CHECK-NEXT:    %{{.*}} = scf.forall (%[[I:.*]], %[[J:.*]]) in (%{{.*}}, 8) shared_outs(%[[O:.*]] = %{{.*}}) -> (tensor<?x8xf32>) {
// CHECK-NEXT:      %[[S:.*]] = tensor.extract_slice %[[O]][%[[I]], %[[J]]] [1, 1] [1, 1]
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]], %[[J]]] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x8xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }

// Canonicalization of scf.forall as MLIR 22 does it (ForallOp's patterns but
// FoldTensorCastOfOutputIntoForallOp), picked up by stock `canonicalize` from
// the op's canonicalization trait. The same CHECK lines hold for xDSL's
// output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// ForallOpControlOperandsFolder: constant bounds and steps become static;
// DimOfForallOp: a dim of a result is the dim of its shared_outs value.
// CHECK-LABEL: func.func @control_operands_and_dim
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = scf.forall (%[[I:.*]]) = (0) to (%[[N]]) step (4) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<?xf32>) {
// CHECK: tensor.parallel_insert_slice %{{.*}} into %[[O]][%[[I]]] [1] [1]
// CHECK: %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?xf32>
// CHECK-NEXT: return %[[R]], %[[D]]
func.func @control_operands_and_dim(%t: tensor<?xf32>, %n: index) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.forall (%i) = (%c0) to (%n) step (%c4) shared_outs(%o = %t) -> tensor<?xf32> {
    %v = "test.op"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %r, %d : tensor<?xf32>, index
}

// -----

// ForallOpIterArgsFolder: a shared_outs whose result is unused, or that no
// parallel insert updates, goes; its uses become the initial value.
// CHECK-LABEL: func.func @iter_args_folder
// CHECK-SAME: (%[[A:.*]]: tensor<8xf32>, %[[B:.*]]: tensor<8xf32>, %[[C:.*]]: tensor<8xf32>, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = scf.forall (%[[I:.*]]) in (%[[N]]) shared_outs(%[[O:.*]] = %[[B]]) -> (tensor<8xf32>) {
// CHECK-NEXT: %[[V:.*]] = "test.op"(%[[I]], %[[A]], %[[O]], %[[C]])
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[V]] into %[[O]][%[[I]]] [1] [1]
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]], %[[C]]
func.func @iter_args_folder(%a: tensor<8xf32>, %b: tensor<8xf32>, %c: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %a, %y = %b, %z = %c) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
    %v = "test.op"(%i, %x, %y, %z) : (index, tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %x[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %v into %y[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r#1, %r#2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// ForallOpSingleOrZeroIterationDimsFolder: a dimension of one iteration goes,
// its induction variable being the lower bound.
// CHECK-LABEL: func.func @single_iteration_dim
// CHECK-SAME: (%[[T:.*]]: tensor<8x8xf32>, %[[N:.*]]: index)
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: scf.forall (%[[J:.*]]) in (%[[N]]) shared_outs(%[[O:.*]] = %[[T]])
// CHECK-NEXT: %[[V:.*]] = "test.op"(%[[C2]], %[[J]])
// CHECK: tensor.parallel_insert_slice %[[V]] into %[[O]][{{.*}}, %[[J]]] [1, 1] [1, 1]
func.func @single_iteration_dim(%t: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j) = (2, 0) to (3, %n) step (1, 1) shared_outs(%o = %t) -> tensor<8x8xf32> {
    %v = "test.op"(%i, %j) : (index, index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}

// -----

// All dimensions of one iteration: the body is inlined, the parallel insert
// becoming a tensor.insert_slice; a dimension of no iteration erases the loop.
// CHECK-LABEL: func.func @promote_and_zero
// CHECK-SAME: (%[[T:.*]]: tensor<8xf32>, %[[N:.*]]: index)
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[V:.*]] = "test.op"(%[[C3]])
// CHECK-NEXT: %[[S:.*]] = tensor.insert_slice %[[V]] into %[[T]][{{.*}}] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: return %[[S]], %[[T]]
func.func @promote_and_zero(%t: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = scf.forall (%i) = (3) to (4) step (1) shared_outs(%o = %t) -> tensor<8xf32> {
    %v = "test.op"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %s = scf.forall (%i) = (0) to (0) step (1) shared_outs(%o = %t) -> tensor<8xf32> {
    %v = "test.op"(%i) {zero} : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r, %s : tensor<8xf32>, tensor<8xf32>
}

// -----

// Dynamic bounds: the loop stays.
// CHECK-LABEL: func.func @kept
// CHECK: scf.forall (%{{.*}}) in (%{{.*}}) shared_outs
func.func @kept(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %s = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<8xf32> {
    %v = "test.op"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %s : tensor<8xf32>
}

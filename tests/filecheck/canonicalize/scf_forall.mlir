// Canonicalization of scf.forall as MLIR 22 does it (ForallOp's patterns),
// picked up by stock `canonicalize` from the op's canonicalization trait. The
// same CHECK lines hold for xDSL's output and for MLIR 22's; OURS and MLIR
// lines show where they differ.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s --check-prefixes=CHECK,MLIR

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

// -----

// FoldTensorCastOfOutputIntoForallOp: a cast that only loses static sizes
// goes into the loop; the body casts the block argument for its other uses,
// the insert updates the argument itself, the result is cast back. The new
// loop drops the discardable attributes, as MLIR's.
// CHECK-LABEL: func.func @fold_cast_of_output
// CHECK-SAME: (%[[T:.*]]: tensor<8x16xf32>, %[[S:.*]]: tensor<2x16xf32>)
// CHECK-NEXT: %[[R:.*]] = scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[O]] : tensor<8x16xf32> to tensor<?x16xf32>
// CHECK-NEXT: "test.op"(%[[C]])
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]], 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }{{$}}
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[R]] : tensor<8x16xf32> to tensor<?x16xf32>
// CHECK-NEXT: return %[[B]]
func.func @fold_cast_of_output(%t: tensor<8x16xf32>, %s: tensor<2x16xf32>) -> tensor<?x16xf32> {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x16xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?x16xf32>) {
    %d = "test.op"(%o) : (tensor<?x16xf32>) -> index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [2, 16] [1, 1] : tensor<2x16xf32> into tensor<?x16xf32>
    }
  } {discardable}
  return %r : tensor<?x16xf32>
}

// -----

// FoldTensorCastOfOutputIntoForallOp on two outputs: the results are cast
// back in order.
// CHECK-LABEL: func.func @fold_casts_of_outputs
// CHECK-SAME: (%[[T:.*]]: tensor<8xf32>, %[[U:.*]]: tensor<4xf32>, %[[S:.*]]: tensor<2xf32>, %[[V:.*]]: tensor<1xf32>)
// CHECK-NEXT: {{.*}} = scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %[[T]], %[[P:.*]] = %[[U]]) -> (tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: tensor.parallel_insert_slice %[[V]] into %[[P]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %[[B0:.*]] = tensor.cast %{{.*}} : tensor<8xf32> to tensor<?xf32>
// CHECK-NEXT: %[[B1:.*]] = tensor.cast %{{.*}} : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[B0]], %[[B1]]
func.func @fold_casts_of_outputs(%t: tensor<8xf32>, %u: tensor<4xf32>, %s: tensor<2xf32>, %v: tensor<1xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %d = tensor.cast %u : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %c, %p = %d) -> (tensor<?xf32>, tensor<?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %v into %p[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// No FoldTensorCastOfOutputIntoForallOp for a cast that adds static sizes.
// CHECK-LABEL: func.func @no_fold_cast_to_static
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[T]] : tensor<?xf32> to tensor<8xf32>
// CHECK-NEXT: {{.*}} = scf.forall ({{.*}}) in (4) shared_outs({{.*}} = %[[C]]) -> (tensor<8xf32>)
func.func @no_fold_cast_to_static(%t: tensor<?xf32>, %s: tensor<2xf32>) -> tensor<8xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

// -----

// Deviation: MLIR 22 retargets the i-th op of the terminator to the i-th
// shared_outs argument, so here %b, inserted into %p (result #1), ends up in
// the first output and %a in the second. Ours keeps each insert's
// destination.
// CHECK-LABEL: func.func @fold_cast_insert_order
// CHECK-SAME: (%[[T:.*]]: tensor<8xf32>, %[[U:.*]]: tensor<8xf32>, %[[A:.*]]: tensor<2xf32>, %[[B:.*]]: tensor<2xf32>)
// CHECK-NEXT: {{.*}} = scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %[[T]], %[[P:.*]] = %[[U]]) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// OURS-NEXT: tensor.parallel_insert_slice %[[B]] into %[[P]][%[[I]]]
// OURS-NEXT: tensor.parallel_insert_slice %[[A]] into %[[O]][%[[I]]]
// MLIR-NEXT: tensor.parallel_insert_slice %[[B]] into %[[O]][%[[I]]]
// MLIR-NEXT: tensor.parallel_insert_slice %[[A]] into %[[P]][%[[I]]]
// CHECK-NEXT: }
func.func @fold_cast_insert_order(%t: tensor<8xf32>, %u: tensor<8xf32>, %a: tensor<2xf32>, %b: tensor<2xf32>) -> (tensor<?xf32>, tensor<8xf32>) {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%o = %c, %p = %u) -> (tensor<?xf32>, tensor<8xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %b into %p[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %a into %o[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<8xf32>
}

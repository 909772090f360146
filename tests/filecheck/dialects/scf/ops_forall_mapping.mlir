// The GPU mapping attributes are unregistered in xDSL, and mlir-opt prints
// loops with constant-op bounds as normalized, dropping the operands: these
// cases are checked apart from %check-roundtrip.
// RUN: xdsl-opt %s --split-input-file --allow-unregistered-dialect | filecheck %s
// RUN: xdsl-opt %s --split-input-file --allow-unregistered-dialect | %mlir-opt --split-input-file --mlir-print-op-generic | filecheck %s --check-prefix=MLIR

func.func @forall_mapping(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.forall (%i, %j) in (%n, 8) {
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  scf.forall (%i) in (%n) {
  } {zzz, mapping = [#gpu.block<x>, #gpu.mask<15>], aaa = 1 : i64}
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<4xf32>) {
  } {mapping = [#gpu.warp<linear_dim_0>]}
  func.return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @forall_mapping
// CHECK-NEXT:    scf.forall (%{{.*}}, %{{.*}}) in (%{{.*}}, 8) {
// CHECK-NEXT:    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:    scf.forall (%{{.*}}) in (%{{.*}}) {
// CHECK-NEXT:    } {aaa = 1 : i64, mapping = [#gpu.block<x>, #gpu.mask<15>], zzz}
// CHECK-NEXT:    %{{.*}} = scf.forall (%{{.*}}) in (4) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:      }
// CHECK-NEXT:    } {mapping = [#gpu.warp<linear_dim_0>]}

// The mapping is a property.
// MLIR-LABEL: sym_name = "forall_mapping"
// MLIR:       "scf.forall"(%{{.*}}) <{mapping = [#gpu.thread<y>, #gpu.thread<x>], operandSegmentSizes = array<i32: 0, 1, 0, 0>
// MLIR:       "scf.forall"(%{{.*}}) <{mapping = [#gpu.block<x>, #gpu.mask<15>], operandSegmentSizes = array<i32: 0, 1, 0, 0>, {{.*}}}> ({
// MLIR:       }) {aaa = 1 : i64, zzz} : (index) -> ()

// -----

// Bounds given by constant ops stay operands: MLIR would print this loop as
// normalized (`in (%n)`), dropping them; xDSL prints what the IR holds.

func.func @forall_constant_bounds(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  func.return
}

// CHECK-LABEL: func.func @forall_constant_bounds
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    scf.forall (%{{.*}}) = (%[[C0]]) to (%[[N]]) step (%[[C1]]) {
// CHECK-NEXT:    }

// MLIR-LABEL: sym_name = "forall_constant_bounds"
// MLIR:       "scf.forall"(%{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>

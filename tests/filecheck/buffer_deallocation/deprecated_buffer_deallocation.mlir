// The old `buffer-deallocation` pass (seeds 000 and 003) was removed from
// MLIR, whose users were told to switch to `buffer-deallocation-pipeline`
// (seed 004). It is accepted here: it warns and runs the new pipeline.
// RUN: xdsl-opt %s -p buffer-deallocation 2>&1 | filecheck %s
// RUN: xdsl-opt %s -p buffer-deallocation 2>/dev/null | filecheck %s --check-prefix=PIPELINE
// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s --check-prefix=PIPELINE
// RUN: not %mlir-opt %s -buffer-deallocation 2>&1 | filecheck %s --check-prefix=MLIR

// CHECK: warning: the 'buffer-deallocation' pass was removed from MLIR; it now runs 'buffer-deallocation-pipeline', use that pass instead
// MLIR: Unknown command line argument '-buffer-deallocation'

func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// PIPELINE-LABEL: func.func @condBranch
// PIPELINE-SAME:  (%[[C:[^ ,:]+]]: i1, %[[ARG1:[^ ,:]+]]: memref<2xf32>, %[[ARG2:[^ ,:]+]]: memref<2xf32>) {
// PIPELINE-DAG:   %[[TRUE:.*]] = arith.constant true
// PIPELINE-DAG:   %[[FALSE:.*]] = arith.constant false
// PIPELINE:       cf.cond_br %[[C]], ^[[JOIN:[a-z0-9]+]](%[[ARG1]], %[[FALSE]] : memref<2xf32>, i1), ^[[BB1:[a-z0-9]+]]
// PIPELINE:     ^[[BB1]]:
// PIPELINE-NEXT:  %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// PIPELINE-NEXT:  memref.copy %[[ARG1]], %[[ALLOC]]
// PIPELINE-NEXT:  cf.br ^[[JOIN]](%[[ALLOC]], %[[TRUE]] : memref<2xf32>, i1)
// PIPELINE:     ^[[JOIN]](%[[M:[^:]+]]: memref<2xf32>, %[[OWNED:[^:]+]]: i1):
// PIPELINE-NEXT:  memref.copy %[[M]], %[[ARG2]]
// PIPELINE-NEXT:  %[[BASE:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[M]]
// PIPELINE-NEXT:  scf.if %[[OWNED]] {
// PIPELINE-NEXT:    memref.dealloc %[[BASE]] : memref<f32>
// PIPELINE-NEXT:  }
// PIPELINE-NEXT:  func.return

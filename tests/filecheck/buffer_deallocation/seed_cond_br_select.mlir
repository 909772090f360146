// The example of seed 002 ("Ownership-based Buffer Deallocation", Example):
// a cf.cond_br forwarding an allocation or a function argument, and an
// arith.select between an allocation and an alloca that is used after the
// branch. The same CHECK lines run on MLIR's output (printed by xdsl-opt).
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: %mlir-opt %s -ownership-based-buffer-deallocation | xdsl-opt | filecheck %s

func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  %alloca = memref.alloca(%n) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

// CHECK-LABEL: func.func @example(
// CHECK-SAME:      %[[MEMREF:[^:]+]]: memref<?xi8>, %[[SELECT_COND:[^:]+]]: i1, %[[BR_COND:[^:]+]]: i1, %{{.*}}: index) {
// Function arguments are never owned, allocations are, allocas are not.
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK-DAG:     %[[TRUE:.*]] = arith.constant true
// CHECK-DAG:     %[[ARG_FALSE:.*]] = arith.constant false
// CHECK:         %[[ALLOC:.*]] = memref.alloc(
// CHECK:         %[[ALLOCA:.*]] = memref.alloca(
// CHECK:         %[[SELECT:.*]] = arith.select %[[SELECT_COND]], %[[ALLOC]], %[[ALLOCA]] : memref<?xi8>
// Deallocation works on base buffers.
// CHECK:         %[[BASE_MEMREF:[^,]+]], {{.*}} = memref.extract_strided_metadata %[[MEMREF]]
// CHECK:         %[[BASE_ALLOC:[^,]+]], {{.*}} = memref.extract_strided_metadata %[[ALLOC]]
// One dealloc per successor, conditions conjoined with the branch condition.
// CHECK:         %[[C0:.*]] = arith.andi %[[ARG_FALSE]], %[[BR_COND]] : i1
// CHECK:         %[[C1:.*]] = arith.andi %[[TRUE]], %[[BR_COND]] : i1
// CHECK:         %[[THEN0:.*]], %[[THEN1:.*]] = bufferization.dealloc (%[[BASE_MEMREF]], %[[BASE_ALLOC]] : memref<i8>, memref<i8>) if (%[[C0]], %[[C1]]) retain (%[[ALLOC]], %[[SELECT]] : memref<?xi8>, memref<?xi8>)
// CHECK:         %[[NOT:.*]] = arith.xori %{{.*}}, %[[BR_COND]] : i1
// CHECK:         %[[C2:.*]] = arith.andi %[[ARG_FALSE]], %[[NOT]] : i1
// CHECK:         %[[NOT2:.*]] = arith.xori %{{.*}}, %[[BR_COND]] : i1
// CHECK:         %[[C3:.*]] = arith.andi %[[TRUE]], %[[NOT2]] : i1
// CHECK:         %[[ELSE0:.*]], %[[ELSE1:.*]] = bufferization.dealloc (%[[BASE_MEMREF]], %[[BASE_ALLOC]] : memref<i8>, memref<i8>) if (%[[C2]], %[[C3]]) retain (%[[MEMREF]], %[[SELECT]] : memref<?xi8>, memref<?xi8>)
// The select stays live in ^bb1: its two ownerships are merged.
// CHECK:         %[[SELECT_OWNED:.*]] = arith.select %[[BR_COND]], %[[THEN1]], %[[ELSE1]] : i1
// CHECK:         cf.cond_br %[[BR_COND]], ^[[BB1:.*]](%[[ALLOC]], %[[THEN0]] : memref<?xi8>, i1), ^[[BB1]](%[[MEMREF]], %[[ELSE0]] : memref<?xi8>, i1)
// CHECK:       ^[[BB1]](%[[ARG:.*]]: memref<?xi8>, %[[ARG_OWNED:.*]]: i1):
// CHECK:         memref.copy %[[ARG]], %[[SELECT]]
// CHECK:         %[[BASE_SELECT:[^,]+]], {{.*}} = memref.extract_strided_metadata %[[SELECT]]
// CHECK:         %[[BASE_ARG:[^,]+]], {{.*}} = memref.extract_strided_metadata %[[ARG]]
// CHECK:         bufferization.dealloc (%[[BASE_SELECT]], %[[BASE_ARG]] : memref<i8>, memref<i8>) if (%[[SELECT_OWNED]], %[[ARG_OWNED]])
// CHECK-NEXT:    func.return

// RUN: xdsl-opt %s -p convert-bufferization-to-memref | filecheck %s
// RUN: %mlir-opt %s -convert-bufferization-to-memref | filecheck %s

// bufferization.clone becomes memref.alloc + memref.copy, op for op as
// MLIR 22 builds it.

// Static shape.
// CHECK-LABEL: func.func @static(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<2x3xf32>
// CHECK-NEXT:    memref.copy %arg0, %[[ALLOC]] : memref<2x3xf32> to memref<2x3xf32>
// CHECK-NEXT:    return %[[ALLOC]] : memref<2x3xf32>
func.func @static(%arg0: memref<2x3xf32>) -> memref<2x3xf32> {
  %0 = bufferization.clone %arg0 : memref<2x3xf32> to memref<2x3xf32>
  return %0 : memref<2x3xf32>
}

// Rank 0.
// CHECK-LABEL: func.func @rank_zero(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<f64>
// CHECK-NEXT:    memref.copy %arg0, %[[ALLOC]] : memref<f64> to memref<f64>
func.func @rank_zero(%arg0: memref<f64>) -> memref<f64> {
  %0 = bufferization.clone %arg0 : memref<f64> to memref<f64>
  return %0 : memref<f64>
}

// Dynamic sizes are read with memref.dim, one per dynamic dimension.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = memref.dim %arg0, %[[C0]] : memref<?x4x?xf32>
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[D2:.*]] = memref.dim %arg0, %[[C2]] : memref<?x4x?xf32>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[D0]], %[[D2]]) : memref<?x4x?xf32>
// CHECK-NEXT:    memref.copy %arg0, %[[ALLOC]] : memref<?x4x?xf32> to memref<?x4x?xf32>
// CHECK-NEXT:    return %[[ALLOC]] : memref<?x4x?xf32>
func.func @dynamic(%arg0: memref<?x4x?xf32>) -> memref<?x4x?xf32> {
  %0 = bufferization.clone %arg0 : memref<?x4x?xf32> to memref<?x4x?xf32>
  return %0 : memref<?x4x?xf32>
}

// A size dynamic in the result but static in the input: the memref.dim
// folds to a constant (MLIR's createOrFold; its position constant stays).
// CHECK-LABEL: func.func @static_to_dynamic(
// CHECK-NEXT:    arith.constant 0 : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[D1:.*]] = memref.dim %arg0, %[[C1]] : memref<4x?xf32>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[C4]], %[[D1]]) : memref<?x?xf32>
// CHECK-NEXT:    memref.copy %arg0, %[[ALLOC]] : memref<4x?xf32> to memref<?x?xf32>
func.func @static_to_dynamic(%arg0: memref<4x?xf32>) -> memref<?x?xf32> {
  %0 = bufferization.clone %arg0 : memref<4x?xf32> to memref<?x?xf32>
  return %0 : memref<?x?xf32>
}

// A layout the identity layout can be cast to: alloc with the identity
// layout, then memref.cast to the result type.
// CHECK-LABEL: func.func @dynamic_layout(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[D0:.*]] = memref.dim %arg0, %[[C0]] : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[D1:.*]] = memref.dim %arg0, %[[C1]] : memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[D0]], %[[D1]]) : memref<?x?xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[ALLOC]] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    memref.copy %arg0, %[[CAST]] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    return %[[CAST]] : memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @dynamic_layout(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %0 = bufferization.clone %arg0 : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @dynamic_offset(
// CHECK:         %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT:    memref.copy %arg0, %[[CAST]]
func.func @dynamic_offset(%arg0: memref<4xf32, strided<[1], offset: ?>>) -> memref<4xf32, strided<[1], offset: ?>> {
  %0 = bufferization.clone %arg0 : memref<4xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %0 : memref<4xf32, strided<[1], offset: ?>>
}

// The memory space is kept (xDSL prints it `3 : i64`, MLIR `3`).
// CHECK-LABEL: func.func @memory_space(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<4xf32, 3{{( : i64)?}}>
// CHECK-NEXT:    memref.copy %arg0, %[[ALLOC]]
func.func @memory_space(%arg0: memref<4xf32, 3>) -> memref<4xf32, 3> {
  %0 = bufferization.clone %arg0 : memref<4xf32, 3> to memref<4xf32, 3>
  return %0 : memref<4xf32, 3>
}

// Unranked: the sizes go to a stack buffer (and are multiplied), a flat
// buffer is allocated and reshaped to the unranked type.
// CHECK-LABEL: func.func @unranked(
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[RANK:.*]] = memref.rank %arg0 : memref<*xf32>
// CHECK-NEXT:    %[[SHAPE:.*]] = memref.alloca(%[[RANK]]) : memref<?xindex>
// CHECK-NEXT:    %[[COUNT:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[RANK]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[C1]]) -> (index) {
// CHECK-NEXT:      %[[DIM:.*]] = memref.dim %arg0, %[[I]] : memref<*xf32>
// CHECK-NEXT:      memref.store %[[DIM]], %[[SHAPE]][%[[I]]] : memref<?xindex>
// CHECK-NEXT:      %[[MUL:.*]] = arith.muli %[[ACC]], %[[DIM]] : index
// CHECK-NEXT:      scf.yield %[[MUL]] : index
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc(%[[COUNT]]) : memref<?xf32>
// CHECK-NEXT:    %[[RESHAPE:.*]] = memref.reshape %[[ALLOC]](%[[SHAPE]]) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// CHECK-NEXT:    memref.copy %arg0, %[[RESHAPE]] : memref<*xf32> to memref<*xf32>
// CHECK-NEXT:    return %[[RESHAPE]] : memref<*xf32>
func.func @unranked(%arg0: memref<*xf32>) -> memref<*xf32> {
  %0 = bufferization.clone %arg0 : memref<*xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}

// A ranked input cloned to an unranked type takes the unranked path; the
// flat buffer has no memory space (as in MLIR).
// CHECK-LABEL: func.func @ranked_to_unranked_memory_space(
// CHECK:         %[[RANK:.*]] = memref.rank %arg0 : memref<2x2xi8, 1{{( : i64)?}}>
// CHECK:         %[[ALLOC:.*]] = memref.alloc(%{{.*}}) : memref<?xi8>
// CHECK-NEXT:    %[[RESHAPE:.*]] = memref.reshape %[[ALLOC]](%{{.*}}) : (memref<?xi8>, memref<?xindex>) -> memref<*xi8, 1{{( : i64)?}}>
// CHECK-NEXT:    memref.copy %arg0, %[[RESHAPE]]
func.func @ranked_to_unranked_memory_space(%arg0: memref<2x2xi8, 1>) -> memref<*xi8, 1> {
  %0 = bufferization.clone %arg0 : memref<2x2xi8, 1> to memref<*xi8, 1>
  return %0 : memref<*xi8, 1>
}

// RUN: xdsl-opt %s -p expand-realloc | filecheck %s
// RUN: %mlir-opt %s -expand-realloc | filecheck %s
// RUN: xdsl-opt %s -p 'expand-realloc{emit-deallocs=true}' | filecheck %s
// RUN: xdsl-opt %s -p 'expand-realloc{emit-deallocs=false}' | filecheck %s --check-prefix=NODEALLOC
// RUN: %mlir-opt %s -expand-realloc=emit-deallocs=false | filecheck %s --check-prefix=NODEALLOC

// memref.realloc becomes a size comparison, then either a new allocation
// holding a copy of the old contents (and, with emit-deallocs, a dealloc of
// the old buffer) or a reinterpret_cast of the old buffer. The structure is
// MLIR's, op for op.

// CHECK-LABEL: func.func @dynamic_to_dynamic(
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %arg0, %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[GROW:.*]] = arith.cmpi ult, %[[DIM]], %arg1 : index
// CHECK-NEXT:    %[[NEW:.*]] = scf.if %[[GROW]] -> (memref<?xf32>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc(%arg1) : memref<?xf32>
// CHECK-NEXT:      %[[SUB:.*]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %arg0, %[[SUB]] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:      scf.yield %[[ALLOC]] : memref<?xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[CAST:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<?xf32> to memref<?xf32>
// CHECK-NEXT:      scf.yield %[[CAST]] : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[NEW]] : memref<?xf32>

// NODEALLOC-LABEL: func.func @dynamic_to_dynamic(
// NODEALLOC:         memref.copy %arg0, %{{.*}} : memref<?xf32> to memref<?xf32, strided<[1]>>
// NODEALLOC-NEXT:    scf.yield %{{.*}} : memref<?xf32>
// NODEALLOC-NOT:     memref.dealloc
func.func @dynamic_to_dynamic(%arg0: memref<?xf32>, %arg1: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%arg1) : memref<?xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// Static sizes become constants; the alignment goes to the new allocation.
// CHECK-LABEL: func.func @static_to_static(
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[GROW:.*]] = arith.cmpi ult, %[[C2]], %[[C4]] : index
// CHECK-NEXT:    %[[NEW:.*]] = scf.if %[[GROW]] -> (memref<4xf32>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc() {alignment = 8 : i64} : memref<4xf32>
// CHECK-NEXT:      %[[SUB:.*]] = memref.subview %[[ALLOC]][0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %arg0, %[[SUB]] : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:      scf.yield %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[CAST:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK-NEXT:      scf.yield %[[CAST]] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[NEW]] : memref<4xf32>

// NODEALLOC-LABEL: func.func @static_to_static(
// NODEALLOC-NOT:     memref.dealloc
// NODEALLOC:         return
func.func @static_to_static(%arg0: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %arg0 {alignment = 8} : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// CHECK-LABEL: func.func @dynamic_to_static(
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[DIM:.*]] = memref.dim %arg0, %[[C0]] : memref<?xf32>
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[GROW:.*]] = arith.cmpi ult, %[[DIM]], %[[C4]] : index
// CHECK-NEXT:    %[[NEW:.*]] = scf.if %[[GROW]] -> (memref<4xf32>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:      %[[SUB:.*]] = memref.subview %[[ALLOC]][0] [%[[DIM]]] [1] : memref<4xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.copy %arg0, %[[SUB]] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK-NEXT:      memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:      scf.yield %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[CAST:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:      scf.yield %[[CAST]] : memref<4xf32>
// CHECK-NEXT:    }
func.func @dynamic_to_static(%arg0: memref<?xf32>) -> memref<4xf32> {
  %0 = memref.realloc %arg0 : memref<?xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}

// A memory space is kept (xDSL prints it as `3 : i64`, MLIR as `3`).
// CHECK-LABEL: func.func @static_to_dynamic_memory_space(
// CHECK:         %[[C4:.*]] = arith.constant 4 : index
// CHECK-NEXT:    %[[GROW:.*]] = arith.cmpi ult, %[[C4]], %arg1 : index
// CHECK-NEXT:    %[[NEW:.*]] = scf.if %[[GROW]] -> (memref<?xi8, 3{{( : i64)?}}>) {
// CHECK-NEXT:      %[[ALLOC:.*]] = memref.alloc(%arg1) : memref<?xi8, 3{{( : i64)?}}>
// CHECK-NEXT:      %[[SUB:.*]] = memref.subview %[[ALLOC]][0] [4] [1] : memref<?xi8, 3{{( : i64)?}}> to memref<4xi8, strided<[1]>, 3{{( : i64)?}}>
// CHECK-NEXT:      memref.copy %arg0, %[[SUB]]
// CHECK-NEXT:      memref.dealloc %arg0 : memref<4xi8, 3{{( : i64)?}}>
// CHECK-NEXT:      scf.yield %[[ALLOC]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[CAST:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1], strides: [1] : memref<4xi8, 3{{( : i64)?}}> to memref<?xi8, 3{{( : i64)?}}>
// CHECK-NEXT:      scf.yield %[[CAST]]
// CHECK-NEXT:    }
func.func @static_to_dynamic_memory_space(%arg0: memref<4xi8, 3>, %arg1: index) -> memref<?xi8, 3> {
  %0 = memref.realloc %arg0(%arg1) : memref<4xi8, 3> to memref<?xi8, 3>
  return %0 : memref<?xi8, 3>
}

// Each realloc of a chain is expanded; the second one uses the result of
// the first one's scf.if.
// CHECK-LABEL: func.func @chain(
// CHECK:         %[[FIRST:.*]] = scf.if
// CHECK:         memref.dim %[[FIRST]], %{{.*}} : memref<?xf32>
// CHECK:         %[[SECOND:.*]] = scf.if
// CHECK:         memref.dealloc %[[FIRST]] : memref<?xf32>
// CHECK:         return %[[SECOND]] : memref<?xf32>
// CHECK-NOT:     memref.realloc
func.func @chain(%arg0: memref<?xf32>, %arg1: index, %arg2: index) -> memref<?xf32> {
  %0 = memref.realloc %arg0(%arg1) : memref<?xf32> to memref<?xf32>
  %1 = memref.realloc %0(%arg2) : memref<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// Equal static sizes: MLIR's structure (the copy branch is dead but valid).
// CHECK-LABEL: func.func @static_same_size(
// CHECK:         %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[C3B:.*]] = arith.constant 3 : index
// CHECK-NEXT:    %[[GROW:.*]] = arith.cmpi ult, %[[C3]], %[[C3B]] : index
// CHECK-NEXT:    scf.if %[[GROW]] -> (memref<3xf32>) {
// CHECK:           memref.subview %{{.*}}[0] [3] [1] : memref<3xf32> to memref<3xf32, strided<[1]>>
// CHECK:         } else {
// CHECK-NEXT:      memref.reinterpret_cast %arg0 to offset: [0], sizes: [3], strides: [1] : memref<3xf32> to memref<3xf32>
func.func @static_same_size(%arg0: memref<3xf32>) -> memref<3xf32> {
  %0 = memref.realloc %arg0 : memref<3xf32> to memref<3xf32>
  return %0 : memref<3xf32>
}

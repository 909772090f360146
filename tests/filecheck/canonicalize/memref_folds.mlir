// memref folds MLIR 22's canonicalize applies: dim of an allocation, a
// trivial subview, a cast of a cast, collapse then expand, transposes of
// transposes (composed, or gone when the composition is the identity); a
// load of a stored value and a view stay.
// RUN: xdsl-opt %s --split-input-file -p canonicalize --allow-unregistered-dialect | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

func.func @dim_alloc(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  "test.use"(%a) : (memref<4x?xf32>) -> ()
  return %d0, %d1 : index, index
}

// CHECK-LABEL: func.func @dim_alloc
// CHECK-SAME: (%[[A0:[^ ,:]+]]: index)
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 4 : index
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.alloc(%[[A0]]) : memref<4x?xf32>
// CHECK-NEXT: "test.use"(%[[V2]]) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[V1]], %[[A0]] : index, index

// -----

func.func @trivial_subview(%m: memref<4xf32>) -> memref<4xf32> {
  %s = memref.subview %m[0] [4] [1] : memref<4xf32> to memref<4xf32>
  return %s : memref<4xf32>
}

// CHECK-LABEL: func.func @trivial_subview
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4xf32>)
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : memref<4xf32>

// -----

func.func @cast_of_cast(%m: memref<4xf32>) -> memref<4xf32> {
  %a = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b = memref.cast %a : memref<?xf32> to memref<4xf32>
  return %b : memref<4xf32>
}

// CHECK-LABEL: func.func @cast_of_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4xf32>)
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : memref<4xf32>

// -----

func.func @collapse_expand(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %a = memref.collapse_shape %m [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %b = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %b : memref<2x3xf32>
}

// CHECK-LABEL: func.func @collapse_expand
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3xf32>)
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : memref<2x3xf32>

// -----

func.func @load_of_alloc_store(%v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<1xf32>
  memref.store %v, %a[%c0] : memref<1xf32>
  %l = memref.load %a[%c0] : memref<1xf32>
  return %l : f32
}

// CHECK-LABEL: func.func @load_of_alloc_store
// CHECK-SAME: (%[[A0:[^ ,:]+]]: f32)
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.alloca() : memref<1xf32>
// CHECK-NEXT: memref.store %[[A0]], %[[V2]][%[[V1]]] : memref<1xf32>
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.load %[[V2]][%[[V1]]] : memref<1xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V3]] : f32

// -----

func.func @view(%m: memref<64xi8>) -> memref<4x4xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %m[%c0][] : memref<64xi8> to memref<4x4xf32>
  return %v : memref<4x4xf32>
}

// CHECK-LABEL: func.func @view
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<64xi8>)
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.view %[[A0]][%[[V1]]][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<4x4xf32>

// -----

func.func @transpose(%m: memref<2x3xf32>) -> memref<2x3xf32> {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  %u = memref.transpose %t (i, j) -> (j, i) : memref<3x2xf32, strided<[1, 3]>> to memref<2x3xf32>
  return %u : memref<2x3xf32>
}

// CHECK-LABEL: func.func @transpose
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3xf32>)
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : memref<2x3xf32>

// -----

func.func @transpose_composed(%m: memref<2x3x4xf32>) -> memref<3x2x4xf32, strided<[4, 12, 1]>> {
  %t = memref.transpose %m (i, j, k) -> (k, i, j) : memref<2x3x4xf32> to memref<4x2x3xf32, strided<[1, 12, 4]>>
  %u = memref.transpose %t (i, j, k) -> (k, j, i) : memref<4x2x3xf32, strided<[1, 12, 4]>> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  return %u : memref<3x2x4xf32, strided<[4, 12, 1]>>
}

// CHECK-LABEL: func.func @transpose_composed
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2x3x4xf32>)
// CHECK-NEXT: %[[V1:[^ ,:]+]] = memref.transpose %[[A0]] (d0, d1, d2) -> (d1, d0, d2) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
// CHECK-NEXT: {{(func\.)?}}return %[[V1]] : memref<3x2x4xf32, strided<[4, 12, 1]>>


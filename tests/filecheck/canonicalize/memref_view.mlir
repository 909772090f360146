// MLIR 22's memref.view patterns: ViewOpShapeFolder and
// ViewOpMemrefCastFolder, applied and missed.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

// Constant sizes become static; a cast gives the old type back.
func.func @view_const(%m: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %v = memref.view %m[%c0][%c8] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// CHECK-LABEL: func.func @view_const
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2048xi8>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.view %[[A0]][%[[V2]]][] : memref<2048xi8> to memref<8x4xf32>
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.cast %[[V3]] : memref<8x4xf32> to memref<?x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?x4xf32>

// -----

// Only the constant ones (the byte shift stays an operand).
func.func @view_const_shift(%m: memref<2048xi8>, %n: index) -> memref<?x?xf32> {
  %c16 = arith.constant 16 : index
  %c8 = arith.constant 8 : index
  %v = memref.view %m[%c16][%c8, %n] : memref<2048xi8> to memref<?x?xf32>
  return %v : memref<?x?xf32>
}

// CHECK-LABEL: func.func @view_const_shift
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2048xi8>, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.constant 16 : index
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.view %[[A0]][%[[V3]]][%[[A1]]] : memref<2048xi8> to memref<8x?xf32>
// CHECK-NEXT: %[[V5:[^ ,:]+]] = memref.cast %[[V4]] : memref<8x?xf32> to memref<?x?xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V5]] : memref<?x?xf32>

// -----

// ViewOpMemrefCastFolder: a view of a cast views its source.
func.func @view_of_cast(%m: memref<2048xi8>, %n: index) -> memref<?x4xf32> {
  %c = memref.cast %m : memref<2048xi8> to memref<?xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %c[%c0][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// CHECK-LABEL: func.func @view_of_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<2048xi8>, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.view %[[A0]][%[[V3]]][%[[A1]]] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?x4xf32>

// -----

// Nothing constant: stays.
func.func @view_dyn(%m: memref<?xi8>, %n: index, %o: index) -> memref<?x4xf32> {
  %v = memref.view %m[%o][%n] : memref<?xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// CHECK-LABEL: func.func @view_dyn
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<?xi8>, %[[A1:[^ ,:]+]]: index, %[[A2:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.view %[[A0]][%[[A2]]][%[[A1]]] : memref<?xi8> to memref<?x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?x4xf32>

// -----

// Also of a cast to a more static type (as MLIR 22's fold).
func.func @view_static_cast(%m: memref<?xi8>, %n: index) -> memref<?x4xf32> {
  %c = memref.cast %m : memref<?xi8> to memref<2048xi8>
  %c0 = arith.constant 0 : index
  %v = memref.view %c[%c0][%n] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// CHECK-LABEL: func.func @view_static_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<?xi8>, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.constant 0 : index
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.view %[[A0]][%[[V3]]][%[[A1]]] : memref<?xi8> to memref<?x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?x4xf32>

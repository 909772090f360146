// SubViewOpMemRefCastFolder: a subview of a cast that only makes the type
// more dynamic takes the cast's source (a cast restores the result type);
// a cast to a more static type stays.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

func.func @subview_of_cast(%m: memref<8x8xf32>, %o: index, %n: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, 0] [%n, %n] [1, 1] : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @subview_of_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<8x8xf32>, %[[A1:[^ ,:]+]]: index, %[[A2:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.subview %[[A0]][%[[A1]], 0] [%[[A2]], %[[A2]]] [1, 1] : memref<8x8xf32> to memref<?x?xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.cast %[[V3]] : memref<?x?xf32, strided<[8, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?x?xf32, strided<[?, 1], offset: ?>>

// -----

func.func @rank_reducing(%m: memref<8x8xf32>, %o: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<8x8xf32> to memref<?x?xf32>
  %s = memref.subview %c[%o, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @rank_reducing
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<8x8xf32>, %[[A1:[^ ,:]+]]: index, %[[A2:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.subview %[[A0]][%[[A1]], 0] [1, %[[A2]]] [1, 1] : memref<8x8xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: {{(func\.)?}}return %[[V3]] : memref<?xf32, strided<[1], offset: ?>>

// -----

func.func @static_cast(%m: memref<?xf32>, %o: index, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %c = memref.cast %m : memref<?xf32> to memref<8xf32>
  %s = memref.subview %c[%o] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %s : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @static_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<?xf32>, %[[A1:[^ ,:]+]]: index, %[[A2:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.cast %[[A0]] : memref<?xf32> to memref<8xf32>
// CHECK-NEXT: %[[V4:[^ ,:]+]] = memref.subview %[[V3]][%[[A1]]] [%[[A2]]] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : memref<?xf32, strided<[1], offset: ?>>


// MLIR 22's ReinterpretCastOpExtractStridedMetadataFolder: a
// reinterpret_cast of the base buffer of extract_strided_metadata(%m).
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

// Offset, sizes and strides are the source's (from the metadata results and
// the static sizes): the source itself.
func.func @rebuilds_the_source(%m: memref<4x?xf32, strided<[?, 1], offset: ?>>) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [4, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @rebuilds_the_source
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4x?xf32, strided<[?, 1], offset: ?>>)
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : memref<4x?xf32, strided<[?, 1], offset: ?>>

// -----

// The same, from constants, to a more dynamic type: a cast of the source.
func.func @rebuilds_the_source_cast(%m: memref<4x8xf32>) -> memref<?x8xf32> {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [0], sizes: [%sizes#0, 8], strides: [8, 1] : memref<f32> to memref<?x8xf32>
  return %r : memref<?x8xf32>
}

// CHECK-LABEL: func.func @rebuilds_the_source_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4x8xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.cast %[[A0]] : memref<4x8xf32> to memref<?x8xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<?x8xf32>

// -----

// Other values: the source is reinterpreted directly (the same memory).
func.func @reinterprets_the_source(%m: memref<4x8xf32>) -> memref<2x8xf32, strided<[8, 1], offset: 16>> {
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [16], sizes: [2, 8], strides: [8, 1] : memref<f32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
  return %r : memref<2x8xf32, strided<[8, 1], offset: 16>>
}

// CHECK-LABEL: func.func @reinterprets_the_source
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4x8xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.reinterpret_cast %[[A0]] to offset: [16], sizes: [2, 8], strides: [8, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[8, 1], offset: 16>>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<2x8xf32, strided<[8, 1], offset: 16>>

// -----

// The same with a dynamic offset; the metadata op stays for its size result.
func.func @reinterprets_the_source_dynamic(%m: memref<?xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %base, %off, %size, %stride = memref.extract_strided_metadata %m : memref<?xf32> -> memref<f32>, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%n], sizes: [%size], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @reinterprets_the_source_dynamic
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<?xf32>, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V3:[^ ,:]+]], %[[V4:[^ ,:]+]], %[[V5:[^ ,:]+]], %[[V6:[^ ,:]+]] = memref.extract_strided_metadata %[[A0]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK-NEXT: %[[V7:[^ ,:]+]] = memref.reinterpret_cast %[[A0]] to offset: [%[[A1]]], sizes: [%[[V5]]], strides: [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: {{(func\.)?}}return %[[V7]] : memref<?xf32, strided<[1], offset: ?>>

// -----

// Not from extract_strided_metadata: stays.
func.func @not_from_metadata(%u: memref<*xf32>) -> memref<4xf32> {
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// CHECK-LABEL: func.func @not_from_metadata
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<*xf32>)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.reinterpret_cast %[[A0]] to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V2]] : memref<4xf32>

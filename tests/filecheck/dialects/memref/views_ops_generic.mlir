// The view ops in MLIR's generic form (as `mlir-opt --mlir-print-op-generic`
// prints them): xDSL reads them, prints them in MLIR's pretty syntax, and
// prints them back in the generic form with MLIR's property names.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

// CHECK:      %0 = memref.subview %arg0[%arg4, 4] [%arg5, 1] [1, %arg5] : memref<8x16xf32> to memref<?x1xf32, strided<[16, ?], offset: ?>>
// CHECK-NEXT: %1 = memref.subview %arg0[0, 4] [4, 1] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[16], offset: 4>>
// CHECK-NEXT: %2 = memref.reinterpret_cast %arg1 to offset: [%arg4], sizes: [%arg5, 4], strides: [4, 1] : memref<*xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %3 = memref.view %arg2[%arg4][%arg5] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: %4 = memref.collapse_shape %arg0 [[0, 1]] : memref<8x16xf32> into memref<128xf32>
// CHECK-NEXT: %5 = memref.expand_shape %4 [[0, 1]] output_shape [4, 32] : memref<128xf32> into memref<4x32xf32>
// CHECK-NEXT: %6 = memref.reshape %arg0(%arg3) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
// CHECK-NEXT: %7 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>

// GENERIC:      %0 = "memref.subview"(%arg0, %arg4, %arg5, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<8x16xf32>, index, index, index) -> memref<?x1xf32, strided<[16, ?], offset: ?>>
// GENERIC-NEXT: %1 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4xf32, strided<[16], offset: 4>>
// GENERIC-NEXT: %2 = "memref.reinterpret_cast"(%arg1, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<*xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
// GENERIC-NEXT: %3 = "memref.view"(%arg2, %arg4, %arg5) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
// GENERIC-NEXT: %4 = "memref.collapse_shape"(%arg0) <{reassociation = {{\[\[}}0 : i64, 1 : i64]]}> : (memref<8x16xf32>) -> memref<128xf32>
// GENERIC-NEXT: %5 = "memref.expand_shape"(%4) <{reassociation = {{\[\[}}0 : i64, 1 : i64]], static_output_shape = array<i64: 4, 32>}> : (memref<128xf32>) -> memref<4x32xf32>
// GENERIC-NEXT: %6 = "memref.reshape"(%arg0, %arg3) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
// GENERIC-NEXT: %7 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>

"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16xf32>, memref<*xf32>, memref<2048xi8>, memref<2xi32>, index, index) -> (), sym_name = "generic"}> ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: memref<*xf32>, %arg2: memref<2048xi8>, %arg3: memref<2xi32>, %arg4: index, %arg5: index):
    %0 = "memref.subview"(%arg0, %arg4, %arg5, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 4>, static_sizes = array<i64: -9223372036854775808, 1>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<8x16xf32>, index, index, index) -> memref<?x1xf32, strided<[16, ?], offset: ?>>
    %1 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 4, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4xf32, strided<[16], offset: 4>>
    %2 = "memref.reinterpret_cast"(%arg1, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 4, 1>}> : (memref<*xf32>, index, index) -> memref<?x4xf32, strided<[4, 1], offset: ?>>
    %3 = "memref.view"(%arg2, %arg4, %arg5) : (memref<2048xi8>, index, index) -> memref<?x4xf32>
    %4 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<8x16xf32>) -> memref<128xf32>
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 32>}> : (memref<128xf32>) -> memref<4x32xf32>
    %6 = "memref.reshape"(%arg0, %arg3) : (memref<8x16xf32>, memref<2xi32>) -> memref<16x8xf32>
    %7 = "memref.transpose"(%arg0) <{permutation = affine_map<(d0, d1) -> (d1, d0)>}> : (memref<8x16xf32>) -> memref<16x8xf32, strided<[1, 16]>>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

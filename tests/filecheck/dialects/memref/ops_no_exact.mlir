// memref ops on types that xDSL 0.74 prints differently from MLIR 22 (but
// that mlir-opt reads as the same IR, which check-roundtrip checks):
// integer memory spaces (xDSL: `1 : i64`, MLIR: `1`), affine map layouts
// (xDSL parenthesizes binary expressions) and result groups inside a result
// list (MLIR: `%sizes:2`). The CHECK lines give xDSL's exact printed form.
// RUN: %check-roundtrip --no-exact %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @integer_memory_spaces
func.func @integer_memory_spaces(%d: index, %m: memref<4xf32, 1>, %u: memref<*xf32, 2>) {
  // CHECK-NEXT: %0 = memref.alloc(%d) : memref<8x?xf32, 1 : i64>
  %0 = memref.alloc(%d) : memref<8x?xf32, 1>
  // CHECK-NEXT: %1 = memref.alloca(%d) {alignment = 16 : i64} : memref<?xf32, 3 : i64>
  %1 = memref.alloca(%d) {alignment = 16} : memref<?xf32, 3>
  // CHECK-NEXT: %2 = memref.memory_space_cast %m : memref<4xf32, 1 : i64> to memref<4xf32>
  %2 = memref.memory_space_cast %m : memref<4xf32, 1> to memref<4xf32>
  // CHECK-NEXT: %3 = memref.memory_space_cast %u : memref<*xf32, 2 : i64> to memref<*xf32, 5 : i64>
  %3 = memref.memory_space_cast %u : memref<*xf32, 2> to memref<*xf32, 5>
  // CHECK-NEXT: %4 = memref.cast %m : memref<4xf32, 1 : i64> to memref<*xf32, 1 : i64>
  %4 = memref.cast %m : memref<4xf32, 1> to memref<*xf32, 1>
  // CHECK-NEXT: %5 = memref.realloc %m : memref<4xf32, 1 : i64> to memref<8xf32, 1 : i64>
  %5 = memref.realloc %m : memref<4xf32, 1> to memref<8xf32, 1>
  return
}

// -----

// CHECK: memref.global "private" @g : memref<2xf32, 1 : i64> = dense<0.000000e+00>
memref.global "private" @g : memref<2xf32, 1> = dense<0.0>

// CHECK-LABEL: func.func @dma
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index) {
  // CHECK-NEXT: %0 = memref.get_global @g : memref<2xf32, 1 : i64>
  %0 = memref.get_global @g : memref<2xf32, 1>
  // CHECK-NEXT: memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1 : i64>, memref<1xi32, 2 : i64>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  // CHECK-NEXT: memref.dma_wait %tag[%i], %n : memref<1xi32, 2 : i64>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}

// -----

// Symbol operands of allocations bind the symbols of affine map layouts.
// CHECK-LABEL: func.func @affine_layouts
func.func @affine_layouts(%d: index, %s: index) {
  // CHECK-NEXT: %0 = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1 : i64>
  %0 = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>, 1>
  // CHECK-NEXT: %1 = memref.alloc(%d, %d)[%s] {alignment = 8 : i64} : memref<?x?xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>>
  %1 = memref.alloc(%d, %d)[%s] {alignment = 8} : memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  // CHECK-NEXT: %2 = memref.alloca()[%s] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> ((((d0 * 4) + d1) + s0))>>
  %2 = memref.alloca()[%s] : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  // CHECK-NEXT: %3 = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
  %3 = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d0, d1)>>
  // CHECK-NEXT: %4 = memref.cast %2 : memref<4x4xf32, affine_map<(d0, d1)[s0] -> ((((d0 * 4) + d1) + s0))>> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  %4 = memref.cast %2 : memref<4x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>> to memref<4x4xf32, strided<[4, 1], offset: ?>>
  // CHECK-NEXT: %5 = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> ((((d0 * 8) + d1) + 3))>>
  %5 = memref.alloc() : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>>
  // CHECK-NEXT: %6, %7, %8, %9, %10, %11 = memref.extract_strided_metadata %5 : memref<4x4xf32, affine_map<(d0, d1) -> ((((d0 * 8) + d1) + 3))>> -> memref<f32>, index, index, index, index, index
  %6, %7, %8:2, %9:2 = memref.extract_strided_metadata %5 : memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 + 3)>> -> memref<f32>, index, index, index, index, index
  return
}

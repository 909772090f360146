// memref.dma_start (with and without the stride operands) and
// memref.dma_wait, as MLIR 22 prints them. check-roundtrip compares xDSL's
// output with mlir-opt's. Integer memory spaces are in ops_no_exact.mlir.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @dma
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, "fast">, %tag: memref<1xi32, "tags">, %i: index, %n: index) {
  // CHECK-NEXT: memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, "fast">, memref<1xi32, "tags">
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, "fast">, memref<1xi32, "tags">
  // CHECK-NEXT: memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, "fast">, memref<1xi32, "tags">
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, "fast">, memref<1xi32, "tags">
  // CHECK-NEXT: memref.dma_wait %tag[%i], %n : memref<1xi32, "tags">
  memref.dma_wait %tag[%i], %n : memref<1xi32, "tags">
  // CHECK-NEXT: memref.dma_wait %tag[%i], %n {tag} : memref<1xi32, "tags">
  memref.dma_wait %tag[%i], %n {tag} : memref<1xi32, "tags">
  return
}

// -----

// Rank-0 memrefs take no indices; the tag may be any memref.
// CHECK-LABEL: func.func @dma_rank_0
func.func @dma_rank_0(%src: memref<f32>, %dst: memref<f32>, %tag: memref<f64>, %n: index) {
  // CHECK-NEXT: memref.dma_start %src[], %dst[], %n, %tag[] : memref<f32>, memref<f32>, memref<f64>
  memref.dma_start %src[], %dst[], %n, %tag[] : memref<f32>, memref<f32>, memref<f64>
  // CHECK-NEXT: memref.dma_wait %tag[], %n : memref<f64>
  memref.dma_wait %tag[], %n : memref<f64>
  return
}

// Allocation ops of the memref dialect (alloc, alloca, realloc, dealloc,
// alloca_scope) and each syntax variant, as MLIR 22 prints them.
// check-roundtrip compares xDSL's output with mlir-opt's (both forms).
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @alloc
func.func @alloc(%d: index, %s: index) {
  // CHECK-NEXT: %0 = memref.alloc() : memref<8x64xf32>
  %0 = memref.alloc() : memref<8x64xf32>
  // CHECK-NEXT: %1 = memref.alloc(%d) : memref<8x?xf32>
  %1 = memref.alloc(%d) : memref<8x?xf32>
  // CHECK-NEXT: %2 = memref.alloc(%d, %d) : memref<?x?xf32>
  %2 = memref.alloc(%d, %d) : memref<?x?xf32>
  // CHECK-NEXT: %3 = memref.alloc()[%s] : memref<4xf32, strided<[1], offset: ?>>
  %3 = memref.alloc()[%s] : memref<4xf32, strided<[1], offset: ?>>
  // CHECK-NEXT: %4 = memref.alloc(%d)[%s, %s] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  %4 = memref.alloc(%d)[%s, %s] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  // CHECK-NEXT: %5 = memref.alloc() : memref<4x4xf32, strided<[8, 1], offset: 2>>
  %5 = memref.alloc() : memref<4x4xf32, strided<[8, 1], offset: 2>>
  // CHECK-NEXT: %6 = memref.alloc() {alignment = 64 : i64} : memref<f32>
  %6 = memref.alloc() {alignment = 64} : memref<f32>
  // CHECK-NEXT: %7 = memref.alloc(%d) {alignment = 8 : i64} : memref<?xf32>
  %7 = memref.alloc(%d) {alignment = 8 : i64} : memref<?xf32>
  // CHECK-NEXT: %8 = memref.alloc() : memref<4xf32, "shared">
  %8 = memref.alloc() : memref<4xf32, "shared">
  // CHECK-NEXT: %9 = memref.alloc() {tag = "x"} : memref<0xi8>
  %9 = memref.alloc() {tag = "x"} : memref<0xi8>
  // CHECK-NEXT: %10 = memref.alloc() {alignment = 16 : i64, tag} : memref<2xvector<4xf32>>
  %10 = memref.alloc() {alignment = 16, tag} : memref<2xvector<4xf32>>
  // CHECK-NEXT: %11 = memref.alloc() : memref<2xmemref<4xf32>>
  %11 = memref.alloc() : memref<2xmemref<4xf32>>
  return
}

// -----

// CHECK-LABEL: func.func @alloca
func.func @alloca(%d: index, %s: index) {
  // CHECK-NEXT: %0 = memref.alloca() : memref<8x64xf32>
  %0 = memref.alloca() : memref<8x64xf32>
  // CHECK-NEXT: %1 = memref.alloca(%d) {alignment = 16 : i64} : memref<?xf32, "private">
  %1 = memref.alloca(%d) {alignment = 16} : memref<?xf32, "private">
  // CHECK-NEXT: %2 = memref.alloca(%d)[%s] : memref<?xf32, strided<[1], offset: ?>>
  %2 = memref.alloca(%d)[%s] : memref<?xf32, strided<[1], offset: ?>>
  // CHECK-NEXT: %3 = memref.alloca() {tag} : memref<i1>
  %3 = memref.alloca() {tag} : memref<i1>
  return
}

// -----

// Stack allocations in the scope of ops other than func.func.
// CHECK-LABEL: func.func @alloca_in_loop
func.func @alloca_in_loop(%lb: index, %ub: index) {
  // CHECK: scf.for
  scf.for %i = %lb to %ub step %lb {
    // CHECK-NEXT: %0 = memref.alloca() : memref<4xf32>
    %0 = memref.alloca() : memref<4xf32>
  }
  return
}

// CHECK-LABEL: llvm.func @alloca_in_llvm_func
llvm.func @alloca_in_llvm_func() {
  // CHECK-NEXT: %0 = memref.alloca() : memref<4xf32>
  %0 = memref.alloca() : memref<4xf32>
  llvm.return
}

// -----

// CHECK-LABEL: func.func @realloc
func.func @realloc(%src: memref<64xf32>, %dyn: memref<?xf32>, %d: index) {
  // CHECK-NEXT: %0 = memref.realloc %src : memref<64xf32> to memref<124xf32>
  %0 = memref.realloc %src : memref<64xf32> to memref<124xf32>
  // CHECK-NEXT: %1 = memref.realloc %dyn : memref<?xf32> to memref<124xf32>
  %1 = memref.realloc %dyn : memref<?xf32> to memref<124xf32>
  // CHECK-NEXT: %2 = memref.realloc %1(%d) : memref<124xf32> to memref<?xf32>
  %2 = memref.realloc %1(%d) : memref<124xf32> to memref<?xf32>
  // CHECK-NEXT: %3 = memref.realloc %2 {alignment = 8 : i64} : memref<?xf32> to memref<16xf32>
  %3 = memref.realloc %2 {alignment = 8} : memref<?xf32> to memref<16xf32>
  // CHECK-NEXT: %4 = memref.realloc %3(%d) {alignment = 32 : i64, tag} : memref<16xf32> to memref<?xf32>
  %4 = memref.realloc %3(%d) {alignment = 32, tag} : memref<16xf32> to memref<?xf32>
  // CHECK-NEXT: %5 = memref.realloc %4 : memref<?xf32> to memref<8xf32, strided<[1]>>
  %5 = memref.realloc %4 : memref<?xf32> to memref<8xf32, strided<[1]>>
  return
}

// -----

// CHECK-LABEL: func.func @dealloc
func.func @dealloc(%u: memref<*xf32>, %s: memref<?xf32, strided<[?], offset: ?>>) {
  // CHECK-NEXT: %0 = memref.alloc() : memref<4xf32>
  // CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
  %0 = memref.alloc() : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  // CHECK-NEXT: memref.dealloc %u : memref<*xf32>
  memref.dealloc %u : memref<*xf32>
  // CHECK-NEXT: memref.dealloc %s {tag} : memref<?xf32, strided<[?], offset: ?>>
  memref.dealloc %s {tag} : memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

// The terminator is implicit (and not printed) when the scope has no results.
// CHECK-LABEL: func.func @alloca_scope
func.func @alloca_scope(%v: f32, %i: index) -> (f32, f32, index) {
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT:   %0 = memref.alloca() : memref<4xf32>
  // CHECK-NEXT:   %1 = memref.load %0[%i] : memref<4xf32>
  // CHECK-NEXT: }
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
    %1 = memref.load %0[%i] : memref<4xf32>
  }
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT: }
  memref.alloca_scope {
    memref.alloca_scope.return
  }
  // CHECK-NEXT: %2 = memref.alloca_scope  -> (f32) {
  // CHECK-NEXT:   memref.alloca_scope.return %v : f32
  // CHECK-NEXT: }
  %2 = memref.alloca_scope -> f32 {
    memref.alloca_scope.return %v : f32
  }
  // CHECK-NEXT: %3, %4 = memref.alloca_scope  -> (f32, index) {
  // CHECK-NEXT:   memref.alloca_scope.return {tag} %v, %i : f32, index
  // CHECK-NEXT: } {scope_tag = 1 : i64}
  %3:2 = memref.alloca_scope -> (f32, index) {
    memref.alloca_scope.return {tag} %v, %i : f32, index
  } {scope_tag = 1}
  // CHECK-NEXT: memref.alloca_scope  {
  // CHECK-NEXT: } {empty}
  memref.alloca_scope {
  } {empty}
  // CHECK-NEXT: func.return %2, %3, %4 : f32, f32, index
  return %2, %3#0, %3#1 : f32, f32, index
}

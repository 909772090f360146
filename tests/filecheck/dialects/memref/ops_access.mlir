// Element accesses of the memref dialect (load, store, atomic_rmw,
// generic_atomic_rmw with atomic_yield, prefetch) and each syntax variant, as
// MLIR 22 prints them. check-roundtrip compares xDSL's output with mlir-opt's.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @load_store
func.func @load_store(%m: memref<4x?xf32>, %s: memref<i32, strided<[], offset: ?>>, %i: index, %v: f32, %w: i32) {
  // CHECK-NEXT: %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  %0 = memref.load %m[%i, %i] : memref<4x?xf32>
  // CHECK-NEXT: %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  // CHECK-NEXT: %2 = memref.load %m[%i, %i] {alignment = 16 : i64} : memref<4x?xf32>
  %2 = memref.load %m[%i, %i] {alignment = 16} : memref<4x?xf32>
  // CHECK-NEXT: %3 = memref.load %m[%i, %i] {alignment = 4 : i64, nontemporal = true, tag} : memref<4x?xf32>
  %3 = memref.load %m[%i, %i] {nontemporal = true, tag, alignment = 4} : memref<4x?xf32>
  // CHECK-NEXT: %4 = memref.load %s[] : memref<i32, strided<[], offset: ?>>
  %4 = memref.load %s[] : memref<i32, strided<[], offset: ?>>
  // CHECK-NEXT: memref.store %v, %m[%i, %i] : memref<4x?xf32>
  memref.store %v, %m[%i, %i] : memref<4x?xf32>
  // CHECK-NEXT: memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
  // CHECK-NEXT: memref.store %v, %m[%i, %i] {alignment = 8 : i64, nontemporal = true} : memref<4x?xf32>
  memref.store %v, %m[%i, %i] {alignment = 8, nontemporal = true} : memref<4x?xf32>
  // CHECK-NEXT: memref.store %w, %s[] {tag} : memref<i32, strided<[], offset: ?>>
  memref.store %w, %s[] {tag} : memref<i32, strided<[], offset: ?>>
  return
}

// -----

// Every kind of atomic_rmw, written as a keyword or as a string.
// CHECK-LABEL: func.func @atomic_rmw
func.func @atomic_rmw(%f: memref<10xf32>, %n: memref<4x?xi64>, %x: f32, %y: i64, %i: index) {
  // CHECK-NEXT: %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %0 = memref.atomic_rmw addf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %1 = memref.atomic_rmw addi %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %1 = memref.atomic_rmw addi %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %2 = memref.atomic_rmw andi %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %2 = memref.atomic_rmw andi %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %3 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %3 = memref.atomic_rmw assign %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %4 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %4 = memref.atomic_rmw maximumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %5 = memref.atomic_rmw maxnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %5 = memref.atomic_rmw maxnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %6 = memref.atomic_rmw maxs %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %6 = memref.atomic_rmw maxs %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %7 = memref.atomic_rmw maxu %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %7 = memref.atomic_rmw maxu %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %8 = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %8 = memref.atomic_rmw minimumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %9 = memref.atomic_rmw minnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %9 = memref.atomic_rmw minnumf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %10 = memref.atomic_rmw mins %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %10 = memref.atomic_rmw mins %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %11 = memref.atomic_rmw minu %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %11 = memref.atomic_rmw minu %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %12 = memref.atomic_rmw mulf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  %12 = memref.atomic_rmw mulf %x, %f[%i] : (f32, memref<10xf32>) -> f32
  // CHECK-NEXT: %13 = memref.atomic_rmw muli %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %13 = memref.atomic_rmw muli %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %14 = memref.atomic_rmw ori %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %14 = memref.atomic_rmw ori %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %15 = memref.atomic_rmw xori %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  %15 = memref.atomic_rmw xori %y, %n[%i, %i] : (i64, memref<4x?xi64>) -> i64
  // CHECK-NEXT: %16 = memref.atomic_rmw addf %x, %f[%i] {tag} : (f32, memref<10xf32>) -> f32
  %16 = memref.atomic_rmw "addf" %x, %f[%i] {tag} : (f32, memref<10xf32>) -> f32
  return
}

// -----

// CHECK-LABEL: func.func @generic_atomic_rmw
func.func @generic_atomic_rmw(%f: memref<10xf32>, %n: memref<i32>, %x: f32, %i: index) {
  // CHECK-NEXT: %0 = memref.generic_atomic_rmw %f[%i] : memref<10xf32> {
  // CHECK-NEXT: ^bb0(%current: f32):
  // CHECK-NEXT:   %1 = arith.addf %current, %x : f32
  // CHECK-NEXT:   memref.atomic_yield %1 : f32
  // CHECK-NEXT: }
  %0 = memref.generic_atomic_rmw %f[%i] : memref<10xf32> {
  ^bb0(%current: f32):
    %1 = arith.addf %current, %x : f32
    memref.atomic_yield %1 : f32
  }
  // CHECK-NEXT: %2 = memref.generic_atomic_rmw %n[] : memref<i32> {
  // CHECK-NEXT: ^bb0(%old: i32):
  // CHECK-NEXT:   memref.atomic_yield %old {tag} : i32
  // CHECK-NEXT: } {outer}
  %2 = memref.generic_atomic_rmw %n[] : memref<i32> {
  ^bb0(%old: i32):
    memref.atomic_yield %old {tag} : i32
  } {outer}
  return
}

// -----

// CHECK-LABEL: func.func @prefetch
func.func @prefetch(%m: memref<400x400xi32>, %n: memref<4xf32, strided<[2], offset: ?>>, %i: index) {
  // CHECK-NEXT: memref.prefetch %m[%i, %i], read, locality<3>, data : memref<400x400xi32>
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<400x400xi32>
  // CHECK-NEXT: memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<400x400xi32>
  memref.prefetch %m[%i, %i], write, locality<0>, instr : memref<400x400xi32>
  // CHECK-NEXT: memref.prefetch %n[%i], read, locality<1>, instr : memref<4xf32, strided<[2], offset: ?>>
  memref.prefetch %n[%i], read, locality<1>, instr : memref<4xf32, strided<[2], offset: ?>>
  // CHECK-NEXT: memref.prefetch %n[%i], write, locality<2>, data : memref<4xf32, strided<[2], offset: ?>>
  memref.prefetch %n[%i], write, locality<2>, data : memref<4xf32, strided<[2], offset: ?>>
  return
}

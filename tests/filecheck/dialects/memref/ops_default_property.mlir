// An explicit `nontemporal = false` (the default) stays in the generic form
// and is not printed in the pretty form, by xDSL as by mlir-opt (so it cannot
// round trip through MLIR's pretty form: no check-roundtrip here).
// RUN: xdsl-opt %s | filecheck %s
// RUN: %mlir-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC
// RUN: %mlir-opt %s --mlir-print-op-generic | filecheck %s --check-prefix=GENERIC

func.func @defaults(%m: memref<4xf32>, %i: index) {
  // CHECK: %[[V:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
  // GENERIC: "memref.load"(%{{.*}}, %{{.*}}) <{nontemporal = false}> : (memref<4xf32>, index) -> f32
  %0 = memref.load %m[%i] {nontemporal = false} : memref<4xf32>
  // CHECK-NEXT: memref.store %[[V]], %{{.*}}[%{{.*}}] {alignment = 4 : i64} : memref<4xf32>
  // GENERIC-NEXT: "memref.store"(%{{.*}}, %{{.*}}, %{{.*}}) <{alignment = 4 : i64, nontemporal = false}> : (f32, memref<4xf32>, index) -> ()
  memref.store %0, %m[%i] {alignment = 4, nontemporal = false} : memref<4xf32>
  return
}

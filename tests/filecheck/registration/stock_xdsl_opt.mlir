// Stock xdsl-opt, with no flag, knows the ops xDSL 0.74 lacks once the package
// is installed, and prints them in MLIR's syntax.
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s | %mlir-opt | filecheck %s --check-prefix=MLIR

// CHECK-LABEL: func.func @plain
// MLIR-LABEL: func.func @plain
func.func @plain(%a: memref<?xf32>, %b: memref<2xf32>, %c: i1, %n: index) -> (memref<?xf32>, i1) {
  // CHECK: %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  // MLIR: memref.realloc
  %r = memref.realloc %a(%n) : memref<?xf32> to memref<?xf32>
  // CHECK: %d = bufferization.dealloc (%b : memref<2xf32>) if (%c) retain (%r : memref<?xf32>)
  // MLIR: bufferization.dealloc
  %d = bufferization.dealloc (%b : memref<2xf32>) if (%c) retain (%r : memref<?xf32>)
  // CHECK: scf.forall (%i) in (%n) {
  // MLIR: scf.forall
  scf.forall (%i) in (%n) {
    %v = memref.load %r[%i] : memref<?xf32>
  }
  func.return %r, %d : memref<?xf32>, i1
}

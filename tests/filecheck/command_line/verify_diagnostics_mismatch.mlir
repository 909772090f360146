// When the diagnostics do not match the annotations, -verify-diagnostics
// fails (exit status 1) and says why, in mlir-opt's words, at the same
// positions and in the same order: unexpected diagnostics as they come, then
// the annotations no diagnostic met.
// RUN: not xdsl-bufferization-opt %s -split-input-file -verify-diagnostics 2>&1 | filecheck %s
// RUN: not %mlir-opt %s -split-input-file -verify-diagnostics 2>&1 | filecheck %s

func.func @not_produced() {
  // expected-error @+1 {{this error does not happen}}
  return
}

// -----

func.func @unexpected(%m: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4x4xf32>
  return %v : f32
}

// -----

func.func @wrong_line(%m: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+2 {{incorrect number of indices}}
  %v = memref.load %m[%c0] : memref<4x4xf32>
  return %v : f32
}

// CHECK:      verify_diagnostics_mismatch.mlir:17:8: error: unexpected error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// CHECK-NEXT: {{^}}  %v = memref.load %m[%c0] : memref<4x4xf32>
// CHECK-NEXT: {{^}}       ^
// CHECK:      verify_diagnostics_mismatch.mlir:26:8: error: unexpected error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// CHECK:      verify_diagnostics_mismatch.mlir:9:6: error: expected error "this error does not happen" was not produced
// CHECK-NEXT: {{^}}  // expected-error @+1 {{[{][{]}}this error does not happen{{[}][}]}}
// CHECK:      verify_diagnostics_mismatch.mlir:25:6: error: expected error "incorrect number of indices" was not produced

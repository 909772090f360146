// Without -verify-diagnostics, a diagnostic is printed as mlir-opt prints
// it: file:line:col at the op, the source line, a caret, and MLIR's
// "see current operation" note; the exit status is 1 and the other chunks of
// a split input are still processed. xdsl-opt (with the plugin) prints the
// same first three lines.
// RUN: not xdsl-bufferization-opt %s -split-input-file 2>&1 | filecheck %s --check-prefixes=CHECK,OPT
// RUN: not %mlir-opt %s -split-input-file 2>&1 | filecheck %s --check-prefixes=CHECK,OPT
// RUN: not xdsl-opt %s --split-input-file 2>&1 | filecheck %s
// (xdsl-opt stops at the first chunk that fails.)

func.func @load_indices(%m: memref<4x4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<4x4xf32>
  return %v : f32
}

// CHECK:      error_locations.mlir:13:8: error: 'memref.load' op incorrect number of indices for load, expected 2 but got 1
// CHECK-NEXT: {{^}}  %v = memref.load %m[%c0] : memref<4x4xf32>
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: error_locations.mlir:13:8: note: see current operation: {{.*}}"memref.load"

// -----

func.func @slice(%t: tensor<4xf32>) -> tensor<3xf32> {
  %0 = tensor.extract_slice %t[2] [3] [1] : tensor<4xf32> to tensor<3xf32>
  return %0 : tensor<3xf32>
}

// OPT:      error_locations.mlir:25:8: error: slice along dimension 0 runs out-of-bounds: 4 >= 4
// OPT-NEXT: {{^}}  %0 = tensor.extract_slice %t[2] [3] [1] : tensor<4xf32> to tensor<3xf32>
// OPT-NEXT: {{^}}       ^

// -----

func.func @still_processed() {
  return
}

// OPT: @still_processed

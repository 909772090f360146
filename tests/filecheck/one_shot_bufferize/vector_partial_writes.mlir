// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only}' | filecheck %s --check-prefixes=ACCESS,OURS
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries test-analysis-only' | filecheck %s --check-prefixes=ACCESS,MLIR
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=COPY
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s --check-prefix=MLIR-COPY

// transfer_writes that keep part of their destination. MLIR 22 compares the
// destination shape with the vector shape position by position, ignoring the
// permutation map, vectors of lower rank and the mask operand: it decides
// that these writes do not read their destination, and when such a write
// happens out of place it allocates without copying the old contents (the
// kept elements are then uninitialized). We decide that they read it, and
// copy (see docs/one_shot_bufferize.md). A write whose vector covers the
// whole destination through its permutation map does not read it for us;
// MLIR 22 says it does (one copy more, not wrong).

// vector<8xf32> at [0, 0] writes row 0 of four.
func.func @one_row_of_four(%v: vector<8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<1.0> : tensor<4x8xf32>
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}

// The mask operand keeps the masked-off elements.
func.func @masked_operand(%v: vector<8xf32>, %m: vector<8xi1>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<1.0> : tensor<8xf32>
  %w = vector.transfer_write %v, %t[%c0], %m : vector<8xf32>, tensor<8xf32>
  return %w : tensor<8xf32>
}

// Transposed, the 4x8 vector covers only a 4x4 corner of the 4x8 tensor.
func.func @transposed_corner(%v: vector<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<1.0> : tensor<4x8xf32>
  %w = vector.transfer_write %v, %t[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}

// Transposed, the 4x8 vector covers all of the 8x4 tensor.
func.func @transposed_whole(%t: tensor<8x4xf32>, %v: vector<4x8xf32>) -> tensor<8x4xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x8xf32>, tensor<8x4xf32>
  return %w : tensor<8x4xf32>
}

// ACCESS-LABEL: func.func @one_row_of_four(
// ACCESS-LABEL: func.func @masked_operand(
// ACCESS-LABEL: func.func @transposed_corner(
// ACCESS-LABEL: func.func @transposed_whole(
// OURS-SAME:      bufferization.access = "write"
// MLIR-SAME:      bufferization.access = "read-write"

// COPY-LABEL: func.func @one_row_of_four(
// COPY:         memref.alloc
// COPY-NEXT:    memref.copy
// COPY-NEXT:    vector.transfer_write
// COPY-LABEL: func.func @masked_operand(
// COPY:         memref.alloc
// COPY-NEXT:    memref.copy
// COPY-NEXT:    vector.transfer_write
// COPY-LABEL: func.func @transposed_corner(
// COPY:         memref.alloc
// COPY-NEXT:    memref.copy
// COPY-NEXT:    vector.transfer_write

// MLIR-COPY-LABEL: func.func @one_row_of_four(
// MLIR-COPY:         memref.alloc
// MLIR-COPY-NEXT:    vector.transfer_write
// MLIR-COPY-LABEL: func.func @masked_operand(
// MLIR-COPY:         memref.alloc
// MLIR-COPY-NEXT:    vector.transfer_write
// MLIR-COPY-LABEL: func.func @transposed_corner(
// MLIR-COPY:         memref.alloc
// MLIR-COPY-NEXT:    vector.transfer_write

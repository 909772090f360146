// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefixes=CHECK,XDSL
// RUN: not %mlir-opt %s -split-input-file -one-shot-bufferize='bufferize-function-boundaries' 2>&1 | filecheck %s

// A vector.mask holds one op and cannot hold the copy its masked write would
// need: the write into a constant (not writable) is an error, as in MLIR 22.

func.func @masked_write_into_constant(%v: vector<4xf32>, %m: vector<4xi1>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %t = arith.constant dense<1.0> : tensor<8xf32>
  %w = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32> } : vector<4xi1> -> tensor<8xf32>
  return %w : tensor<8xf32>
}

// CHECK: 'vector.mask' op body must bufferize in-place
// XDSL-NOT: memref.alloc

// -----

// The same with a tensor that is read after the masked write.
func.func @masked_write_then_read_old(%t: tensor<8xf32>, %v: vector<4xf32>, %m: vector<4xi1>, %pad: f32) -> (tensor<8xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32> } : vector<4xi1> -> tensor<8xf32>
  %r = vector.transfer_read %t[%c0], %pad : tensor<8xf32>, vector<4xf32>
  return %w, %r : tensor<8xf32>, vector<4xf32>
}

// CHECK: 'vector.mask' op body must bufferize in-place

// RUN: not xdsl-opt %s --allow-unregistered-dialect -p one-shot-bufferize 2>&1 | filecheck %s --check-prefixes=CHECK,XDSL
// RUN: not %mlir-opt %s -allow-unregistered-dialect -one-shot-bufferize 2>&1 | filecheck %s

// An op without bufferization model, with tensor operands, without
// allow-unknown-ops: an error at the op, and the IR untouched.

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK: error: op was not bufferized
// XDSL-NOT: bufferization.to_buffer
// XDSL: %0 = "test.foo"(%t) : (tensor<4xf32>) -> tensor<4xf32>

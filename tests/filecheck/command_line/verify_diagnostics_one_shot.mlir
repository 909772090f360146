// One-Shot Bufferize reports an op it cannot bufferize at that op, as
// mlir-opt does (not at the func.return that uses its result).
// RUN: xdsl-bufferization-opt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries" -split-input-file -verify-diagnostics
// RUN: %mlir-opt %s -allow-unregistered-dialect -one-shot-bufferize="bufferize-function-boundaries" -split-input-file -verify-diagnostics
// RUN: xdsl-bufferization-opt %s -allow-unregistered-dialect -one-shot-bufferize -split-input-file -verify-diagnostics
// RUN: %mlir-opt %s -allow-unregistered-dialect -one-shot-bufferize -split-input-file -verify-diagnostics

func.func @unknown_op(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant 1.0 : f32
  %c0 = arith.constant 0 : index
  %0 = tensor.insert %c into %t[%c0] : tensor<4xf32>
  // expected-error @+1 {{op was not bufferized}}
  %1 = "test.foo"(%0) : (tensor<4xf32>) -> tensor<4xf32>
  return %1 : tensor<4xf32>
}

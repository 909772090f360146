// alloc_tensor with an unranked result: MLIR 22's verifier crashes on it
// (it casts the result type to a ranked tensor type), so only xDSL is checked.
// RUN: xdsl-opt %s --verify-diagnostics | filecheck %s

func.func @alloc_tensor_unranked() {
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> tensor<*xf32>
  return
}
// CHECK: expected a ranked tensor result type

// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s

// Generic tensor.pad whose dynamic padding operands do not match the
// markers of static_low / static_high. MLIR 22 does not check this (and
// then pads with the wrong values); we reject it.

func.func @extra_operand(%t: tensor<2x4xf32>, %l: index) -> tensor<4x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = "tensor.pad"(%t, %l) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 2>, static_low = array<i64: 1, 2>}> ({
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  }) : (tensor<2x4xf32>, index) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

// CHECK: The number of dynamic positions passed as values (1) does not match the number of dynamic position markers (0) in the low padding arguments.

// -----

func.func @missing_operand(%t: tensor<2x4xf32>) -> tensor<4x?xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, -9223372036854775808>, static_low = array<i64: 1, 2>}> ({
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  }) : (tensor<2x4xf32>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}

// CHECK: The number of dynamic positions passed as values (0) does not match the number of dynamic position markers (1) in the high padding arguments.

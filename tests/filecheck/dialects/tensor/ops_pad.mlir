// RUN: %check-roundtrip %s --dialects=tensor
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// tensor.pad as MLIR 22 accepts and prints it: a static result dimension
// where the source or a padding is dynamic (xDSL 0.74's verifier rejected
// these: "number of dynamic sizes (1) must equal number of unknown
// dimensions in result tensor (0)"), nofold, negative paddings, attributes.

func.func @static_result(%t: tensor<?x4xf32>, %h: index) -> tensor<6x8xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[1, 2] high[%h, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x4xf32> to tensor<6x8xf32>
  func.return %0 : tensor<6x8xf32>
}

// CHECK-LABEL: func.func @static_result(
// CHECK: tensor.pad %{{.*}} low[1, 2] high[%{{.*}}, 2] {
// CHECK: } : tensor<?x4xf32> to tensor<6x8xf32>

// -----

func.func @dynamic(%t: tensor<2x4xf32>, %l: index) -> tensor<4x?xf32> {
  %0 = tensor.pad %t nofold low[1, %l] high[1, 2] {
  ^bb0(%i: index, %j: index):
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    tensor.yield %f : f32
  } {some.attr} : tensor<2x4xf32> to tensor<4x?xf32>
  func.return %0 : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @dynamic(
// CHECK: tensor.pad %{{.*}} nofold low[1, %{{.*}}] high[1, 2] {
// CHECK: } {some.attr} : tensor<2x4xf32> to tensor<4x?xf32>

// -----

func.func @negative(%t: tensor<2x4xf32>) -> tensor<2x2xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %t low[0, -1] high[0, -1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<2x4xf32> to tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @negative(
// CHECK: tensor.pad %{{.*}} low[0, -1] high[0, -1] {

// RUN: %check-roundtrip %s --dialects=tensor
// RUN: xdsl-opt %s | filecheck %s

// The tensor ops we keep from xDSL 0.74 (dim, extract, insert, extract_slice
// with rank reduction, insert_slice, cast with unranked, from_elements, splat
// with dynamic sizes, pad with nofold, concat): they round-trip through
// mlir-opt and print as mlir-opt prints them.

func.func @xdsl_ops(%t: tensor<4x?xf32>, %s: tensor<2x2xf32>, %f: f32, %i: index, %u: tensor<*xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %1 = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %2 = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  %3 = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %4 = tensor.insert_slice %s into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %5 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %6 = tensor.cast %u : tensor<*xf32> to tensor<4xf32>
  %7 = tensor.from_elements %f, %f : tensor<2xf32>
  %8 = tensor.splat %f : tensor<4xf32>
  %9 = tensor.splat %f[%i] : tensor<?xf32>
  %10 = tensor.pad %s low[1, %i] high[1, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<2x2xf32> to tensor<4x?xf32>
  %11 = tensor.concat dim(0) %s, %s : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
  %12 = tensor.extract_slice %t[0, 0] [1, 2] [1, 1] : tensor<4x?xf32> to tensor<2xf32>
  %13 = tensor.dim %u, %c0 : tensor<*xf32>
  %14 = tensor.pad %s nofold low[0, 0] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<2x2xf32> to tensor<3x3xf32>
  %15 = tensor.from_elements %f : tensor<f32>
  %16 = tensor.extract %15[] : tensor<f32>
  func.return
}

// CHECK-LABEL: func.func @xdsl_ops
// CHECK:         tensor.splat %{{.*}}[%{{.*}}] : tensor<?xf32>
// CHECK:         tensor.pad %{{.*}} low[1, %{{.*}}] high[1, 2] {
// CHECK:         tensor.concat dim(0) %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
// CHECK:         tensor.pad %{{.*}} nofold low[0, 0] high[1, 1] {

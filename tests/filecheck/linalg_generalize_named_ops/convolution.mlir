// linalg-generalize-named-ops on convolutions: strides and dilations become
// the coefficients of the input map, the default (1) leaves them out;
// depthwise and quantized (zero points subtracted) forms. The same CHECK
// lines hold for mlir-opt and xdsl-opt.
// RUN: xdsl-opt %s --split-input-file -p linalg-generalize-named-ops | filecheck %s
// RUN: %mlir-opt %s --split-input-file --linalg-generalize-named-ops --mlir-print-local-scope | filecheck %s

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 3, d2 * 2 + d5 * 3, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<1x10x10x2xf16>, tensor<3x3x2x4xf16>) outs(%{{.*}} : tensor<1x2x2x4xf32>) {
// CHECK-NEXT: ^bb0(%[[I:.*]]: f16, %[[K:.*]]: f16, %[[O:.*]]: f32):
// CHECK-NEXT:   %[[EI:.*]] = arith.extf %[[I]] : f16 to f32
// CHECK-NEXT:   %[[EK:.*]] = arith.extf %[[K]] : f16 to f32
// CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[EI]], %[[EK]] : f32
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[O]], %[[M]] : f32
// CHECK-NEXT:   linalg.yield %[[S]] : f32
func.func @conv_2d_nhwc_hwcf(%i: tensor<1x10x10x2xf16>, %k: tensor<3x3x2x4xf16>, %o: tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<3> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x10x10x2xf16>, tensor<3x3x2x4xf16>) outs(%o : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32>
  return %0 : tensor<1x2x2x4xf32>
}

// -----

// CHECK-LABEL: func.func @conv_1d_and_3d
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d5, d2 + d6, d3 + d7, d4 + d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d1, d5, d6, d7, d8)>, affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]}
func.func @conv_1d_and_3d(%i: memref<8xf32>, %k: memref<3xf32>, %o: memref<6xf32>, %i3: memref<1x2x4x4x4xf32>, %k3: memref<3x2x2x2x2xf32>, %o3: memref<1x3x3x3x3xf32>) {
  linalg.conv_1d ins(%i, %k : memref<8xf32>, memref<3xf32>) outs(%o : memref<6xf32>)
  linalg.conv_3d_ncdhw_fcdhw ins(%i3, %k3 : memref<1x2x4x4x4xf32>, memref<3x2x2x2x2xf32>) outs(%o3 : memref<1x3x3x3x3xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_q
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK-NEXT: ^bb0(%[[I:.*]]: i8, %[[K:.*]]: i8, %[[IZ:.*]]: i32, %[[KZ:.*]]: i32, %[[O:.*]]: i32):
// CHECK-NEXT:   %[[EI:.*]] = arith.extsi %[[I]] : i8 to i32
// CHECK-NEXT:   %[[DI:.*]] = arith.subi %[[EI]], %[[IZ]] : i32
// CHECK-NEXT:   %[[EK:.*]] = arith.extsi %[[K]] : i8 to i32
// CHECK-NEXT:   %[[DK:.*]] = arith.subi %[[EK]], %[[KZ]] : i32
// CHECK-NEXT:   %[[M:.*]] = arith.muli %[[DI]], %[[DK]] : i32
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[O]], %[[M]] : i32
func.func @depthwise_q(%i: tensor<1x5x5x3xi8>, %k: tensor<2x2x3xi8>, %iz: i32, %kz: i32, %o: tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32> {
  %0 = linalg.depthwise_conv_2d_nhwc_hwc_q ins(%i, %k, %iz, %kz : tensor<1x5x5x3xi8>, tensor<2x2x3xi8>, i32, i32) outs(%o : tensor<1x4x4x3xi32>) -> tensor<1x4x4x3xi32>
  return %0 : tensor<1x4x4x3xi32>
}

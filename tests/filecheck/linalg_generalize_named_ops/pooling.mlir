// linalg-generalize-named-ops on poolings: the kernel only gives the window
// shape (its element is not read), sum/max/min accumulate into the output,
// the unsigned forms extend and compare unsigned. Same CHECK lines for
// mlir-opt and xdsl-opt.
// RUN: xdsl-opt %s --split-input-file -p linalg-generalize-named-ops | filecheck %s
// RUN: %mlir-opt %s --split-input-file --linalg-generalize-named-ops --mlir-print-local-scope | filecheck %s

// CHECK-LABEL: func.func @pooling_nchw_max
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]}
// CHECK-NEXT: ^bb0(%[[I:.*]]: f32, %{{.*}}: f32, %[[O:.*]]: f32):
// CHECK-NEXT:   %[[M:.*]] = arith.maximumf %[[O]], %[[I]] : f32
// CHECK-NEXT:   linalg.yield %[[M]] : f32
func.func @pooling_nchw_max(%i: tensor<1x2x6x6xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %0 = linalg.pooling_nchw_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>} ins(%i, %k : tensor<1x2x6x6xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %0 : tensor<1x2x3x3xf32>
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3 * 2, d2)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK-NEXT: ^bb0(%[[I:.*]]: i8, %{{.*}}: i8, %[[O:.*]]: i32):
// CHECK-NEXT:   %[[E:.*]] = arith.extui %[[I]] : i8 to i32
// CHECK-NEXT:   %[[M:.*]] = arith.minui %[[O]], %[[E]] : i32
func.func @pooling_nwc_min_unsigned(%i: memref<2x8x3xi8>, %k: memref<3xi8>, %o: memref<2x4x3xi32>) {
  linalg.pooling_nwc_min_unsigned {dilations = dense<2> : tensor<1xi64>} ins(%i, %k : memref<2x8x3xi8>, memref<3xi8>) outs(%o : memref<2x4x3xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @pooling_ndhwc_sum
// CHECK:      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]
// CHECK-NEXT: ^bb0(%[[I:.*]]: i32, %{{.*}}: i32, %[[O:.*]]: i32):
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[O]], %[[I]] : i32
func.func @pooling_ndhwc_sum(%i: tensor<1x3x3x3x1xi32>, %k: tensor<2x2x2xi32>, %o: tensor<1x2x2x2x1xi32>) -> tensor<1x2x2x2x1xi32> {
  %0 = linalg.pooling_ndhwc_sum ins(%i, %k : tensor<1x3x3x3x1xi32>, tensor<2x2x2xi32>) outs(%o : tensor<1x2x2x2x1xi32>) -> tensor<1x2x2x2x1xi32>
  return %0 : tensor<1x2x2x2x1xi32>
}

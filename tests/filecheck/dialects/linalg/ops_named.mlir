// Named linalg ops as users write them, in the forms MLIR 22 prints:
// attributes before ins, results after outs, tensors and memrefs, `cast`,
// `strides`/`dilations`, `indexing_maps` on the matmul family. Also issue 15:
// linalg.copy of a scalar (MLIR accepts it; xDSL 0.74's verifier failed with
// an AssertionError). check-roundtrip compares xDSL's output with mlir-opt's,
// line by line for the linalg ops.
// RUN: %check-roundtrip %s --dialects linalg
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @copy_and_fill
func.func @copy_and_fill(%s: f32, %t: tensor<4x4xf32>, %m: memref<4x4xf32>, %i: tensor<4x4xi8>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>) {
  // CHECK-NEXT: %0 = linalg.copy ins(%s : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %0 = linalg.copy ins(%s : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  // CHECK-NEXT: linalg.copy ins(%s : f32) outs(%m : memref<4x4xf32>)
  linalg.copy ins(%s : f32) outs(%m : memref<4x4xf32>)
  // CHECK-NEXT: %1 = linalg.fill ins(%s : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %1 = linalg.fill ins(%s : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  %e = tensor.empty() : tensor<4x4xi32>
  // CHECK: linalg.copy {cast = #linalg.type_fn<cast_unsigned>, tag = "x"} ins(%i : tensor<4x4xi8>) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  %2 = linalg.copy {tag = "x", cast = #linalg.type_fn<cast_unsigned>} ins(%i : tensor<4x4xi8>) outs(%e : tensor<4x4xi32>) -> tensor<4x4xi32>
  return %0, %1, %2 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xi32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#km = affine_map<(m, n, k) -> (k, m)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @matmul_family
func.func @matmul_family(%a: tensor<4x8xf32>, %at: tensor<8x4xf32>, %b: tensor<8x2xf32>, %c: tensor<4x2xf32>,
                         %i: memref<4x8xi8>, %j: memref<8x2xi8>, %k: memref<4x2xi32>, %z: i32,
                         %ba: tensor<3x4x8xf32>, %bb: tensor<3x8x2xf32>, %bc: tensor<3x4x2xf32>) -> (tensor<4x2xf32>, tensor<3x4x2xf32>, tensor<4x2xf32>) {
  // CHECK-NEXT: linalg.matmul ins
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
  // CHECK-NEXT: linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins
  %1 = linalg.matmul indexing_maps = [#km, #kn, #mn] ins(%at, %b : tensor<8x4xf32>, tensor<8x2xf32>) outs(%0 : tensor<4x2xf32>) -> tensor<4x2xf32>
  // CHECK-NEXT: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%i, %j : memref<4x8xi8>, memref<8x2xi8>) outs(%k : memref<4x2xi32>)
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%i, %j : memref<4x8xi8>, memref<8x2xi8>) outs(%k : memref<4x2xi32>)
  // CHECK-NEXT: linalg.quantized_matmul ins(%i, %j, %z, %z : memref<4x8xi8>, memref<8x2xi8>, i32, i32) outs(%k : memref<4x2xi32>)
  linalg.quantized_matmul ins(%i, %j, %z, %z : memref<4x8xi8>, memref<8x2xi8>, i32, i32) outs(%k : memref<4x2xi32>)
  // CHECK-NEXT: linalg.batch_matmul ins
  %2 = linalg.batch_matmul ins(%ba, %bb : tensor<3x4x8xf32>, tensor<3x8x2xf32>) outs(%bc : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
  // CHECK-NEXT: linalg.batch_reduce_matmul ins
  %3 = linalg.batch_reduce_matmul ins(%ba, %bb : tensor<3x4x8xf32>, tensor<3x8x2xf32>) outs(%1 : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %1, %2, %3 : tensor<4x2xf32>, tensor<3x4x2xf32>, tensor<4x2xf32>
}

// -----

// CHECK-LABEL: func.func @convolutions_and_poolings
func.func @convolutions_and_poolings(%i: tensor<1x11x9x2xf32>, %k: tensor<3x3x2x4xf32>, %o: tensor<1x3x3x4xf32>,
                                     %d: memref<1x2x8x8xf32>, %dk: memref<2x3x3xf32>, %do: memref<1x2x6x6xf32>,
                                     %w: tensor<2x2xf32>, %p: tensor<1x4x4x2xf32>) -> (tensor<1x3x3x4xf32>, tensor<1x4x4x2xf32>) {
  // CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<2> : tensor<2xi64>, strides = dense<[3, 2]> : tensor<2xi64>} ins
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<[3, 2]> : tensor<2xi64>, dilations = dense<2> : tensor<2xi64>} ins(%i, %k : tensor<1x11x9x2xf32>, tensor<3x3x2x4xf32>) outs(%o : tensor<1x3x3x4xf32>) -> tensor<1x3x3x4xf32>
  // CHECK-NEXT: linalg.depthwise_conv_2d_nchw_chw ins(%d, %dk : memref<1x2x8x8xf32>, memref<2x3x3xf32>) outs(%do : memref<1x2x6x6xf32>)
  linalg.depthwise_conv_2d_nchw_chw ins(%d, %dk : memref<1x2x8x8xf32>, memref<2x3x3xf32>) outs(%do : memref<1x2x6x6xf32>)
  // CHECK-NEXT: linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins
  %1 = linalg.pooling_nhwc_sum {strides = dense<2> : tensor<2xi64>} ins(%i, %w : tensor<1x11x9x2xf32>, tensor<2x2xf32>) outs(%p : tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %0, %1 : tensor<1x3x3x4xf32>, tensor<1x4x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @elementwise_named
func.func @elementwise_named(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xi1>, %m: memref<2x3xi32>) -> tensor<2x3xf32> {
  // CHECK-NEXT: linalg.add ins
  %0 = linalg.add ins(%a, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: linalg.powf ins
  %1 = linalg.powf ins(%0, %b : tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: linalg.select ins
  %2 = linalg.select ins(%c, %1, %a : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK-NEXT: linalg.div_unsigned ins(%m, %m : memref<2x3xi32>, memref<2x3xi32>) outs(%m : memref<2x3xi32>)
  linalg.div_unsigned ins(%m, %m : memref<2x3xi32>, memref<2x3xi32>) outs(%m : memref<2x3xi32>)
  // CHECK-NEXT: linalg.erf {tag} ins
  %3 = linalg.erf {tag} ins(%2 : tensor<2x3xf32>) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %3 : tensor<2x3xf32>
}

// Errors MLIR's linalg parsers report: a body that cannot be built for the
// operand types, an operand count the op does not take (linalg.fill without
// ins: issue 15), a missing attribute, with MLIR 22's messages.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @add_types(%a: tensor<4xf32>, %b: tensor<4xi32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'}}
  %0 = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xi32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: Cannot build binary Linalg operation: expects allComplex, allFloatingPoint, or allInteger, got 'f32' and 'i32'

// -----

func.func @exp_int(%a: tensor<4xi32>, %o: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{unsupported non numeric type}}
  %0 = linalg.exp ins(%a : tensor<4xi32>) outs(%o : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
// CHECK: unsupported non numeric type

// -----

func.func @fill_no_ins(%o: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %0 = linalg.fill outs(%o : tensor<4x4xf32>) -> tensor<4x4xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1}}
  return %0 : tensor<4x4xf32>
}
// CHECK: [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1

// -----

func.func @copy_too_many(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  return %0 : tensor<4xf32>
}
// CHECK: [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3

// -----

func.func @pooling_unsigned_float(%i: tensor<1x6x6x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32> {
  // expected-error @+1 {{unsupported operation: unsigned max not on uint}}
  %0 = linalg.pooling_nhwc_max_unsigned ins(%i, %k : tensor<1x6x6x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32>
  return %0 : tensor<1x5x5x1xf32>
}
// CHECK: unsupported operation: unsigned max not on uint

// -----

func.func @generic_no_iterators(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]} ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected "iterator_types" array attribute

// -----

func.func @elementwise_arity(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a : tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  // MLIR reports both after the op (at `return`).
  // expected-error @+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  // expected-error @+1 {{unable to parse elemwise op}}
  return %0 : tensor<4xf32>
}
// CHECK: [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// -----

func.func @elementwise_kind(%a: tensor<4xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+3 {{expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs, ceil, floor, negf, reciprocal, round, sqrt, rsqrt, square, tanh, erf, add, sub, mul, div, div_unsigned, max_signed, min_signed, max_unsigned, min_unsigned, powf, select}}
  // expected-error @+2 {{failed to parse ElementwiseKindAttr parameter}}
  // expected-error @+1 {{expected operation 'kind' attribute}}
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<dive> ins(%a, %a : tensor<4xf32>, tensor<4xf32>) outs(%o : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: expected ::mlir::linalg::ElementwiseKind to be one of: exp, log, abs,

// -----

func.func @contract_no_maps(%a: tensor<4x5xf32>, %b: tensor<5x6xf32>, %o: tensor<4x6xf32>) -> tensor<4x6xf32> {
  // expected-error @+1 {{expected 'indexing_maps' attribute}}
  %0 = linalg.contract ins(%a, %b : tensor<4x5xf32>, tensor<5x6xf32>) outs(%o : tensor<4x6xf32>) -> tensor<4x6xf32>
  return %0 : tensor<4x6xf32>
}
// CHECK: expected 'indexing_maps' attribute

// -----

func.func @quantized_zero_point(%a: tensor<4x3xi8>, %b: tensor<3x4xi8>, %z: i32, %o: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %z : tensor<4x3xi8>, tensor<3x4xi8>, i32) outs(%o : tensor<4x4xi32>) -> tensor<4x4xi32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4}}
  return %0 : tensor<4x4xi32>
}
// CHECK: [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got 4

// -----

func.func @conv_strides(%i: tensor<1x6x6x1xf32>, %k: tensor<3x3x1x1xf32>, %o: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  // expected-error @+1 {{attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<3xi64>} ins(%i, %k : tensor<1x6x6x1xf32>, tensor<3x3x1x1xf32>) outs(%o : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  return %0 : tensor<1x4x4x1xf32>
}
// CHECK: custom op 'linalg.conv_2d_nhwc_hwcf' 'linalg.conv_2d_nhwc_hwcf' op attribute 'strides' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]

// -----

func.func @pool_dilations(%i: tensor<1x6x6x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32> {
  // expected-error @+1 {{attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]}}
  %0 = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<3xi64>} ins(%i, %k : tensor<1x6x6x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x5x5x1xf32>) -> tensor<1x5x5x1xf32>
  return %0 : tensor<1x5x5x1xf32>
}
// CHECK: custom op 'linalg.pooling_nhwc_sum' 'linalg.pooling_nhwc_sum' op attribute 'dilations' failed to satisfy constraint: 64-bit signless int elements attribute of shape [2]

// -----

func.func @reduce_no_dimensions(%a: tensor<4x5xf32>, %o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<4x5xf32>) outs(%o : tensor<4xf32>)
  // expected-error @+1 {{custom op 'linalg.reduce' expected 'dimensions'}}
  return %0 : tensor<4xf32>
}
// CHECK: custom op 'linalg.reduce' expected 'dimensions'

// -----

func.func @transpose_no_permutation(%a: tensor<4x5xf32>, %o: tensor<5x4xf32>) -> tensor<5x4xf32> {
  %0 = linalg.transpose ins(%a : tensor<4x5xf32>) outs(%o : tensor<5x4xf32>)
  // expected-error @+1 {{custom op 'linalg.transpose' expected 'permutation'}}
  return %0 : tensor<5x4xf32>
}
// CHECK: custom op 'linalg.transpose' expected 'permutation'

// -----

func.func @broadcast_no_dimensions(%a: tensor<4xf32>, %o: tensor<4x5xf32>) -> tensor<4x5xf32> {
  %0 = linalg.broadcast ins(%a : tensor<4xf32>) outs(%o : tensor<4x5xf32>)
  // expected-error @+1 {{custom op 'linalg.broadcast' expected 'dimensions'}}
  return %0 : tensor<4x5xf32>
}
// CHECK: custom op 'linalg.broadcast' expected 'dimensions'

// -----

func.func @matmul_maps_not_maps(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{custom op 'linalg.matmul' element of indexing_maps array is not an affine_map}}
  linalg.matmul indexing_maps = [1, 2, 3] ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: custom op 'linalg.matmul' element of indexing_maps array is not an affine_map

// -----

func.func @batch_matmul_maps_not_maps(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %o: memref<2x3x7xf32>) {
  // expected-error @+1 {{custom op 'linalg.batch_matmul' expected affine map attribute}}
  linalg.batch_matmul indexing_maps = [1, 2, 3] ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%o : memref<2x3x7xf32>)
  return
}
// CHECK: custom op 'linalg.batch_matmul' expected affine map attribute

// -----

func.func @batch_reduce_matmul_maps_not_maps(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{custom op 'linalg.batch_reduce_matmul' expected affine map attribute}}
  linalg.batch_reduce_matmul indexing_maps = [1, 2, 3] ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: custom op 'linalg.batch_reduce_matmul' expected affine map attribute

// -----

func.func @contract_maps_not_maps(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+2 {{custom op 'linalg.contract' element of indexing_maps array is not an affine_map}}
  // expected-error @+1 {{custom op 'linalg.contract' expected 'indexing_maps' attribute}}
  linalg.contract indexing_maps = [1, 2, 3] ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: custom op 'linalg.contract' element of indexing_maps array is not an affine_map

// -----

func.func @elementwise_maps_not_maps(%a: memref<3x5xf32>, %o: memref<3x5xf32>) {
  // expected-error @+1 {{custom op 'linalg.elementwise' expected affine map attribute}}
  linalg.elementwise kind=#linalg.elementwise_kind<exp> indexing_maps = [1, 2] ins(%a : memref<3x5xf32>) outs(%o : memref<3x5xf32>)
  return
}
// CHECK: custom op 'linalg.elementwise' expected affine map attribute

// -----

func.func @matmul_maps_not_array(%a: memref<3x5xf32>, %b: memref<5x7xf32>, %o: memref<3x7xf32>) {
  // expected-error @+1 {{custom op 'linalg.matmul' invalid kind of attribute specified}}
  linalg.matmul indexing_maps = 5 ins(%a, %b : memref<3x5xf32>, memref<5x7xf32>) outs(%o : memref<3x7xf32>)
  return
}
// CHECK: custom op 'linalg.matmul' invalid kind of attribute specified

// -----

func.func @batch_matmul_maps_empty(%a: memref<2x3x5xf32>, %b: memref<2x5x7xf32>, %o: memref<2x3x7xf32>) {
  // expected-error @+1 {{expected attribute value}}
  linalg.batch_matmul indexing_maps = [] ins(%a, %b : memref<2x3x5xf32>, memref<2x5x7xf32>) outs(%o : memref<2x3x7xf32>)
  return
}
// CHECK: expected attribute value

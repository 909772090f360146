// Named linalg ops with their `ins` or `outs` missing, or written where
// another op was (the mutation fuzzer's findings of issue 15: xDSL 0.74's
// parsers of add, mul, sub, matmul, pooling, conv, copy and fill failed with an
// IndexError). MLIR 22 rejects each as it builds the body, at the token after
// the op; so do we, with its message.
// RUN: xdsl-opt %s --split-input-file --parsing-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @add_no_ins(%o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.add outs(%o : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1}}
  return %0 : tensor<4xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK:      custom op 'linalg.add' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1

// -----

func.func @mul_no_outs(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.mul ins(%a, %b : tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %0 : tensor<4xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK:      custom op 'linalg.mul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// -----

func.func @sub_nothing(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.sub -> tensor<4xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0}}
  return %0 : tensor<4xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK:      custom op 'linalg.sub' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0

// -----

func.func @sub_bare(%a: memref<4xf32>) {
  linalg.sub
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0}}
  return
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return
// CHECK:      custom op 'linalg.sub' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0

// -----

func.func @matmul_no_ins(%o: memref<4x4xf32>) {
  linalg.matmul outs(%o : memref<4x4xf32>)
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1}}
  return
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return
// CHECK:      custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1

// -----

func.func @pool_no_outs(%i: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>) -> tensor<1x3x3x1xf32> {
  %0 = linalg.pooling_nchw_max ins(%i, %k : tensor<1x4x4x1xf32>, tensor<2x2xf32>) -> tensor<1x3x3x1xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %0 : tensor<1x3x3x1xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<1x3x3x1xf32>
// CHECK:      custom op 'linalg.pooling_nchw_max' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// -----

func.func @conv_no_ins(%o: tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32> {
  %0 = linalg.conv_2d_nhwc_hwcf {strides = dense<1> : tensor<2xi64>} outs(%o : tensor<1x4x4x1xf32>) -> tensor<1x4x4x1xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1}}
  return %0 : tensor<1x4x4x1xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<1x4x4x1xf32>
// CHECK:      custom op 'linalg.conv_2d_nhwc_hwcf' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1

// -----

func.func @conv_nchw_no_outs(%i: tensor<1x1x4x4xf32>, %k: tensor<1x1x2x2xf32>) {
  linalg.conv_2d_nchw_fchw ins(%i, %k : tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>)
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return
// CHECK:      custom op 'linalg.conv_2d_nchw_fchw' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// -----

func.func @copy_no_ins(%o: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.copy outs(%o : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1}}
  return %0 : tensor<4xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<4xf32>
// CHECK:      custom op 'linalg.copy' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1

// -----

func.func @fill_no_outs(%v: f32) {
  linalg.fill ins(%v : f32)
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1}}
  return
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return
// CHECK:      custom op 'linalg.fill' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 1

// -----

func.func @add_two_outs_none_in(%o: memref<4xf32>) {
  linalg.add outs(%o, %o : memref<4xf32>, memref<4xf32>)
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return
// CHECK:      custom op 'linalg.add' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// -----

func.func @matmul_replacing_other_op(%a: index) -> index {
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0}}
  %0 = linalg.matmul %a : index
  return %0 : index
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: %0 = linalg.matmul %a : index
// CHECK:      custom op 'linalg.matmul' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 0

// -----

func.func @elementwise_no_ins(%o: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  // expected-error @+2 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1}}
  // expected-error @+1 {{unable to parse elemwise op}}
  return %0 : tensor<4x8xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<4x8xf32>
// CHECK:      custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 1

// -----

func.func @contract_no_outs(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>) -> tensor<4x16xf32> {
  %0 = linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) -> tensor<4x16xf32>
  // expected-error @+1 {{[parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2}}
  return %0 : tensor<4x16xf32>
}
// CHECK:      invalid_missing_operands.mlir:{{[0-9]+}}:{{[0-9]+}}
// CHECK-NEXT: return %0 : tensor<4x16xf32>
// CHECK:      custom op 'linalg.contract' [parseNamedStructuredOpRegion] ods-gen generated region expects 3 args, got 2

// Invalid memref.collapse_shape, memref.expand_shape and memref.reshape ops: one chunk per verifier constraint, with MLIR 22's messages.
// xDSL's messages are checked by filecheck, MLIR's by --verify-diagnostics.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics

func.func @collapse_not_strided(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>) {
  // expected-error @+1 {{'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> into memref<128xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op operand #0 must be strided memref of any type values, but got 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>'

// -----

func.func @collapse_result_not_strided(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op result #0 must be strided memref of any type values, but got 'memref<128xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32> into memref<128xf32, affine_map<(d0) -> (d0 floordiv 2)>>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op result #0 must be strided memref of any type values, but got 'memref<128xf32, affine_map<(d0) -> (d0 floordiv 2)>>'

// -----

func.func @collapse_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %m [[0], [1]] : memref<8x16xf32> into memref<8x16x1xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).

// -----

func.func @collapse_groups(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16xf32> into memref<128xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op invalid number of reassociation groups: found 2, expected 1

// -----

func.func @collapse_not_contiguous(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = memref.collapse_shape %m [[0, 2], [1]] : memref<8x16x4xf32> into memref<32x16xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op reassociation indices must be contiguous

// -----

func.func @collapse_out_of_bounds(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op reassociation index 2 is out of bounds}}
  %0 = memref.collapse_shape %m [[0, 1, 2]] : memref<8x16xf32> into memref<128xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op reassociation index 2 is out of bounds

// -----

func.func @collapse_dynamic(%m: memref<8x?x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x?x4xf32> into memref<16x4xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic

// -----

func.func @collapse_size(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (100) must equal reassociation group size (128)}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<100x4xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op collapsed dim size (100) must equal reassociation group size (128)

// -----

func.func @collapse_rank_zero(%m: memref<1x2xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op rank 0 memrefs can only be extended/collapsed with/from ones

// -----

func.func @collapse_missing_dims(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16x4xf32> into memref<128xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op expanded rank (3) inconsistent with number of reassociation indices (2)

// -----

func.func @collapse_non_contiguous_dims(%m: memref<8x16xf32, strided<[32, 1]>>) {
  // expected-error @+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<8x16xf32, strided<[32, 1]>> into memref<128xf32, strided<[1]>>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims

// -----

func.func @collapse_type(%m: memref<8x16x4xf32, strided<[64, 4, 1], offset: 3>>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128x4xf32, strided<[4, 1], offset: 3>>' but found 'memref<128x4xf32>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32, strided<[64, 4, 1], offset: 3>> into memref<128x4xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op expected collapsed type to be 'memref<128x4xf32, strided<[4, 1], offset: 3>>' but found 'memref<128x4xf32>'

// -----

func.func @collapse_memory_space(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<128x4xf32>' but found 'memref<128x4xf32, 1>'}}
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32, 1>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op expected collapsed type to be 'memref<128x4xf32>' but found 'memref<128x4xf32, 1>'

// -----

func.func @collapse_reassociation_attr(%m: memref<8x16x4xf32>) {
  // expected-error @+1 {{'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0 : i32, 1 : i32], [2 : i32]]}> : (memref<8x16x4xf32>) -> memref<128x4xf32>
  return
}
// CHECK: {{^}}'memref.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes

// -----

func.func @expand_rank(%m: memref<128x2xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 16] : memref<128x2xf32> into memref<8xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op has source rank 2 and result rank 1. This is not an expansion (2 > 1).

// -----

func.func @expand_groups(%m: memref<128x2xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 16] : memref<128x2xf32> into memref<8x16xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2

// -----

func.func @expand_size(%m: memref<128xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (128) must equal reassociation group size (120)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 30] : memref<128xf32> into memref<4x30xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op collapsed dim size (128) must equal reassociation group size (120)

// -----

func.func @expand_type(%m: memref<128xf32, strided<[2], offset: 5>>) {
  // expected-error @+1 {{'memref.expand_shape' op expected expanded type to be 'memref<8x16xf32, strided<[32, 2], offset: 5>>' but found 'memref<8x16xf32>'}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 16] : memref<128xf32, strided<[2], offset: 5>> into memref<8x16xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op expected expanded type to be 'memref<8x16xf32, strided<[32, 2], offset: 5>>' but found 'memref<8x16xf32>'

// -----

func.func @expand_bounds(%m: memref<128xf32>) {
  // expected-error @+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 32, 1] : memref<128xf32> into memref<4x32xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead

// -----

func.func @expand_dynamic_count(%m: memref<8xf32>, %s: index) {
  // expected-error @+1 {{'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "memref.expand_shape"(%m, %s) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 4>}> : (memref<8xf32>, index) -> memref<2x4xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values

// -----

func.func @expand_output_shape(%m: memref<?xf32>, %s: index) {
  // expected-error @+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%s, 32] : memref<?xf32> into memref<?x16xf32>
  return
}
// CHECK: {{^}}'memref.expand_shape' op invalid output shape provided at pos 1

// -----

func.func @reshape_shape_type(%m: memref<4x4xf32>, %s: memref<2xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xf32>) -> memref<2x8xf32>
  return
}
// CHECK: {{^}}'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<2xf32>'

// -----

func.func @reshape_shape_rank(%m: memref<4x4xf32>, %s: memref<1x2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1x2xi32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<1x2xi32>) -> memref<2x8xf32>
  return
}
// CHECK: {{^}}'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1x2xi32>'

// -----

func.func @reshape_element_type(%m: memref<4x4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xi32>
  return
}
// CHECK: {{^}}'memref.reshape' op element types of source and destination memref types should be the same

// -----

func.func @reshape_source_layout(%m: memref<4x4xf32, strided<[8, 1]>>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32, strided<[8, 1]>>, memref<2xi32>) -> memref<2x8xf32>
  return
}
// CHECK: {{^}}'memref.reshape' op source memref type should have identity affine map

// -----

func.func @reshape_result_layout(%m: memref<4x4xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32, strided<[8, 1]>>
  return
}
// CHECK: {{^}}'memref.reshape' op result memref type should have identity affine map

// -----

func.func @reshape_dynamic_length(%m: memref<4x4xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<?xi32>) -> memref<2x8xf32>
  return
}
// CHECK: {{^}}'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type

// -----

func.func @reshape_length(%m: memref<4x4xf32>, %s: memref<3xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x4xf32>, memref<3xi32>) -> memref<2x8xf32>
  return
}
// CHECK: {{^}}'memref.reshape' op length of shape operand differs from the result's memref rank

// Invalid memref.reinterpret_cast and memref.view ops: one chunk per verifier constraint, with MLIR 22's messages.
// xDSL's messages are checked by filecheck, MLIR's by --verify-diagnostics.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics

func.func @rc_not_strided(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>>
  return
}
// CHECK: {{^}}'memref.reinterpret_cast' op result #0 must be strided memref of any type values, but got 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>>'

// -----

func.func @rc_offsets(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 1 offset values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0, 0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32>
  return
}
// CHECK: {{^}}expected 1 offset values, got 2

// -----

func.func @rc_sizes(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected 2 size values, got 3}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8, 1], strides: [8, 1, 1] : memref<8x16xf32> to memref<16x8xf32>
  return
}
// CHECK: {{^}}expected 2 size values, got 3

// -----

func.func @rc_strides_rank(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8] : memref<8x16xf32> to memref<16x8xf32>
  return
}
// CHECK: {{^}}expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.

// -----

func.func @rc_negative_offset(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.reinterpret_cast %m to offset: [-1], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32, strided<[8, 1], offset: ?>>
  return
}
// CHECK: {{^}}expected offsets to be non-negative, but got -1

// -----

func.func @rc_memory_space(%m: memref<8x16xf32>) {
  // expected-error @+1 {{different memory spaces specified for source type 'memref<8x16xf32>' and result memref type 'memref<16x8xf32, 3>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32, 3>
  return
}
// CHECK: {{^}}different memory spaces specified for source type 'memref<8x16xf32>' and result memref type 'memref<16x8xf32, 3>'

// -----

func.func @rc_element_type(%m: memref<*xf32>) {
  // expected-error @+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<16x8xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<*xf32> to memref<16x8xi32>
  return
}
// CHECK: {{^}}different element types specified for source type 'memref<*xf32>' and result memref type 'memref<16x8xi32>'

// -----

func.func @rc_size(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type with size = 8 instead of 9 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x9xf32>
  return
}
// CHECK: {{^}}expected result type with size = 8 instead of 9 in dim = 1

// -----

func.func @rc_dynamic_size(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected result type with size = dynamic instead of 9 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, %i], strides: [8, 1] : memref<8x16xf32> to memref<16x9xf32>
  return
}
// CHECK: {{^}}expected result type with size = dynamic instead of 9 in dim = 1

// -----

func.func @rc_offset(%m: memref<8x16xf32>) {
  // expected-error @+1 {{expected result type with offset = 1 instead of 0}}
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32>
  return
}
// CHECK: {{^}}expected result type with offset = 1 instead of 0

// -----

func.func @rc_stride(%m: memref<8x16xf32>, %i: index) {
  // expected-error @+1 {{expected result type with stride = dynamic instead of 8 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [%i, 1] : memref<8x16xf32> to memref<16x8xf32>
  return
}
// CHECK: {{^}}expected result type with stride = dynamic instead of 8 in dim = 0

// -----

func.func @view_element_type(%m: memref<2048xi16>, %o: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi16>'}}
  %0 = memref.view %m[%o][] : memref<2048xi16> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<2048xi16>'

// -----

func.func @view_rank(%m: memref<8x8xi8>, %o: index) {
  // expected-error @+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8x8xi8>'}}
  %0 = memref.view %m[%o][] : memref<8x8xi8> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<8x8xi8>'

// -----

func.func @view_base_layout(%m: memref<2048xi8, strided<[1], offset: 2>>, %o: index) {
  // expected-error @+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 2>>'}}
  %0 = memref.view %m[%o][] : memref<2048xi8, strided<[1], offset: 2>> to memref<4xf32>
  return
}
// CHECK: {{^}}unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 2>>'

// -----

// Only the identity layout is allowed, even when it is spelled as strides.
func.func @view_result_layout(%m: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{unsupported map for result memref type 'memref<4x4xf32, strided<[4, 1]>>'}}
  %0 = memref.view %m[%o][] : memref<2048xi8> to memref<4x4xf32, strided<[4, 1]>>
  return
}
// CHECK: {{^}}unsupported map for result memref type 'memref<4x4xf32, strided<[4, 1]>>'

// -----

func.func @view_memory_space(%m: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4x4xf32, 1>'}}
  %0 = memref.view %m[%o][] : memref<2048xi8> to memref<4x4xf32, 1>
  return
}
// CHECK: {{^}}different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4x4xf32, 1>'

// -----

func.func @view_sizes(%m: memref<2048xi8>, %o: index, %s: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.view %m[%o][%s] : memref<2048xi8> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.view' op incorrect number of dynamic sizes, has 1, expected 0

// -----

func.func @view_missing_sizes(%m: memref<2048xi8>, %o: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%o][] : memref<2048xi8> to memref<?x4xf32>
  return
}
// CHECK: {{^}}'memref.view' op incorrect number of dynamic sizes, has 0, expected 1

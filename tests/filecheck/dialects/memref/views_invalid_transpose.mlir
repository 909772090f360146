// Invalid memref.transpose ops: one chunk per verifier constraint, with MLIR 22's messages.
// xDSL's messages are checked by filecheck, MLIR's by --verify-diagnostics.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics

func.func @not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 mod 2, d1)>>'

// -----

func.func @not_permutation(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d0) : memref<4x4xf32> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op expected a permutation map

// -----

func.func @symbols(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (d0, d1)[s0] -> (d1, d0) : memref<4x4xf32> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op expected a permutation map

// -----

func.func @rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %0 = memref.transpose %m (d0, d1, d2) -> (d2, d1, d0) : memref<4x4xf32> to memref<4x4xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op expected a permutation map of same rank as the input

// -----

func.func @layout(%m: memref<8x16xf32, strided<[16, 1], offset: 5>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<16x8xf32>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16 + 5)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32, strided<[16, 1], offset: 5>> to memref<16x8xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<16x8xf32>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16 + 5)>>'

// -----

func.func @element_type(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4x4xi32>' is not equivalent to the canonical transposed input type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x4xf32> to memref<4x4xi32>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<4x4xi32>' is not equivalent to the canonical transposed input type 'memref<4x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'

// -----

func.func @memory_space(%m: memref<8x16xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<16x8xf32, strided<[1, 16]>, 2>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>, 2>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<16x8xf32, strided<[1, 16]>, 2>' is not equivalent to the canonical transposed input type 'memref<16x8xf32, affine_map<(d0, d1) -> (d0 + d1 * 16)>>'

// -----

// As in MLIR 22, the layouts are compared as simplified affine expressions: the identity permutation of memref<?x?xf32> is rejected (memref<?x?x4xf32> is accepted).
func.func @dynamic_identity(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<?x?xf32> to memref<?x?xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<?x?xf32>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>'

// -----

func.func @dynamic_strides(%m: memref<?x4xf32, strided<[?, 4], offset: 3>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4x?xf32>' is not equivalent to the canonical transposed input type 'memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 + 3)>>'}}
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x4xf32, strided<[?, 4], offset: 3>> to memref<4x?xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<4x?xf32>' is not equivalent to the canonical transposed input type 'memref<4x?xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 * s0 + 3)>>'

// -----

// The inferred 1-D layout strided<[1]> is an identity map that MLIR keeps as is.
func.func @one_dimensional(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'}}
  %0 = memref.transpose %m (d0) -> (d0) : memref<4xf32> to memref<4xf32>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<4xf32>' is not equivalent to the canonical transposed input type 'memref<4xf32, strided<[1]>>'

// -----

func.func @zero_dimensional(%m: memref<f32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<f32, strided<[], offset: 1>>' is not equivalent to the canonical transposed input type 'memref<f32>'}}
  %0 = memref.transpose %m () -> () : memref<f32> to memref<f32, strided<[], offset: 1>>
  return
}
// CHECK: {{^}}'memref.transpose' op result type 'memref<f32, strided<[], offset: 1>>' is not equivalent to the canonical transposed input type 'memref<f32>'

// Operand and result type constraints. These are checked by xDSL's IRDL
// definitions, whose messages differ from MLIR's (MLIR's are checked with
// --verify-diagnostics, xDSL's with filecheck).
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @dealloc_condition_type(%m: memref<2xf32>, %c: i32) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #1 must be variadic of 1-bit signless integer, but got 'i32'}}
  "bufferization.dealloc"(%m, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xf32>, i32) -> ()
  return
}
// CHECK: operand 'conditions' at position 1 does not verify

// -----

func.func @dealloc_result_type(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op result #0 must be variadic of 1-bit signless integer, but got 'i32'}}
  %0 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i32)
  return
}
// CHECK: result 'updated_conditions' at position 0 does not verify

// -----

func.func @dealloc_tensor_operand(%t: tensor<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op operand #0 must be variadic of ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  "bufferization.dealloc"(%t, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<2xf32>, i1) -> ()
  return
}
// CHECK: operand 'memrefs' at position 0 does not verify

// -----

func.func @clone_of_tensor(%t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<2xf32>'}}
  %0 = "bufferization.clone"(%t) : (tensor<2xf32>) -> memref<2xf32>
  return
}
// CHECK: operand 'input' at position 0 does not verify

// -----

func.func @to_tensor_of_tensor(%t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.to_tensor' op operand #0 must be BufferLikeType instance, but got 'tensor<2xf32>'}}
  %0 = "bufferization.to_tensor"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: operand 'memref' at position 0 does not verify

// -----

func.func @to_buffer_to_tensor(%t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.to_buffer' op result #0 must be BufferLikeType instance, but got 'tensor<2xf32>'}}
  %0 = "bufferization.to_buffer"(%t) : (tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: result 'memref' at position 0 does not verify

// -----

func.func @dealloc_tensor_of_memref(%m: memref<2xf32>) {
  // expected-error @+1 {{'bufferization.dealloc_tensor' op operand #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  "bufferization.dealloc_tensor"(%m) : (memref<2xf32>) -> ()
  return
}
// CHECK: operand 'tensor' at position 0 does not verify

// -----

func.func @alloc_tensor_of_memref() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  %0 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> memref<2xf32>
  return
}
// CHECK: result 'tensor' at position 0 does not verify

// -----

func.func @materialize_memref_source(%m: memref<2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op operand #0 must be tensor of any type values, but got 'memref<2xf32>'}}
  "bufferization.materialize_in_destination"(%m, %t) : (memref<2xf32>, tensor<2xf32>) -> ()
  return
}
// CHECK: operand 'source' at position 0 does not verify

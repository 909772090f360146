// The verifiers of the bufferization ops, with MLIR 22's messages: xDSL's
// messages are checked by filecheck, MLIR's by --verify-diagnostics.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @alloc_tensor_copy_and_sizes(%d: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<?xf32>
  return
}
// CHECK: dynamic sizes not needed when copying a tensor

// -----

func.func @alloc_tensor_too_many_sizes(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = bufferization.alloc_tensor(%d, %d) : tensor<?xf32>
  return
}
// CHECK: incorrect number of dynamic sizes, has 2, expected 1

// -----

func.func @alloc_tensor_too_few_sizes() {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 2}}
  %0 = bufferization.alloc_tensor() : tensor<?x?xf32>
  return
}
// CHECK: incorrect number of dynamic sizes, has 0, expected 2

// -----

func.func @alloc_tensor_copy_type(%t: tensor<?xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<?xf32>) -> tensor<4xf32>
  return
}
// CHECK: expected that `copy` and return type match

// -----

func.func @dealloc_conditions(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  "bufferization.dealloc"(%m, %c, %c) <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (memref<2xf32>, i1, i1) -> ()
  return
}
// CHECK: must have the same number of conditions as memrefs to deallocate

// -----

func.func @dealloc_results(%m: memref<2xf32>, %c: i1) {
  // expected-error @+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<2xf32>, i1, memref<2xf32>) -> (i1, i1)
  return
}
// CHECK: must have the same number of updated conditions (results) as retained operands

// -----

func.func @to_tensor_shape(%m: memref<2xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<3xf32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_tensor_element_type(%m: memref<2xf32>) {
  // expected-error @below {{element types do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf64>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: element types do not match

// -----

// A dynamic buffer dimension does not match a static tensor dimension.
func.func @to_tensor_dynamic(%m: memref<?xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<2xf32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_tensor_unranked_buffer(%m: memref<*xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<*xf32> to tensor<2xf32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_tensor_unranked_tensor(%m: memref<2xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<*xf32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_buffer_shape(%t: tensor<2xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<2xf32> to memref<2x1xf32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @to_buffer_element_type(%t: tensor<2xf32>) {
  // expected-error @below {{element types do not match}}
  // expected-error @below {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<2xf32> to memref<2xi32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: element types do not match

// -----

func.func @to_buffer_unranked(%t: tensor<*xf32>) {
  // expected-error @below {{shapes do not match}}
  // expected-error @below {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<*xf32> to memref<2xf32>
  return
}
// CHECK: failed to verify that specified tensor and buffer types match: shapes do not match

// -----

func.func @materialize_memref_not_writable(%m: memref<2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<2xf32>, memref<2xf32>) -> ()
  return
}
// CHECK: 'writable' must be specified if and only if the destination is of memref type

// -----

func.func @materialize_tensor_writable(%t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: 'writable' must be specified if and only if the destination is of memref type

// -----

func.func @materialize_tensor_restrict(%t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: 'restrict' is valid only for memref destinations

// -----

func.func @materialize_tensor_no_result(%t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %t in %t : (tensor<2xf32>, tensor<2xf32>) -> ()
  return
}
// CHECK: tensor 'dest' implies exactly one tensor result

// -----

func.func @materialize_memref_result(%m: memref<2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: memref 'dest' implies zero results

// -----

func.func @materialize_result_type(%t: tensor<2xf32>, %d: tensor<?xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<?xf32>) -> tensor<2xf32>
  return
}
// CHECK: result and 'dest' types must match

// -----

func.func @materialize_result_encoding(%t: tensor<2xf32>, %d: tensor<2xf32, "enc">) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<2xf32, "enc">) -> tensor<2xf32>
  return
}
// CHECK: result and 'dest' types must match

// -----

func.func @materialize_shape(%m: memref<3xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<3xf32>) -> ()
  return
}
// CHECK: source/destination shapes are incompatible

// -----

func.func @materialize_rank(%m: memref<2x2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<2x2xf32>) -> ()
  return
}
// CHECK: rank mismatch between source and destination shape

// -----

func.func @materialize_unranked_dest(%m: memref<*xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<*xf32>) -> ()
  return
}
// CHECK: source/destination shapes are incompatible

// -----

func.func @materialize_unranked_source(%t: tensor<*xf32>, %d: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<*xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}
// CHECK: source/destination shapes are incompatible

// -----

func.func @materialize_element_type(%m: memref<2xi32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  bufferization.materialize_in_destination %t in writable %m : (tensor<2xf32>, memref<2xi32>) -> ()
  return
}
// CHECK: failed to verify that all of {source, dest} have same element type

// -----

func.func @materialize_vector(%v: vector<2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %v : (tensor<2xf32>, vector<2xf32>) -> ()
  return
}
// CHECK: 'dest' must be a tensor or a memref

// Folders and canonicalization patterns of bufferization.to_tensor and
// bufferization.to_buffer. The same CHECK lines hold for xDSL's output and
// for MLIR 22's. (memref.cast and memref.copy are matched in their custom and
// their generic form.)
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// to_tensor(to_buffer(t)) folds to t when nothing runs in between.
// CHECK-LABEL: func.func @to_tensor_of_to_buffer
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>)
// CHECK-NEXT: return %[[T]]
func.func @to_tensor_of_to_buffer(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = bufferization.to_tensor %0 restrict writable : memref<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// Negative: an op in between might write the buffer.
// CHECK-LABEL: func.func @to_tensor_of_to_buffer_not_adjacent
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32>
// CHECK-NEXT: "test.op"(%[[M]])
// CHECK-NEXT: %[[R:.*]] = bufferization.to_tensor %[[M]] : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[R]]
func.func @to_tensor_of_to_buffer_not_adjacent(%t: tensor<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  "test.op"(%0) : (memref<?xf32>) -> ()
  %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// -----

// to_buffer(to_tensor(m)) folds to m when the types are the same, whatever
// runs in between.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor
// CHECK-SAME: (%[[M:.*]]: memref<?xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: "test.op"()
// CHECK-NEXT: return %[[M]]
func.func @to_buffer_of_to_tensor(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> {
  %0 = bufferization.to_tensor %m : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  "test.op"() : () -> ()
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %1 : memref<?xf32, strided<[?], offset: ?>>
}

// -----

// Different types that a cast converts without run-time failure: a cast.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_cast
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>)
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[M]]{{.*}}memref<4xf32>{{.*}}memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: return %[[CAST]]
func.func @to_buffer_of_to_tensor_cast(%m: memref<4xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  return %1 : memref<4xf32, strided<[?], offset: ?>>
}

// -----

// A dynamic offset or stride would become static: copy into a new buffer.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_copy
// CHECK-SAME: (%[[M:.*]]: memref<?xf32, strided<[?], offset: ?>>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[DIM:.*]] = memref.dim %[[M]], %[[C0]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc(%[[DIM]]) : memref<?xf32>
// CHECK-NEXT: {{"?}}memref.copy{{"?}}{{.?}}%[[M]], %[[ALLOC]]
// CHECK-NEXT: return %[[ALLOC]]
func.func @to_buffer_of_to_tensor_copy(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
  %0 = bufferization.to_tensor %m : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

// Another memory space: copy into a new buffer there.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_memory_space
// CHECK-SAME: (%[[M:.*]]: memref<2xf32>)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<2xf32, 1{{( : i64)?}}>
// CHECK-NEXT: {{"?}}memref.copy{{"?}}{{.?}}%[[M]], %[[ALLOC]]
// CHECK-NEXT: return %[[ALLOC]]
func.func @to_buffer_of_to_tensor_memory_space(%m: memref<2xf32>) -> memref<2xf32, 1> {
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  %1 = bufferization.to_buffer %0 : tensor<2xf32> to memref<2xf32, 1>
  return %1 : memref<2xf32, 1>
}

// -----

// Ranked to unranked: a cast. Unranked to ranked: nothing.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_unranked
// CHECK-SAME: (%[[M:.*]]: memref<4xf32>, %[[U:.*]]: memref<*xf32>)
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[M]]{{.*}}memref<4xf32>{{.*}}memref<*xf32>
// CHECK-NEXT: %[[T:.*]] = bufferization.to_tensor %[[U]] : memref<*xf32> to tensor<*xf32>
// CHECK-NEXT: %[[TC:.*]] = tensor.cast %[[T]] : tensor<*xf32> to tensor<4xf32>
// CHECK-NEXT: %[[B:.*]] = bufferization.to_buffer %[[TC]] : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: return %[[CAST]], %[[B]]
func.func @to_buffer_of_to_tensor_unranked(%m: memref<4xf32>, %u: memref<*xf32>) -> (memref<*xf32>, memref<4xf32>) {
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %1 = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
  %2 = bufferization.to_buffer %1 : tensor<*xf32> to memref<*xf32>
  %3 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  %4 = tensor.cast %3 : tensor<*xf32> to tensor<4xf32>
  %5 = bufferization.to_buffer %4 : tensor<4xf32> to memref<4xf32>
  return %2, %5 : memref<*xf32>, memref<4xf32>
}

// -----

// to_buffer of a tensor.cast of a ranked tensor: the buffer of the uncast
// tensor (same layout, memory space and read_only), then a cast.
// CHECK-LABEL: func.func @to_buffer_of_tensor_cast
// CHECK-SAME: (%[[T:.*]]: tensor<4x6xf32>)
// CHECK-NEXT: %[[B:.*]] = bufferization.to_buffer %[[T]] read_only : tensor<4x6xf32> to memref<4x6xf32>
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[B]]{{.*}}memref<4x6xf32>{{.*}}memref<?x6xf32>
// CHECK-NEXT: %[[B2:.*]] = bufferization.to_buffer %[[T]] : tensor<4x6xf32> to memref<4x6xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %[[CAST2:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[B2]]{{.*}}memref<4x6xf32, strided<[?, 1], offset: ?>>{{.*}}memref<?x6xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %[[CAST]], %[[CAST2]]
func.func @to_buffer_of_tensor_cast(%t: tensor<4x6xf32>) -> (memref<?x6xf32>, memref<?x6xf32, strided<[?, 1], offset: ?>>) {
  %0 = tensor.cast %t : tensor<4x6xf32> to tensor<?x6xf32>
  %1 = bufferization.to_buffer %0 read_only : tensor<?x6xf32> to memref<?x6xf32>
  %2 = bufferization.to_buffer %0 : tensor<?x6xf32> to memref<?x6xf32, strided<[?, 1], offset: ?>>
  return %1, %2 : memref<?x6xf32>, memref<?x6xf32, strided<[?, 1], offset: ?>>
}

// -----

// The cast may be to an unranked tensor.
// CHECK-LABEL: func.func @to_buffer_of_tensor_cast_unranked
// CHECK-SAME: (%[[T:.*]]: tensor<4xf32>)
// CHECK-NEXT: %[[B:.*]] = bufferization.to_buffer %[[T]] : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[B]]{{.*}}memref<4xf32>{{.*}}memref<*xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @to_buffer_of_tensor_cast_unranked(%t: tensor<4xf32>) -> memref<*xf32> {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %1 = bufferization.to_buffer %0 : tensor<*xf32> to memref<*xf32>
  return %1 : memref<*xf32>
}

// -----

// Negative: a cast of an unranked tensor.
// CHECK-LABEL: func.func @to_buffer_of_tensor_cast_of_unranked
// CHECK-SAME: (%[[T:.*]]: tensor<*xf32>)
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[T]] : tensor<*xf32> to tensor<4xf32>
// CHECK-NEXT: bufferization.to_buffer %[[C]] : tensor<4xf32> to memref<4xf32>
func.func @to_buffer_of_tensor_cast_of_unranked(%t: tensor<*xf32>) -> memref<4xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// tensor.dim of a to_tensor is memref.dim of its buffer.
// CHECK-LABEL: func.func @dim_of_to_tensor
// CHECK-SAME: (%[[M:.*]]: memref<?xf32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[D:.*]] = memref.dim %[[M]], %[[I]] : memref<?xf32>
// CHECK-NEXT: return %[[D]]
func.func @dim_of_to_tensor(%m: memref<?xf32>, %i: index) -> index {
  %0 = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %1 = tensor.dim %0, %i : tensor<?xf32>
  return %1 : index
}

// -----

// memref.dim of a to_buffer is tensor.dim of its tensor.
// CHECK-LABEL: func.func @dim_of_to_buffer
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[I:.*]]: index)
// CHECK-NEXT: %[[D:.*]] = tensor.dim %[[T]], %[[I]] : tensor<?xf32>
// CHECK-NEXT: return %[[D]]
func.func @dim_of_to_buffer(%t: tensor<?xf32>, %i: index) -> index {
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %1 = memref.dim %0, %i : memref<?xf32>
  return %1 : index
}

// -----

// memref.load of a to_buffer is tensor.extract of its tensor. MLIR 22 does
// this whether or not the buffer is read_only, even after a write to it.
// CHECK-LABEL: func.func @load_of_to_buffer
// CHECK-SAME: (%[[T:.*]]: tensor<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index, %[[F:.*]]: f32)
// CHECK-NEXT: %[[E:.*]] = tensor.extract %[[T]][%[[I]], %[[J]]] : tensor<?x?xf32>
// CHECK-NEXT: %[[M:.*]] = bufferization.to_buffer %[[T]] : tensor<?x?xf32> to memref<?x?xf32>
// CHECK-NEXT: memref.store %[[F]], %[[M]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.extract %[[T]][%[[I]], %[[J]]] : tensor<?x?xf32>
// CHECK-NEXT: return %[[E]], %[[E2]]
func.func @load_of_to_buffer(%t: tensor<?x?xf32>, %i: index, %j: index, %f: f32) -> (f32, f32) {
  %0 = bufferization.to_buffer %t read_only : tensor<?x?xf32> to memref<?x?xf32>
  %1 = memref.load %0[%i, %j] : memref<?x?xf32>
  %2 = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  memref.store %f, %2[%i, %j] : memref<?x?xf32>
  %3 = memref.load %2[%i, %j] : memref<?x?xf32>
  return %1, %3 : f32, f32
}

// -----

// Unused to_tensor (only reads) and to_buffer (pure) ops go.
// CHECK-LABEL: func.func @unused
// CHECK-NEXT: return
func.func @unused(%m: memref<2xf32>, %t: tensor<2xf32>) {
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  %1 = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  return
}

// Canonicalization of bufferization.alloc_tensor. The same CHECK lines hold
// for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// Constant dynamic sizes become static dimensions; a tensor.cast restores
// the type.
// CHECK-LABEL: func.func @static_sizes
// CHECK-SAME: (%[[D:.*]]: index)
// CHECK: %[[A:.*]] = bufferization.alloc_tensor(%[[D]]) : tensor<4x6x?xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[A]] : tensor<4x6x?xf32> to tensor<4x?x?xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @static_sizes(%d: index) -> tensor<4x?x?xf32> {
  %c6 = arith.constant 6 : index
  %0 = bufferization.alloc_tensor(%c6, %d) : tensor<4x?x?xf32>
  return %0 : tensor<4x?x?xf32>
}

// -----

// A negative constant stays a dynamic size.
// CHECK-LABEL: func.func @negative_size
// CHECK: %[[M:.*]] = arith.constant -3 : index
// CHECK: %[[A:.*]] = bufferization.alloc_tensor(%[[M]]) : tensor<?x2xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[A]] : tensor<?x2xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @negative_size() -> tensor<?x?xf32> {
  %m = arith.constant -3 : index
  %c2 = arith.constant 2 : index
  %0 = bufferization.alloc_tensor(%m, %c2) : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// As in MLIR 22, the new alloc_tensor has neither size_hint nor memory_space.
// CHECK-LABEL: func.func @static_sizes_drop_size_hint
// CHECK-NEXT: %[[A:.*]] = bufferization.alloc_tensor() : tensor<6xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[A]] : tensor<6xf32> to tensor<?xf32>
// CHECK-NEXT: "test.op"(%[[CAST]])
func.func @static_sizes_drop_size_hint(%h: index) {
  %c6 = arith.constant 6 : index
  %0 = bufferization.alloc_tensor(%c6) size_hint = %h {memory_space = 1 : i64} : tensor<?xf32>
  "test.op"(%0) : (tensor<?xf32>) -> ()
  return
}

// -----

// Negative: no constant size, or a copy.
// CHECK-LABEL: func.func @no_static_size
// CHECK-SAME: (%[[D:.*]]: index, %[[T:.*]]: tensor<?xf32>)
// CHECK-NEXT: %[[A:.*]] = bufferization.alloc_tensor(%[[D]]) : tensor<?xf32>
// CHECK-NEXT: %[[B:.*]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<?xf32>
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @no_static_size(%d: index, %t: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// tensor.dim of a dynamic dimension (constant index) is its dynamic size.
// CHECK-LABEL: func.func @dim_of_dynamic_dimension
// CHECK-SAME: (%[[D:.*]]: index, %[[E:.*]]: index)
// CHECK-NOT: tensor.dim
// CHECK: return %[[E]], %[[D]]
func.func @dim_of_dynamic_dimension(%d: index, %e: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %0 = bufferization.alloc_tensor(%d, %e) : tensor<?x4x?xf32>
  "test.op"(%0) : (tensor<?x4x?xf32>) -> ()
  %1 = tensor.dim %0, %c2 : tensor<?x4x?xf32>
  %2 = tensor.dim %0, %c0 : tensor<?x4x?xf32>
  return %1, %2 : index, index
}

// -----

// With a copy: the dimension of the copied tensor.
// CHECK-LABEL: func.func @dim_of_copy
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>)
// CHECK: %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?xf32>
// CHECK: return %[[D]]
func.func @dim_of_copy(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  "test.op"(%0) : (tensor<?xf32>) -> ()
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}

// -----

// Negative: a non-constant index, an index out of range.
// CHECK-LABEL: func.func @dim_not_folded
// CHECK-SAME: (%[[D:.*]]: index, %[[I:.*]]: index)
// CHECK: %[[A:.*]] = bufferization.alloc_tensor(%[[D]]) : tensor<?xf32>
// CHECK: tensor.dim %[[A]], %[[I]]
// CHECK: tensor.dim %[[A]], %{{.*}}
func.func @dim_not_folded(%d: index, %i: index) -> (index, index) {
  %c5 = arith.constant 5 : index
  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  %1 = tensor.dim %0, %i : tensor<?xf32>
  %2 = tensor.dim %0, %c5 : tensor<?xf32>
  return %1, %2 : index, index
}

// -----

// MLIR declares no memory effects for alloc_tensor: an unused one stays.
// CHECK-LABEL: func.func @unused
// CHECK-NEXT: bufferization.alloc_tensor
func.func @unused(%d: index) {
  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  return
}

// Every op of the bufferization dialect and each of its syntax variants, as
// MLIR 22 prints them. check-roundtrip compares xDSL's output with mlir-opt's.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @dealloc
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<?xf32>, %[[C0:.*]]: i1, %[[C1:.*]]: i1, %[[X:.*]]: memref<2xf32>, %[[Y:.*]]: memref<f32>)
func.func @dealloc(%a: memref<2xf32>, %b: memref<?xf32>, %c0: i1, %c1: i1, %x: memref<2xf32>, %y: memref<f32>) -> (i1, i1, i1) {
  // CHECK-NEXT: %[[R:.*]], %[[R1:.*]] = bufferization.dealloc (%[[A]], %[[B]] : memref<2xf32>, memref<?xf32>) if (%[[C0]], %[[C1]]) retain (%[[X]], %[[Y]] : memref<2xf32>, memref<f32>)
  %r:2 = bufferization.dealloc (%a, %b : memref<2xf32>, memref<?xf32>) if (%c0, %c1) retain (%x, %y : memref<2xf32>, memref<f32>)
  // CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]){{$}}
  bufferization.dealloc (%a : memref<2xf32>) if (%c0)
  // CHECK-NEXT: bufferization.dealloc{{$}}
  bufferization.dealloc
  // CHECK-NEXT: %[[Q:.*]] = bufferization.dealloc retain (%[[X]] : memref<2xf32>){{$}}
  %q = bufferization.dealloc retain (%x : memref<2xf32>)
  // CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C0]]) {tag = 1 : i64}
  bufferization.dealloc (%a : memref<2xf32>) if (%c0) {tag = 1}
  // CHECK-NEXT: func.return %[[R]], %[[R1]], %[[Q]] : i1, i1, i1
  func.return %r#0, %r#1, %q : i1, i1, i1
}

// -----

// Unranked and strided memrefs, in the memref list and in the retained list.
// CHECK-LABEL: func.func @dealloc_any_memref
// CHECK-SAME: (%[[U:.*]]: memref<*xf32>, %[[S:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[C:.*]]: i1)
func.func @dealloc_any_memref(%u: memref<*xf32>, %s: memref<?xf32, strided<[?], offset: ?>>, %c: i1) -> (i1, i1) {
  // CHECK-NEXT: bufferization.dealloc (%[[U]], %[[S]] : memref<*xf32>, memref<?xf32, strided<[?], offset: ?>>) if (%[[C]], %[[C]])
  bufferization.dealloc (%u, %s : memref<*xf32>, memref<?xf32, strided<[?], offset: ?>>) if (%c, %c)
  // CHECK-NEXT: %{{.*}}, %{{.*}} = bufferization.dealloc retain (%[[S]], %[[U]] : memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>)
  %r:2 = bufferization.dealloc retain (%s, %u : memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>)
  func.return %r#0, %r#1 : i1, i1
}

// -----

// CHECK-LABEL: func.func @to_tensor
// CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[U:.*]]: memref<*xf32>, %[[S:.*]]: memref<?xf32, strided<[?], offset: ?>>)
func.func @to_tensor(%m: memref<2xf32>, %u: memref<*xf32>, %s: memref<?xf32, strided<[?], offset: ?>>) {
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] : memref<2xf32> to tensor<2xf32>
  %0 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] restrict : memref<2xf32> to tensor<2xf32>
  %1 = bufferization.to_tensor %m restrict : memref<2xf32> to tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] writable : memref<2xf32> to tensor<2xf32>
  %2 = bufferization.to_tensor %m writable : memref<2xf32> to tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] restrict writable : memref<2xf32> to tensor<2xf32>
  %3 = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[U]] : memref<*xf32> to tensor<*xf32>
  %4 = bufferization.to_tensor %u : memref<*xf32> to tensor<*xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[S]] writable : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %5 = bufferization.to_tensor %s writable : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  // A tensor encoding does not matter.
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] : memref<2xf32> to tensor<2xf32, "enc">
  %6 = bufferization.to_tensor %m : memref<2xf32> to tensor<2xf32, "enc">
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] restrict {tag} : memref<2xf32> to tensor<2xf32>
  %7 = bufferization.to_tensor %m restrict {tag} : memref<2xf32> to tensor<2xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @to_buffer
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[U:.*]]: tensor<*xf32>)
func.func @to_buffer(%t: tensor<?xf32>, %u: tensor<*xf32>) {
  // CHECK-NEXT: %{{.*}} = bufferization.to_buffer %[[T]] : tensor<?xf32> to memref<?xf32>
  %0 = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_buffer %[[T]] read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %1 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  // CHECK-NEXT: %{{.*}} = bufferization.to_buffer %[[U]] : tensor<*xf32> to memref<*xf32>
  %2 = bufferization.to_buffer %u : tensor<*xf32> to memref<*xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_buffer %[[T]] read_only {tag} : tensor<?xf32> to memref<?xf32>
  %3 = bufferization.to_buffer %t read_only {tag} : tensor<?xf32> to memref<?xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @alloc_tensor
// CHECK-SAME: (%[[D:.*]]: index, %[[T:.*]]: tensor<?xf32>, %[[H:.*]]: index, %[[E:.*]]: tensor<2xf32, "enc">)
func.func @alloc_tensor(%d: index, %t: tensor<?xf32>, %h: index, %e: tensor<2xf32, "enc">) {
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor(%[[D]]) : tensor<?xf32>
  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor(%[[D]], %[[D]]) : tensor<?x4x?xf32>
  %1 = bufferization.alloc_tensor(%d, %d) : tensor<?x4x?xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor() : tensor<2xf32>
  %2 = bufferization.alloc_tensor() : tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor() copy(%[[T]]) : tensor<?xf32>
  %3 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor() copy(%[[T]]) size_hint=%[[H]] {memory_space = 1 : i64} : tensor<?xf32>
  %4 = bufferization.alloc_tensor() copy(%t) size_hint = %h {memory_space = 1 : i64} : tensor<?xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor(%[[D]]) size_hint=%[[H]] : tensor<?xf32>
  %5 = bufferization.alloc_tensor(%d) size_hint=%h : tensor<?xf32>
  // The memory space can be any attribute; attributes print sorted by name.
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor() {aaa, memory_space = "shared", zzz = 2 : i64} : tensor<2xf32>
  %6 = bufferization.alloc_tensor() {zzz = 2, memory_space = "shared", aaa} : tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.alloc_tensor() copy(%[[E]]) : tensor<2xf32, "enc">
  %7 = bufferization.alloc_tensor() copy(%e) : tensor<2xf32, "enc">
  func.return
}

// -----

// CHECK-LABEL: func.func @materialize_in_destination
// CHECK-SAME: (%[[T:.*]]: tensor<2xf32>, %[[M:.*]]: memref<2xf32>, %[[D:.*]]: tensor<2xf32>, %[[S:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[UT:.*]]: tensor<*xf32>, %[[UM:.*]]: memref<*xf32>)
func.func @materialize_in_destination(%t: tensor<2xf32>, %m: memref<2xf32>, %d: tensor<2xf32>, %s: memref<?xf32, strided<[?], offset: ?>>, %ut: tensor<*xf32>, %um: memref<*xf32>) -> tensor<2xf32> {
  // CHECK-NEXT: bufferization.materialize_in_destination %[[T]] in restrict writable %[[M]] : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
  // CHECK-NEXT: bufferization.materialize_in_destination %[[T]] in writable %[[S]] : (tensor<2xf32>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  bufferization.materialize_in_destination %t in writable %s : (tensor<2xf32>, memref<?xf32, strided<[?], offset: ?>>) -> ()
  // CHECK-NEXT: bufferization.materialize_in_destination %[[UT]] in writable %[[UM]] : (tensor<*xf32>, memref<*xf32>) -> ()
  bufferization.materialize_in_destination %ut in writable %um : (tensor<*xf32>, memref<*xf32>) -> ()
  // CHECK-NEXT: %[[R:.*]] = bufferization.materialize_in_destination %[[T]] in %[[D]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %r = bufferization.materialize_in_destination %t in %d : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  // CHECK-NEXT: bufferization.materialize_in_destination %[[T]] in writable %[[M]] {tag} : (tensor<2xf32>, memref<2xf32>) -> ()
  bufferization.materialize_in_destination %t in writable %m {tag} : (tensor<2xf32>, memref<2xf32>) -> ()
  // CHECK-NEXT: func.return %[[R]]
  func.return %r : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @dealloc_tensor
// CHECK-SAME: (%[[T:.*]]: tensor<?xf32>, %[[U:.*]]: tensor<*xf32>)
func.func @dealloc_tensor(%t: tensor<?xf32>, %u: tensor<*xf32>) {
  // CHECK-NEXT: bufferization.dealloc_tensor %[[T]] : tensor<?xf32>
  bufferization.dealloc_tensor %t : tensor<?xf32>
  // CHECK-NEXT: bufferization.dealloc_tensor %[[U]] : tensor<*xf32>
  bufferization.dealloc_tensor %u : tensor<*xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @clone
// CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[U:.*]]: memref<*xf32>)
func.func @clone(%m: memref<2xf32>, %u: memref<*xf32>) {
  // CHECK-NEXT: %{{.*}} = bufferization.clone %[[M]] : memref<2xf32> to memref<2xf32>
  %0 = bufferization.clone %m : memref<2xf32> to memref<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.clone %[[U]] : memref<*xf32> to memref<*xf32>
  %1 = bufferization.clone %u : memref<*xf32> to memref<*xf32>
  // MLIR does not constrain the result type.
  // CHECK-NEXT: %{{.*}} = bufferization.clone %[[M]] : memref<2xf32> to memref<?xf32>
  %2 = bufferization.clone %m : memref<2xf32> to memref<?xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.clone %[[M]] : memref<2xf32> to memref<3xi32>
  %3 = bufferization.clone %m : memref<2xf32> to memref<3xi32>
  func.return
}

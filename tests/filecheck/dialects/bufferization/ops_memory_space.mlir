// Buffers in a memory space. xDSL 0.74 prints an integer memory space with its
// type (`memref<2xf32, 1 : i64>`, MLIR: `memref<2xf32, 1>`): that is the
// builtin type printer, so the round trip checks meaning (--no-exact) and
// the CHECK lines accept both spellings.
// RUN: %check-roundtrip %s --no-exact
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @memory_space
// CHECK-SAME: (%[[M:.*]]: memref<2xf32, 1{{( : i64)?}}>, %[[T:.*]]: tensor<?xf32>, %[[T2:.*]]: tensor<2xf32>, %[[U:.*]]: memref<*xf32, 1{{( : i64)?}}>, %[[C:.*]]: i1)
func.func @memory_space(%m: memref<2xf32, 1>, %t: tensor<?xf32>, %t2: tensor<2xf32>, %u: memref<*xf32, 1>, %c: i1) {
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[M]] restrict writable : memref<2xf32, 1{{( : i64)?}}> to tensor<2xf32>
  %0 = bufferization.to_tensor %m restrict writable : memref<2xf32, 1> to tensor<2xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_tensor %[[U]] : memref<*xf32, 1{{( : i64)?}}> to tensor<*xf32>
  %1 = bufferization.to_tensor %u : memref<*xf32, 1> to tensor<*xf32>
  // CHECK-NEXT: %{{.*}} = bufferization.to_buffer %[[T]] read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>, 1{{( : i64)?}}>
  %2 = bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>, 1>
  // CHECK-NEXT: bufferization.materialize_in_destination %[[T2]] in writable %[[M]] : (tensor<2xf32>, memref<2xf32, 1{{( : i64)?}}>) -> ()
  bufferization.materialize_in_destination %t2 in writable %m : (tensor<2xf32>, memref<2xf32, 1>) -> ()
  // CHECK-NEXT: bufferization.dealloc (%[[M]], %[[U]] : memref<2xf32, 1{{( : i64)?}}>, memref<*xf32, 1{{( : i64)?}}>) if (%[[C]], %[[C]])
  bufferization.dealloc (%m, %u : memref<2xf32, 1>, memref<*xf32, 1>) if (%c, %c)
  // CHECK-NEXT: %{{.*}} = bufferization.clone %[[M]] : memref<2xf32, 1{{( : i64)?}}> to memref<2xf32, 1{{( : i64)?}}>
  %3 = bufferization.clone %m : memref<2xf32, 1> to memref<2xf32, 1>
  func.return
}

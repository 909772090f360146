// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s --check-prefixes=CHECK,MLIR

// bufferization.alloc_tensor, materialize_in_destination, dealloc_tensor, to_tensor.
func.func @alloc_tensor_copy(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @alloc_tensor_dynamic(%n: index, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = bufferization.alloc_tensor(%n) : tensor<?xf32>
  %1 = tensor.insert %f into %0[%i] : tensor<?xf32>
  return %1 : tensor<?xf32>
}
func.func @materialize_memref(%t: tensor<5xf32>, %m: memref<5xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}
func.func @materialize_tensor(%f: f32, %i: index) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %s = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%s : tensor<5xf32>) -> tensor<5xf32>
  %r = bufferization.materialize_in_destination %fill in %e : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}
func.func @dealloc_tensor(%f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %x = tensor.extract %fill[%c0] : tensor<5xf32>
  bufferization.dealloc_tensor %fill : tensor<5xf32>
  return %x : f32
}
func.func @to_tensor_writable(%m: memref<5xf32>, %f: f32, %i: index) {
  %t = bufferization.to_tensor %m restrict writable : memref<5xf32> to tensor<5xf32>
  %1 = tensor.insert %f into %t[%i] : tensor<5xf32>
  bufferization.materialize_in_destination %1 in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @alloc_tensor_copy(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<?xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[V0]], [[C0]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @alloc_tensor_dynamic(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<?xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[ARG0]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<?xf32> to tensor<?xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_memref(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: memref<5xf32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[V0]], [[ARG1]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_tensor(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> tensor<5xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC_0]] : memref<5xf32>)
// CHECK-NEXT: memref.copy [[ALLOC_0]], [[ALLOC]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dealloc_tensor(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<5xf32>)
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[C0]]{{\]}} : memref<5xf32>
// CHECK-NEXT: memref.dealloc [[ALLOC]] : memref<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @to_tensor_writable(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) {
// CHECK-NEXT: memref.store [[ARG1]], [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<5xf32>
// MLIR-NEXT: memref.copy [[ARG0]], [[ARG0]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }

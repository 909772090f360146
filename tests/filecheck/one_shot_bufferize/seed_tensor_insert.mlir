// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s
// The tensor.insert of the seed: %t is a function argument, not writable
// without function boundary bufferization, so the insert bufferizes out of
// place (alloc + copy).
func.func @insert_into_argument(%t: tensor<8xf32>, %idx: index) -> tensor<8xf32> {
  %f = arith.constant 5.0 : f32
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// In place: the destination is a new, writable tensor.
func.func @insert_in_place(%idx: index, %f: f32) -> tensor<5xf32> {
  %t = tensor.empty() : tensor<5xf32>
  %r = tensor.insert %f into %t[%idx] : tensor<5xf32>
  return %r : tensor<5xf32>
}

// Out of place: %t is read after the insert (a RaW conflict).
func.func @insert_out_of_place(%idx: index, %f: f32, %g: f32) -> (tensor<5xf32>, f32) {
  %t0 = tensor.empty() : tensor<5xf32>
  %t = tensor.insert %g into %t0[%idx] : tensor<5xf32>
  %r = tensor.insert %f into %t[%idx] : tensor<5xf32>
  %e = tensor.extract %t[%idx] : tensor<5xf32>
  return %r, %e : tensor<5xf32>, f32
}

// A writable to_tensor: the insert writes into the memref.
func.func @insert_into_writable(%m: memref<8xf32>, %idx: index, %f: f32) -> f32 {
  %t = bufferization.to_tensor %m restrict writable : memref<8xf32> to tensor<8xf32>
  %r = tensor.insert %f into %t[%idx] : tensor<8xf32>
  %e = tensor.extract %r[%idx] : tensor<8xf32>
  return %e : f32
}

// A to_tensor without `writable`: a copy.
func.func @insert_into_read_only(%m: memref<8xf32>, %idx: index, %f: f32) -> f32 {
  %t = bufferization.to_tensor %m restrict : memref<8xf32> to tensor<8xf32>
  %r = tensor.insert %f into %t[%idx] : tensor<8xf32>
  %e = tensor.extract %r[%idx] : tensor<8xf32>
  return %e : f32
}

// CHECK-LABEL: func.func @insert_into_argument(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[CST:%[^ ,:)]+]] = arith.constant 5.000000e+00 : f32
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// CHECK-NEXT: memref.store [[CST]], [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_in_place(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<5xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG0]]{{\]}} : memref<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_out_of_place(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32) -> (tensor<5xf32>, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC]]{{\[}}[[ARG0]]{{\]}} : memref<5xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG0]]{{\]}} : memref<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG0]]{{\]}} : memref<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]] : tensor<5xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_into_writable(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: memref.store [[ARG2]], [[ARG0]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @insert_into_read_only(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> f32 {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }

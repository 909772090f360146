// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s
// The read-after-write examples of the seed: definition (from_elements),
// conflicting write (insert), read (extract of the definition). The write
// must not happen in place.
func.func @raw_conflict(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// The read happens before the write: no conflict, in place.
func.func @read_before_write(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// The read goes through an alias (extract_slice): still a conflict.
func.func @raw_conflict_through_alias(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %alias = tensor.extract_slice %0[1][2][1] : tensor<3xf32> to tensor<2xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %alias[%idx2] : tensor<2xf32>
  return %1, %r : tensor<3xf32>, f32
}

// CHECK-LABEL: func.func @raw_conflict(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[C2:%[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[C0]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[C1]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC]]{{\[}}[[C2]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<3xf32> to memref<3xf32>
// CHECK-NEXT: memref.store [[ARG3]], [[ALLOC_0]]{{\[}}[[ARG4]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG5]]{{\]}} : memref<3xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]] : tensor<3xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_before_write(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[C2:%[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[C0]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[C1]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC]]{{\[}}[[C2]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG5]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG3]], [[ALLOC]]{{\[}}[[ARG4]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]], [[V0]] : tensor<3xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @raw_conflict_through_alias(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[C2:%[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[C0]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[C1]]{{\]}} : memref<3xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC]]{{\[}}[[C2]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]][1] [2] [1] : memref<3xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[ALLOC_0]] : memref<2xf32, strided<[1], offset: 1>> to memref<2xf32>
// CHECK-NEXT: memref.store [[ARG3]], [[ALLOC]]{{\[}}[[ARG4]]{{\]}} : memref<3xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG5]]{{\]}} : memref<2xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]] : tensor<3xf32>, f32
// CHECK-NEXT: }

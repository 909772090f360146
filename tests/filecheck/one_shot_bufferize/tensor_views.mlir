// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// Views and reshapes of tensors.
// Views: the result aliases the source buffer (collapse/expand/cast/
// extract_slice); results returned from the function are copied since they
// alias a (read-only) function argument.
func.func @f() { return }
func.func @s(%f: f32, %i: index) -> (f32, f32, f32) {
  %e = tensor.empty() : tensor<8x4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %0 = tensor.extract_slice %fill[0, 0][4, 4][1, 1] : tensor<8x4xf32> to tensor<4x4xf32>
  %1 = tensor.extract_slice %fill[0, 0][1, 4][1, 1] : tensor<8x4xf32> to tensor<4xf32>
  %2 = tensor.extract_slice %fill[%i, 1][2, 2][2, 1] : tensor<8x4xf32> to tensor<2x2xf32>
  %a = tensor.extract %0[%i, %i] : tensor<4x4xf32>
  %b = tensor.extract %1[%i] : tensor<4xf32>
  %c = tensor.extract %2[%i, %i] : tensor<2x2xf32>
  return %a, %b, %c : f32, f32, f32
}

// CHECK-LABEL: func.func @f(
// CHECK-SAME: ) {
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @s(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> (f32, f32, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8x4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<8x4xf32>)
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]][0, 0] [4, 4] [1, 1] : memref<8x4xf32> to memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ALLOC]][0, 0] [1, 4] [1, 1] : memref<8x4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT: [[SUBVIEW_1:%[^ ,:)]+]] = memref.subview [[ALLOC]]{{\[}}[[ARG1]], 1] [2, 2] [2, 1] : memref<8x4xf32> to memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[SUBVIEW]]{{\[}}[[ARG1]], [[ARG1]]{{\]}} : memref<4x4xf32, strided<[4, 1]>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[SUBVIEW_0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, strided<[1]>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[SUBVIEW_1]]{{\[}}[[ARG1]], [[ARG1]]{{\]}} : memref<2x2xf32, strided<[8, 1], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]], [[V2]] : f32, f32, f32
// CHECK-NEXT: }

// A static offset in a buffer with dynamic strides: MLIR's 0 * ? = 0 keeps
// the subview offset static (a dynamic one would not verify).
func.func @dyn(%f: f32, %n: index, %i: index) -> (f32, f32) {
  %e = tensor.empty(%n, %n) : tensor<?x?xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %0 = tensor.extract_slice %fill[0, 2][2, 1][1, 1] : tensor<?x?xf32> to tensor<2x1xf32>
  %1 = tensor.extract_slice %fill[1, 0][1, %n][1, 1] : tensor<?x?xf32> to tensor<?xf32>
  %a = tensor.extract %0[%i, %i] : tensor<2x1xf32>
  %b = tensor.extract %1[%i] : tensor<?xf32>
  return %a, %b : f32, f32
}

// CHECK-LABEL: func.func @dyn(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index) -> (f32, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[ARG1]], [[ARG1]]) {alignment = 64 : i64} : memref<?x?xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<?x?xf32>)
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]][0, 2] [2, 1] [1, 1] : memref<?x?xf32> to memref<2x1xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ALLOC]][1, 0] [1, [[ARG1]]{{\]}} [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[SUBVIEW]]{{\[}}[[ARG2]], [[ARG2]]{{\]}} : memref<2x1xf32, strided<[?, 1], offset: 2>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[SUBVIEW_0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[1], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]] : f32, f32
// CHECK-NEXT: }

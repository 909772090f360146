// RUN: xdsl-opt %s -p eliminate-empty-tensors,one-shot-bufferize | filecheck %s
// RUN: xdsl-opt %s -p 'eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s
// RUN: %mlir-opt %s -eliminate-empty-tensors -one-shot-bufferize -canonicalize | filecheck %s
// RUN: %mlir-opt %s -eliminate-empty-tensors -one-shot-bufferize | filecheck %s --check-prefix=MLIR22

// Seed 001's running example (with linalg.matmul for tosa.matmul, on an
// init filled with zeros): the matmul of two `restrict` inputs is
// materialized into the output buffer. eliminate-empty-tensors replaces the
// tensor.empty by the destination of the materialization, so the fill and
// the matmul write into the output argument: no allocation, no copy.
//
// MLIR 22 still copies the output buffer into itself
// (`memref.copy %arg2, %arg2`) and leaves that copy to -canonicalize; ours
// makes no copy when the source buffer is the destination.

func.func @test_matmul(%A: memref<3x2xf32>, %B: memref<2x4xf32>, %C: memref<3x4xf32>) {
  %A_tensor = bufferization.to_tensor %A restrict : memref<3x2xf32> to tensor<3x2xf32>
  %B_tensor = bufferization.to_tensor %B restrict : memref<2x4xf32> to tensor<2x4xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x4xf32>) -> tensor<3x4xf32>
  %0 = linalg.matmul ins(%A_tensor, %B_tensor : tensor<3x2xf32>, tensor<2x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  bufferization.materialize_in_destination %0 in restrict writable %C : (tensor<3x4xf32>, memref<3x4xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @test_matmul
// CHECK-SAME:    (%[[A:[a-zA-Z0-9_]+]]: memref<3x2xf32>, %[[B:[a-zA-Z0-9_]+]]: memref<2x4xf32>, %[[C:[a-zA-Z0-9_]+]]: memref<3x4xf32>)
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<3x4xf32>)
// CHECK-NEXT:    linalg.matmul ins(%[[A]], %[[B]] : memref<3x2xf32>, memref<2x4xf32>) outs(%[[C]] : memref<3x4xf32>)
// CHECK-NEXT:    {{(func\.)?}}return
// CHECK-NOT:     memref.alloc
// CHECK-NOT:     memref.copy

// MLIR22-LABEL: func.func @test_matmul
// MLIR22-SAME:    (%[[A:[a-zA-Z0-9_]+]]: memref<3x2xf32>, %[[B:[a-zA-Z0-9_]+]]: memref<2x4xf32>, %[[C:[a-zA-Z0-9_]+]]: memref<3x4xf32>)
// MLIR22-NOT:     memref.alloc
// MLIR22:         linalg.fill ins(%{{.*}} : f32) outs(%[[C]] : memref<3x4xf32>)
// MLIR22-NEXT:    linalg.matmul ins(%[[A]], %[[B]] : memref<3x2xf32>, memref<2x4xf32>) outs(%[[C]] : memref<3x4xf32>)
// MLIR22-NEXT:    memref.copy %[[C]], %[[C]] : memref<3x4xf32> to memref<3x4xf32>
// MLIR22-NEXT:    return

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s --check-prefix=CHECK
// RUN: xdsl-opt %s -p 'one-shot-bufferize{must-infer-memory-space}' | filecheck %s --check-prefix=INFER
// RUN: %mlir-opt %s -one-shot-bufferize='must-infer-memory-space' | filecheck %s --check-prefix=INFER

// Memory spaces: an alloc_tensor with memory_space 1; copies stay in the
// memory space of their source (with and without must-infer-memory-space).
func.func @explicit_space(%f: f32, %i: index) -> f32 {
  %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %c = bufferization.alloc_tensor() copy(%fill) : tensor<4xf32>
  %w = tensor.insert %f into %c[%i] : tensor<4xf32>
  %x = tensor.extract %w[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @explicit_space(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32, 1{{( : i64)?}}>)
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<4xf32, 1{{( : i64)?}}> to memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC_0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }

// INFER-LABEL: func.func @explicit_space(
// INFER-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// INFER-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1{{( : i64)?}}>
// INFER-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32, 1{{( : i64)?}}>)
// INFER-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1{{( : i64)?}}>
// INFER-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<4xf32, 1{{( : i64)?}}> to memref<4xf32, 1{{( : i64)?}}>
// INFER-NEXT: memref.store [[ARG0]], [[ALLOC_0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, 1{{( : i64)?}}>
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, 1{{( : i64)?}}>
// INFER-NEXT: {{(func.)?}}return [[V0]] : f32
// INFER-NEXT: }

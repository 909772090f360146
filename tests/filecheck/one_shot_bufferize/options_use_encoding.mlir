// RUN: xdsl-opt %s -p 'one-shot-bufferize{use-encoding-for-memory-space}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='use-encoding-for-memory-space' | filecheck %s --check-prefix=CHECK
// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s --check-prefix=NOENC
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s --check-prefix=NOENC

// use-encoding-for-memory-space: the tensor encoding gives the memory space of
// new buffers (without the option: the default memory space).
func.func @encoding(%f: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4xf32, 1 : i64>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32, 1 : i64>) -> tensor<4xf32, 1 : i64>
  %w = tensor.insert %f into %fill[%i] : tensor<4xf32, 1 : i64>
  %x = tensor.extract %w[%i] : tensor<4xf32, 1 : i64>
  return %x : f32
}

// CHECK-LABEL: func.func @encoding(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32, 1{{( : i64)?}}>)
// CHECK-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }

// NOENC-LABEL: func.func @encoding(
// NOENC-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// NOENC-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// NOENC-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// NOENC-NEXT: memref.store [[ARG0]], [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// NOENC-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// NOENC-NEXT: {{(func.)?}}return [[V0]] : f32
// NOENC-NEXT: }

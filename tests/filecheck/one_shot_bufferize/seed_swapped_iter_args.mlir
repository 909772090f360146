// RUN: xdsl-opt %s -p 'one-shot-bufferize{allow-return-allocs-from-loops}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='allow-return-allocs-from-loops' | filecheck %s --check-prefix=CHECK

// Seed 001's loop with swapped iter_args (and loops/whiles whose yielded
// tensors are not equivalent to their iter_args) with
// allow-return-allocs-from-loops: the yielded buffers are copies. Without the
// option both MLIR and we reject them (invalid.mlir).
func.func @swapped_iter_args(%lb: index, %ub: index, %step: index, %c: tensor<5xf32>, %d: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %a, %b = scf.for %i = %lb to %ub step %step iter_args(%arg0 = %c, %arg1 = %d) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.yield %arg1, %arg0 : tensor<5xf32>, tensor<5xf32>
  }
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}

func.func @yield_new_tensor(%lb: index, %ub: index, %step: index, %f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %init = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %init) -> (tensor<5xf32>) {
    %n = tensor.empty() : tensor<5xf32>
    %g = linalg.fill ins(%f : f32) outs(%n : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %g : tensor<5xf32>
  }
  return %r : tensor<5xf32>
}

func.func @while_swapped(%c: tensor<5xf32>, %d: tensor<5xf32>, %n: i1) -> (tensor<5xf32>, tensor<5xf32>) {
  %a, %b = scf.while (%x = %c, %y = %d) : (tensor<5xf32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.condition(%n) %y, %x : tensor<5xf32>, tensor<5xf32>
  } do {
  ^bb0(%u: tensor<5xf32>, %v: tensor<5xf32>):
    scf.yield %u, %v : tensor<5xf32>, tensor<5xf32>
  }
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}

// CHECK-LABEL: func.func @swapped_iter_args(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: tensor<5xf32>, [[ARG4:%[^ ,:)]+]]: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG4]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG3]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[V1]], [[ALLOC]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: {{.*}} = scf.for [[ARG5:%[^ ,:)]+]] = [[ARG0]] to [[ARG1]] step [[ARG2]] iter_args([[ARG6:%[^ ,:)]+]] = [[ALLOC]], [[ARG7:%[^ ,:)]+]] = [[ALLOC_0]]) -> (memref<5xf32>, memref<5xf32>) {
// CHECK-NEXT: [[ALLOC_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[ARG7]], [[ALLOC_1]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: [[ALLOC_2:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[ARG6]], [[ALLOC_2]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: scf.yield [[ALLOC_1]], [[ALLOC_2]] : memref<5xf32>, memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor {{%[^ ,:)]+}} : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor {{%[^ ,:)]+}} : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V4]], [[V3]] : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @yield_new_tensor(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: f32) -> tensor<5xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.fill ins([[ARG3]] : f32) outs([[ALLOC]] : memref<5xf32>)
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[ARG0]] to [[ARG1]] step [[ARG2]] iter_args([[ARG5:%[^ ,:)]+]] = [[ALLOC]]) -> (memref<5xf32>) {
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.fill ins([[ARG3]] : f32) outs([[ALLOC_0]] : memref<5xf32>)
// CHECK-NEXT: scf.yield [[ALLOC_0]] : memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_swapped(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: tensor<5xf32>, [[ARG2:%[^ ,:)]+]]: i1) -> (tensor<5xf32>, tensor<5xf32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[V1]], [[ALLOC]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// CHECK-NEXT: {{.*}} = scf.while ([[ARG3:%[^ ,:)]+]] = [[ALLOC]], [[ARG4:%[^ ,:)]+]] = [[ALLOC_0]]) : (memref<5xf32>, memref<5xf32>) -> (memref<5xf32>, memref<5xf32>) {
// CHECK-NEXT: [[ALLOC_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[ARG4]], [[ALLOC_1]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: [[ALLOC_2:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: memref.copy [[ARG3]], [[ALLOC_2]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: scf.condition([[ARG2]]) [[ALLOC_1]], [[ALLOC_2]] : memref<5xf32>, memref<5xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0([[ARG3_1:%[^ ,:)]+]]: memref<5xf32>, [[ARG4_1:%[^ ,:)]+]]: memref<5xf32>):
// CHECK-NEXT: scf.yield [[ARG3_1]], [[ARG4_1]] : memref<5xf32>, memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor {{%[^ ,:)]+}} : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor {{%[^ ,:)]+}} : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V4]], [[V3]] : tensor<5xf32>, tensor<5xf32>
// CHECK-NEXT: }

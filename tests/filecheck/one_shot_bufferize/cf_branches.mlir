// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// cf branches with tensor block arguments (without function boundaries, the
// blocks of func.func keep their tensor arguments).
func.func @cf(%c: i1, %t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  cf.cond_br %c, ^bb1(%e : tensor<4xf32>), ^bb2(%t : tensor<4xf32>)
^bb1(%a: tensor<4xf32>):
  %0 = tensor.insert %f into %a[%i] : tensor<4xf32>
  cf.br ^bb3(%0 : tensor<4xf32>)
^bb2(%b: tensor<4xf32>):
  cf.br ^bb3(%b : tensor<4xf32>)
^bb3(%r: tensor<4xf32>):
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @cf(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<4xf32>, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: cf.cond_br [[ARG0]], ^bb1([[V0]] : tensor<4xf32>), ^bb2([[ARG1]] : tensor<4xf32>)
// CHECK-NEXT: ^bb1([[V1:%[^ ,:)]+]]: tensor<4xf32>):
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V2]], [[ALLOC_0]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC_0]]{{\[}}[[ARG3]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: cf.br ^bb3([[V3]] : tensor<4xf32>)
// CHECK-NEXT: ^bb2([[V4:%[^ ,:)]+]]: tensor<4xf32>):
// CHECK-NEXT: cf.br ^bb3([[V4]] : tensor<4xf32>)
// CHECK-NEXT: ^bb3([[V5:%[^ ,:)]+]]: tensor<4xf32>):
// CHECK-NEXT: {{(func.)?}}return [[V5]] : tensor<4xf32>
// CHECK-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// scf.execute_region, scf.index_switch (a case yielding a not-yet-bufferized
// tensor.empty gets MLIR's fully dynamic layout), scf.if yielding
// non-equivalent buffers, scf.for over extract_slice/insert_slice pairs.
func.func @execute_region(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.execute_region -> tensor<4xf32> {
    %w = tensor.insert %f into %fill[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @index_switch(%k: index, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %w = tensor.insert %f into %fill[%i] : tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  case 1 {
    %n = tensor.empty() : tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  default {
    scf.yield %fill : tensor<4xf32>
  }
  %x = tensor.extract %fill[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

func.func @if_non_equivalent(%c: i1, %f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %a = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %e2 = tensor.empty() : tensor<4xf32>
  %b = linalg.fill ins(%f : f32) outs(%e2 : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  %w = tensor.insert %f into %r[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

func.func @for_with_slices(%n: index, %f: f32) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c2 iter_args(%t = %e) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %g = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    %u = tensor.insert_slice %g into %t[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    scf.yield %u : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @execute_region(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: scf.yield [[ALLOC]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_switch(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (tensor<4xf32>, f32) {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.index_switch [[ARG0]] -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 0 {
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC_0]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield [[CAST]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: case 1 {
// CHECK-NEXT: [[ALLOC_0_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: [[CAST_1:%[^ ,:)]+]] = memref.cast [[ALLOC_0_1]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield [[CAST_1]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: [[CAST_2:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield [[CAST_2]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]], [[V2]] : tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_non_equivalent(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC_0]] : memref<4xf32>)
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.if [[ARG0]] -> (memref<4xf32>) {
// CHECK-NEXT: scf.yield [[ALLOC]] : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield [[ALLOC_0]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: memref.store [[ARG1]], [[V0]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_with_slices(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C2:%[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG2:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C2]] iter_args([[ARG3:%[^ ,:)]+]] = [[ALLOC]]) -> (memref<8xf32>) {
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG3]]{{\[}}[[ARG2]]{{\]}} [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[SUBVIEW]] : memref<2xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG3]]{{\[}}[[ARG2]]{{\]}} [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: scf.yield [[ARG3]] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<8xf32>
// CHECK-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// scf.forall with tensor.parallel_insert_slice, scf.execute_region,
// scf.if yielding one value twice, extract/insert_slice pairs, scf.index_switch.
func.func @forall(%f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> tensor<8xf32> {
    %s = tensor.extract_slice %o[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
    %fill = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
func.func @exec(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %r = scf.execute_region -> tensor<4xf32> {
    %e = tensor.empty() : tensor<4xf32>
    %0 = tensor.insert %f into %e[%i] : tensor<4xf32>
    scf.yield %0 : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @if_same_twice(%c: i1, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}
func.func @slices(%f: f32, %i: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %s = tensor.extract_slice %e[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %fill = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
  %r = tensor.insert_slice %fill into %e[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @f(%i: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.index_switch %i -> tensor<4xf32>
  case 1 {
    scf.yield %t : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %1 = scf.for %iv = %c0 to %c4 step %c1 iter_args(%a = %0) -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}

// CHECK-LABEL: func.func @forall(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: scf.forall ([[ARG1:%[^ ,:)]+]]) in (4) {
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]]{{\[}}[[ARG1]]{{\]}} [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[SUBVIEW]] : memref<2xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ALLOC]]{{\[}}[[ARG1]]{{\]}} [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.execute_region -> memref<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: scf.yield [[ALLOC]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<4xf32> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_same_twice(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = scf.if [[ARG0]] -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: scf.yield [[V1]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[V2]] : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V3]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ALLOC]]{{\[}}[[ARG1]]{{\]}} [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[SUBVIEW]] : memref<2xf32, strided<[1], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ALLOC]]{{\[}}[[ARG1]]{{\]}} [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = scf.index_switch [[ARG0]] -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield [[V1]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C4:%[^ ,:)]+]] = arith.constant 4 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = scf.for [[ARG2:%[^ ,:)]+]] = [[C0]] to [[C4]] step [[C1]] iter_args([[ARG3:%[^ ,:)]+]] = [[V2]]) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: scf.yield [[ARG3]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[V3]] : memref<4xf32, strided<[?], offset: ?>> to tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V4]] : tensor<4xf32>
// CHECK-NEXT: }

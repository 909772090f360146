// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s --check-prefix=CHECK

// Function boundaries: recursion (no boundary summary), several func.return,
// calls in loops (equivalent results: in place), unranked tensors,
// bufferization.buffer_layout.
func.func @rec(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cond = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %cond -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    %w = tensor.insert %f into %t[%c0] : tensor<4xf32>
    %m = arith.subi %n, %c1 : index
    %s = func.call @rec(%w, %m, %f) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @two_returns(%c: i1, %t: tensor<4xf32>, %f: f32) -> tensor<4xf32> {
  cf.cond_br %c, ^a, ^b
^a:
  return %t : tensor<4xf32>
^b:
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @loop(%t: tensor<4xf32>, %n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %t) -> tensor<4xf32> {
    %w = func.call @set(%a, %i, %f) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @set(%t: tensor<4xf32>, %i: index, %f: f32) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

func.func @unranked(%t: tensor<*xf32>) -> tensor<*xf32> {
  return %t : tensor<*xf32>
}

func.func @layout(%t: tensor<4xf32> {bufferization.buffer_layout = affine_map<(d0) -> (d0 + 2)>}, %i: index) -> f32 {
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @rec(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = arith.cmpi eq, [[ARG1]], [[C0]] : index
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = scf.if [[V0]] -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: scf.yield [[ARG0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store [[ARG2]], [[ARG0]]{{\[}}[[C0]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.subi [[ARG1]], [[C1]] : index
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = func.call @rec([[ARG0]], [[V2]], [[ARG2]]) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield [[V3]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return [[V1]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_returns(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG2:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: cf.cond_br [[ARG0]], ^bb1, ^bb2
// CHECK-NEXT: ^bb1:
// CHECK-NEXT: {{(func.)?}}return [[ARG1]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: ^bb2:
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[CAST]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG3:%[^ ,:)]+]] = [[C0]] to [[ARG1]] step [[C1]] iter_args([[ARG4:%[^ ,:)]+]] = [[ARG0]]) -> (memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = func.call @set([[ARG4]], [[ARG3]], [[ARG2]]) : (memref<4xf32, strided<[?], offset: ?>>, index, f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield [[V1]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @set(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: memref.store [[ARG2]], [[ARG0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @layout(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, {{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}>, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, {{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : f32
// CHECK-NEXT: }

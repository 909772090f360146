// RUN: xdsl-opt %s --split-input-file -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=INFER
// RUN: %mlir-opt %s --split-input-file -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s --check-prefix=INFER
// RUN: xdsl-opt %s --split-input-file -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}' | filecheck %s --check-prefix=IDENTITY
// RUN: %mlir-opt %s --split-input-file -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' | filecheck %s --check-prefix=IDENTITY

// Unranked tensors through the ops that take them in MLIR 22 (tensor.dim,
// tensor.rank, tensor.reshape to an unranked result,
// bufferization.to_buffer / to_tensor restrict writable /
// materialize_in_destination / dealloc_tensor, scf.if, scf.for, scf.while,
// arith.select, a cast to a ranked tensor written out of place): One-Shot
// Module Bufferize as mlir-opt does it, under infer-layout-map and
// identity-layout-map.

func.func @dim_rank(%t: tensor<*xf32>, %i: index) -> (index, index) {
  %d = tensor.dim %t, %i : tensor<*xf32>
  %r = tensor.rank %t : tensor<*xf32>
  return %d, %r : index, index
}

// INFER-LABEL: func.func @dim_rank(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>, [[I:%[^ ,:)]+]]: index) -> (index, index) {
// INFER-NEXT: [[D:%[^ ,:)]+]] = memref.dim [[T]], [[I]] : memref<*xf32>
// INFER-NEXT: [[R:%[^ ,:)]+]] = memref.rank [[T]] : memref<*xf32>
// INFER-NEXT: {{(func.)?}}return [[D]], [[R]] : index, index
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @dim_rank(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>, [[I:%[^ ,:)]+]]: index) -> (index, index) {
// IDENTITY-NEXT: [[D:%[^ ,:)]+]] = memref.dim [[T]], [[I]] : memref<*xf32>
// IDENTITY-NEXT: [[R:%[^ ,:)]+]] = memref.rank [[T]] : memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[D]], [[R]] : index, index
// IDENTITY-NEXT: }

// -----

func.func @reshape_unranked(%t: tensor<?xf32>, %s: tensor<?xindex>) -> tensor<*xf32> {
  %r = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<?xindex>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// INFER-LABEL: func.func @reshape_unranked(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[S:%[^ ,:)]+]]: memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = arith.constant 0 : index
// INFER-NEXT: [[V1:%[^ ,:)]+]] = memref.dim [[T]], [[V0]] : memref<?xf32, strided<[?], offset: ?>>
// INFER-NEXT: [[V2:%[^ ,:)]+]] = memref.alloc([[V1]]) {alignment = 64 : i64} : memref<?xf32>
// INFER-NEXT: memref.copy [[T]], [[V2]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// INFER-NEXT: [[V3:%[^ ,:)]+]] = memref.reshape [[V2]]([[S]]) : (memref<?xf32>, memref<?xindex, strided<[?], offset: ?>>) -> memref<*xf32>
// INFER-NEXT: {{(func.)?}}return [[V3]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @reshape_unranked(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<?xf32>, [[S:%[^ ,:)]+]]: memref<?xindex>) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.reshape [[T]]([[S]]) : (memref<?xf32>, memref<?xindex>) -> memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @to_buffer(%t: tensor<*xf32>) -> memref<*xf32> {
  %m = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32>
  return %m : memref<*xf32>
}

// INFER-LABEL: func.func @to_buffer(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// INFER-NEXT: {{(func.)?}}return [[T]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @to_buffer(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: {{(func.)?}}return [[T]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @materialize(%t: tensor<*xf32>, %m: memref<*xf32>) {
  bufferization.materialize_in_destination %t in restrict writable %m : (tensor<*xf32>, memref<*xf32>) -> ()
  return
}

// INFER-LABEL: func.func @materialize(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>, [[M:%[^ ,:)]+]]: memref<*xf32>) {
// INFER-NEXT: memref.copy [[T]], [[M]] : memref<*xf32> to memref<*xf32>
// INFER-NEXT: {{(func.)?}}return
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @materialize(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>, [[M:%[^ ,:)]+]]: memref<*xf32>) {
// IDENTITY-NEXT: memref.copy [[T]], [[M]] : memref<*xf32> to memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return
// IDENTITY-NEXT: }

// -----

func.func @materialize_tensor(%t: tensor<4xf32>, %d: tensor<*xf32>) -> tensor<*xf32> {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = bufferization.materialize_in_destination %u in %d : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return %r : tensor<*xf32>
}

// INFER-LABEL: func.func @materialize_tensor(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[D:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// INFER-NEXT: memref.copy [[V0]], [[D]] : memref<*xf32> to memref<*xf32>
// INFER-NEXT: {{(func.)?}}return [[D]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @materialize_tensor(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<4xf32>, [[D:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32> to memref<*xf32>
// IDENTITY-NEXT: memref.copy [[V0]], [[D]] : memref<*xf32> to memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[D]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @if_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<4xf32>) -> tensor<*xf32> {
  %r = scf.if %c -> tensor<*xf32> {
    scf.yield %a : tensor<*xf32>
  } else {
    %u = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// INFER-LABEL: func.func @if_unranked(
// INFER-SAME: [[C:%[^ ,:)]+]]: i1, [[A:%[^ ,:)]+]]: memref<*xf32>, [[B:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<*xf32> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = scf.if [[C]] -> (memref<*xf32>) {
// INFER-NEXT: scf.yield [[A]] : memref<*xf32>
// INFER-NEXT: } else {
// INFER-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[B]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// INFER-NEXT: scf.yield [[V1]] : memref<*xf32>
// INFER-NEXT: }
// INFER-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @if_unranked(
// IDENTITY-SAME: [[C:%[^ ,:)]+]]: i1, [[A:%[^ ,:)]+]]: memref<*xf32>, [[B:%[^ ,:)]+]]: memref<4xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = scf.if [[C]] -> (memref<*xf32>) {
// IDENTITY-NEXT: scf.yield [[A]] : memref<*xf32>
// IDENTITY-NEXT: } else {
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[B]] : memref<4xf32> to memref<*xf32>
// IDENTITY-NEXT: scf.yield [[V1]] : memref<*xf32>
// IDENTITY-NEXT: }
// IDENTITY-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @for_unranked(%a: tensor<*xf32>, %n: index) -> tensor<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%t = %a) -> tensor<*xf32> {
    scf.yield %t : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// INFER-LABEL: func.func @for_unranked(
// INFER-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[N:%[^ ,:)]+]]: index) -> memref<*xf32> {
// INFER-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// INFER-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// INFER-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[I:%[^ ,:)]+]] = [[C0]] to [[N]] step [[C1]] iter_args([[T:%[^ ,:)]+]] = [[A]]) -> (memref<*xf32>) {
// INFER-NEXT: scf.yield [[T]] : memref<*xf32>
// INFER-NEXT: }
// INFER-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @for_unranked(
// IDENTITY-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[N:%[^ ,:)]+]]: index) -> memref<*xf32> {
// IDENTITY-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// IDENTITY-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[I:%[^ ,:)]+]] = [[C0]] to [[N]] step [[C1]] iter_args([[T:%[^ ,:)]+]] = [[A]]) -> (memref<*xf32>) {
// IDENTITY-NEXT: scf.yield [[T]] : memref<*xf32>
// IDENTITY-NEXT: }
// IDENTITY-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @while_unranked(%a: tensor<*xf32>, %c: i1) -> tensor<*xf32> {
  %r = scf.while (%t = %a) : (tensor<*xf32>) -> tensor<*xf32> {
    scf.condition(%c) %t : tensor<*xf32>
  } do {
  ^bb0(%t: tensor<*xf32>):
    scf.yield %t : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

// INFER-LABEL: func.func @while_unranked(
// INFER-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[C:%[^ ,:)]+]]: i1) -> memref<*xf32> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = scf.while ([[T:%[^ ,:)]+]] = [[A]]) : (memref<*xf32>) -> memref<*xf32> {
// INFER-NEXT: scf.condition([[C]]) [[T]] : memref<*xf32>
// INFER-NEXT: } do {
// INFER-NEXT: ^bb0([[T_1:%[^ ,:)]+]]: memref<*xf32>):
// INFER-NEXT: scf.yield [[T_1]] : memref<*xf32>
// INFER-NEXT: }
// INFER-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @while_unranked(
// IDENTITY-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[C:%[^ ,:)]+]]: i1) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = scf.while ([[T:%[^ ,:)]+]] = [[A]]) : (memref<*xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: scf.condition([[C]]) [[T]] : memref<*xf32>
// IDENTITY-NEXT: } do {
// IDENTITY-NEXT: ^bb0([[T_1:%[^ ,:)]+]]: memref<*xf32>):
// IDENTITY-NEXT: scf.yield [[T_1]] : memref<*xf32>
// IDENTITY-NEXT: }
// IDENTITY-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @select_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  %r = arith.select %c, %a, %b : tensor<*xf32>
  return %r : tensor<*xf32>
}

// INFER-LABEL: func.func @select_unranked(
// INFER-SAME: [[C:%[^ ,:)]+]]: i1, [[A:%[^ ,:)]+]]: memref<*xf32>, [[B:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = arith.select [[C]], [[A]], [[B]] : memref<*xf32>
// INFER-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @select_unranked(
// IDENTITY-SAME: [[C:%[^ ,:)]+]]: i1, [[A:%[^ ,:)]+]]: memref<*xf32>, [[B:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = arith.select [[C]], [[A]], [[B]] : memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V0]] : memref<*xf32>
// IDENTITY-NEXT: }

// -----

func.func @dealloc_tensor(%a: tensor<*xf32>) {
  bufferization.dealloc_tensor %a : tensor<*xf32>
  return
}

// INFER-LABEL: func.func @dealloc_tensor(
// INFER-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>) {
// INFER-NEXT: memref.dealloc [[A]] : memref<*xf32>
// INFER-NEXT: {{(func.)?}}return
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @dealloc_tensor(
// IDENTITY-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>) {
// IDENTITY-NEXT: memref.dealloc [[A]] : memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return
// IDENTITY-NEXT: }

// -----

func.func @copy_unranked_out_of_place(%a: tensor<*xf32>, %f: f32) -> (tensor<4xf32>, tensor<*xf32>) {
  %r = tensor.cast %a : tensor<*xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %r[%c0] : tensor<4xf32>
  return %w, %a : tensor<4xf32>, tensor<*xf32>
}

// INFER-LABEL: func.func @copy_unranked_out_of_place(
// INFER-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[F:%[^ ,:)]+]]: f32) -> (memref<4xf32>, memref<*xf32>) {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[A]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// INFER-NEXT: [[V1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// INFER-NEXT: memref.copy [[V0]], [[V1]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// INFER-NEXT: memref.store [[F]], [[V1]]{{\[}}[[C0]]{{\]}} : memref<4xf32>
// INFER-NEXT: [[V2:%[^ ,:)]+]] = memref.cast [[V1]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT: {{(func.)?}}return [[V1]], [[A]] : memref<4xf32>, memref<*xf32>
// INFER-NEXT: }

// IDENTITY-LABEL: func.func @copy_unranked_out_of_place(
// IDENTITY-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[F:%[^ ,:)]+]]: f32) -> (memref<4xf32>, memref<*xf32>) {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[A]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: memref.copy [[V0]], [[V1]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// IDENTITY-NEXT: memref.store [[F]], [[V1]]{{\[}}[[C0]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V1]], [[A]] : memref<4xf32>, memref<*xf32>
// IDENTITY-NEXT: }

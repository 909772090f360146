// RUN: xdsl-opt %s --split-input-file -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=CHECK

// Where we differ from MLIR 22 on unranked tensors (no %mlir-opt run:
// its output is wrong here).
// - infer-layout-map does not narrow a function's result type through a
//   cast from an unranked memref: the function keeps its ranked result
//   type (MLIR 22 returns memref<*xf32> for the ranked tensor, and crashes
//   bufferizing a caller that uses the result as ranked: see the last
//   chunk, which mlir-opt 22 aborts on).
// - cf.cond_br to one block with unranked tensor arguments: MLIR 22 leaves
//   a tensor operand on the branch ('type mismatch for bb argument #0 of
//   successor #1'); both operands become memrefs here.

func.func @to_tensor_restrict_write(%m: memref<*xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<*xf32> to tensor<*xf32>
  %r = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK-LABEL: func.func @to_tensor_restrict_write(
// CHECK-SAME: [[M:%[^ ,:)]+]]: memref<*xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[M]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[F:%[^ ,:)]+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store [[F]], [[V0]][[[C0]]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @cast_unranked_write(%a: tensor<*xf32>, %f: f32) -> tensor<4xf32> {
  %r = tensor.cast %a : tensor<*xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK-LABEL: func.func @cast_unranked_write(
// CHECK-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[F:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[A]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store [[F]], [[V0]][[[C0]]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @cf_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  cf.cond_br %c, ^x(%a : tensor<*xf32>), ^x(%b : tensor<*xf32>)
^x(%t: tensor<*xf32>):
  return %t : tensor<*xf32>
}

// CHECK-LABEL: func.func @cf_unranked(
// CHECK-SAME: [[C:%[^ ,:)]+]]: i1, [[A:%[^ ,:)]+]]: memref<*xf32>, [[B:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: cf.cond_br [[C]], ^bb1([[A]] : memref<*xf32>), ^bb1([[B]] : memref<*xf32>)
// CHECK-NEXT: ^bb1([[T:%[^ ,:)]+]]: memref<*xf32>):
// CHECK-NEXT: {{(func.)?}}return [[T]] : memref<*xf32>
// CHECK-NEXT: }

// -----

// The caller of such a function uses its result as ranked (MLIR 22 aborts:
// "cast<Ty>() argument of incompatible type").
func.func @narrow(%t: tensor<*xf32>) -> tensor<?xf32> {
  %r = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @use_narrow(%t: tensor<4xf32>) -> f32 {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = call @narrow(%u) : (tensor<*xf32>) -> tensor<?xf32>
  %c = arith.constant 0 : index
  %x = tensor.extract %r[%c] : tensor<?xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @narrow(
// CHECK-SAME: memref<*xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-LABEL: func.func @use_narrow(
// CHECK: [[R:%[^ ,:)]+]] = {{(func.)?}}call @narrow({{.*}}) : (memref<*xf32>) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK: memref.load [[R]]

func.func @to_tensor_restrict_write(%m: memref<*xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict writable : memref<*xf32> to tensor<*xf32>
  %r = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %f = arith.constant 1.0 : f32
  %w = tensor.insert %f into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK-LABEL: func.func @to_tensor_restrict_write(
// CHECK-SAME: [[M:%[^ ,:)]+]]: memref<*xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[M]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[F:%[^ ,:)]+]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.store [[F]], [[V0]]{{\[}}[[C0]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @cast_unranked_write(%a: tensor<*xf32>, %f: f32) -> tensor<4xf32> {
  %r = tensor.cast %a : tensor<*xf32> to tensor<4xf32>
  %c0 = arith.constant 0 : index
  %w = tensor.insert %f into %r[%c0] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK-LABEL: func.func @cast_unranked_write(
// CHECK-SAME: [[A:%[^ ,:)]+]]: memref<*xf32>, [[F:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[A]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: memref.store [[F]], [[V0]]{{\[}}[[C0]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

// -----

func.func @cf_unranked(%c: i1, %a: tensor<*xf32>, %b: tensor<*xf32>) -> tensor<*xf32> {
  cf.cond_br %c, ^x(%a : tensor<*xf32>), ^x(%b : tensor<*xf32>)
^x(%t: tensor<*xf32>):
  return %t : tensor<*xf32>
}

// CHECK-LABEL: func.func @cf_unranked(
// CHECK-SAME: [[C:%[^ ,:)]+]]: i1, [[A:%[^ ,:)]+]]: memref<*xf32>, [[B:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// CHECK-NEXT: cf.cond_br [[C]], ^bb1([[A]] : memref<*xf32>), ^bb1([[B]] : memref<*xf32>)
// CHECK-NEXT: ^bb1([[T:%[^ ,:)]+]]: memref<*xf32>):
// CHECK-NEXT: {{(func.)?}}return [[T]] : memref<*xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }

// -----

// The caller of such a function uses its result as ranked (MLIR 22 aborts:
// "cast<Ty>() argument of incompatible type").
func.func @narrow(%t: tensor<*xf32>) -> tensor<?xf32> {
  %r = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @use_narrow(%t: tensor<4xf32>) -> f32 {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %r = call @narrow(%u) : (tensor<*xf32>) -> tensor<?xf32>
  %c = arith.constant 0 : index
  %x = tensor.extract %r[%c] : tensor<?xf32>
  return %x : f32
}

// CHECK-LABEL: func.func @narrow(
// CHECK-SAME: memref<*xf32>) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-LABEL: func.func @use_narrow(
// CHECK: [[R:%[^ ,:)]+]] = {{(func.)?}}call @narrow({{.*}}) : (memref<*xf32>) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK: memref.load [[R]]

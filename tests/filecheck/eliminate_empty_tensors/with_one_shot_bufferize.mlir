// RUN: xdsl-opt %s -p 'eliminate-empty-tensors,one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s
// RUN: %mlir-opt %s -eliminate-empty-tensors -one-shot-bufferize=bufferize-function-boundaries | filecheck %s --check-prefixes=CHECK,MLIR

// The inputs of eliminate_empty_tensors.mlir, bufferized after the
// elimination: one memref.alloc is left (the second use of the tensor.empty
// of @two_uses) where One-Shot Bufferize alone makes twelve; the tiles are
// computed in subviews of their destinations.

// The subset is built before the tensor.empty when everything it needs is
// defined there.
func.func @static_offsets(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %fill into %t[2] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// The offset is defined after the tensor.empty: the subset is built right
// after the offset.
func.func @after_needed_value(%t: tensor<10xf32>, %i: index, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %c = arith.addi %i, %i : index
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %fill into %t[%c] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// The offset is computed after the use of the tensor.empty, by pure ops of
// the same block: they move before the use.
func.func @moved_definitions(%t: tensor<10xf32>, %i: index, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %c = arith.addi %i, %i : index
  %d = arith.muli %c, %i : index
  %r = tensor.insert_slice %fill into %t[%d] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// A static tensor.empty inserted as a dynamic slice: the subset is cast.
func.func @cast(%t: tensor<?xf32>, %i: index, %n: index, %f: f32) -> tensor<?xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %cast = tensor.cast %fill : tensor<5xf32> to tensor<?xf32>
  %r = tensor.insert_slice %cast into %t[%i] [%n] [1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}

// Only the use on the path to the insertion is replaced.
func.func @two_uses(%t: tensor<10xf32>, %f: f32) -> (tensor<10xf32>, tensor<5xf32>) {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %other = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %fill into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r, %other : tensor<10xf32>, tensor<5xf32>
}

// Through the iter_arg of a loop.
func.func @loop(%t: tensor<10xf32>, %f: f32, %n: index) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<5xf32>
  %loop = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<5xf32> {
    %fill = linalg.fill ins(%f : f32) outs(%acc : tensor<5xf32>) -> tensor<5xf32>
    scf.yield %fill : tensor<5xf32>
  }
  %r = tensor.insert_slice %loop into %t[%n] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// tensor.parallel_insert_slice: the subset of the shared output, in the body.
func.func @forall(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %t) -> tensor<10xf32> {
    %e = tensor.empty() : tensor<5xf32>
    %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %fill into %o[%off] [5] [1] : tensor<5xf32> into tensor<10xf32>
    }
  }
  return %r : tensor<10xf32>
}

// linalg.copy and bufferization.materialize_in_destination into a tensor:
// the subset is the whole destination.
func.func @copy(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = linalg.copy ins(%fill : tensor<5xf32>) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

func.func @materialize_tensor(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = bufferization.materialize_in_destination %fill in %t : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

// Into a buffer: a `restrict` to_tensor of the buffer, which takes over the
// `restrict` of materialize_in_destination.
func.func @materialize_buffer(%m: memref<5xf32>, %f: f32) {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %fill in restrict writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// Across a call: the callee returns (a value equivalent to) its argument.
func.func private @fill_into(%t: tensor<5xf32>, %f: f32) -> tensor<5xf32> {
  %r = linalg.fill ins(%f : f32) outs(%t : tensor<5xf32>) -> tensor<5xf32>
  return %r : tensor<5xf32>
}

func.func @through_call(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %x = call @fill_into(%e, %f) : (tensor<5xf32>, f32) -> tensor<5xf32>
  %r = tensor.insert_slice %x into %t[5] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// CHECK-LABEL: func.func @static_offsets(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> memref<10xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]][2] [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[SUBVIEW]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]][2] [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @after_needed_value(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> memref<10xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = arith.addi [[ARG1]], [[ARG1]] : index
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[V0]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[SUBVIEW]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[V0]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moved_definitions(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> memref<10xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = arith.addi [[ARG1]], [[ARG1]] : index
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = arith.muli [[V0]], [[ARG1]] : index
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[V1]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[SUBVIEW]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[V1]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: f32) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[ARG1]]{{\]}} {{\[}}[[ARG2]]{{\]}} [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[SUBVIEW]] : memref<?xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG3]] : f32) outs([[CAST]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: [[CAST_0:%[^ ,:)]+]] = memref.cast [[CAST]] : memref<5xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[SUBVIEW_1:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[ARG1]]{{\]}} {{\[}}[[ARG2]]{{\]}} [1] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[CAST_0]], [[SUBVIEW_1]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_uses(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> (memref<10xf32, strided<[?], offset: ?>>, memref<5xf32>) {
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]][0] [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[SUBVIEW]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<5xf32>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]][0] [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]], [[ALLOC]] : memref<10xf32, strided<[?], offset: ?>>, memref<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<10xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[ARG2]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG3:%[^ ,:)]+]] = [[C0]] to [[ARG2]] step [[C1]] iter_args([[ARG4:%[^ ,:)]+]] = [[SUBVIEW]]) -> (memref<5xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ARG4]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: scf.yield [[ARG4]] : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[ARG2]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[V0]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> memref<10xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: scf.forall ([[ARG2:%[^ ,:)]+]]) in (2) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = arith.muli [[ARG2]], [[ARG2]] : index
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[V0]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[SUBVIEW]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]]{{\[}}[[V0]]{{\]}} [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[SUBVIEW]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> memref<5xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: linalg.copy ins([[ARG0]] : memref<5xf32, strided<[?], offset: ?>>) outs([[ARG0]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_tensor(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> memref<5xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : memref<5xf32, strided<[?], offset: ?>>)
// MLIR-NEXT: memref.copy [[ARG0]], [[ARG0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_buffer(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32>, [[ARG1:%[^ ,:)]+]]: f32) {
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : memref<5xf32>)
// MLIR-NEXT: memref.copy [[ARG0]], [[ARG0]] : memref<5xf32> to memref<5xf32>
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @fill_into(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> memref<5xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : memref<5xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @through_call(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<10xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32) -> memref<10xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: [[SUBVIEW:%[^ ,:)]+]] = memref.subview [[ARG0]][5] [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @fill_into([[SUBVIEW]], [[ARG1]]) : (memref<5xf32, strided<[?], offset: ?>>, f32) -> memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[SUBVIEW_0:%[^ ,:)]+]] = memref.subview [[ARG0]][5] [5] [1] : memref<10xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: memref.copy [[V0]], [[SUBVIEW_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<10xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }

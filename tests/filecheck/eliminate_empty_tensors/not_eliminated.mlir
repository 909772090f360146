// RUN: xdsl-opt %s -p eliminate-empty-tensors | filecheck %s
// RUN: %mlir-opt %s -eliminate-empty-tensors | filecheck %s

// Nothing to eliminate: every function is printed unchanged.

// A reshape on the path (only equivalent values of the same type, or casts).
func.func @reshape(%t: tensor<10x4xf32>, %f: f32) -> tensor<10x4xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.expand_shape %fill [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
  %r = tensor.insert_slice %x into %t[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<10x4xf32>
  return %r : tensor<10x4xf32>
}

// A slice on the path (not equivalent to the tensor.empty).
func.func @slice(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %x = tensor.extract_slice %fill[0] [5] [1] : tensor<8xf32> to tensor<5xf32>
  %r = tensor.insert_slice %x into %t[0] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// A buffer destination without `restrict`: another to_tensor may already
// expose the buffer, so none may be added.
func.func @materialize_not_restrict(%m: memref<5xf32>, %f: f32) {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  bufferization.materialize_in_destination %fill in writable %m : (tensor<5xf32>, memref<5xf32>) -> ()
  return
}

// The offset is loaded after the use: ops with memory effects are not moved.
func.func @offset_loaded(%t: tensor<10xf32>, %m: memref<index>, %f: f32, %j: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  memref.store %j, %m[] : memref<index>
  %c = memref.load %m[] : memref<index>
  %r = tensor.insert_slice %fill into %t[%c] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// ... nor calls, nor region ops with memory effects inside.
func.func private @offset(index) -> index

func.func @offset_called(%t: tensor<10xf32>, %f: f32, %j: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %c = func.call @offset(%j) : (index) -> index
  %r = tensor.insert_slice %fill into %t[%c] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

func.func @offset_in_region(%t: tensor<10xf32>, %f: f32, %b: i1, %i: index, %m: memref<index>) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %c = scf.if %b -> index {
    scf.yield %i : index
  } else {
    %z = memref.load %m[] : memref<index>
    scf.yield %z : index
  }
  %r = tensor.insert_slice %fill into %t[%c] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// The offset depends on the use itself.
func.func @offset_from_user(%t: tensor<10xf32>, %f: f32, %i: index) -> tensor<10xf32> {
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %x = tensor.extract %fill[%i] : tensor<5xf32>
  %c = arith.fptosi %x : f32 to i32
  %d = arith.index_cast %c : i32 to index
  %r = tensor.insert_slice %fill into %t[%d] [5] [1] : tensor<5xf32> into tensor<10xf32>
  return %r : tensor<10xf32>
}

// The destination is a loop iter_arg, defined after the use (in the loop).
func.func @destination_in_loop(%t: tensor<10xf32>, %f: f32) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %t) -> tensor<10xf32> {
    %ins = tensor.insert_slice %fill into %acc[%i] [5] [1] : tensor<5xf32> into tensor<10xf32>
    scf.yield %ins : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}

// CHECK-LABEL: func.func @reshape(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10x4xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<10x4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: [[EXPANDED:%[^ ,:)]+]] = tensor.expand_shape [[V1]] [[0, 1]] output_shape [2, 4] : tensor<8xf32> into tensor<2x4xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[EXPANDED]] into [[ARG0]][0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<10x4xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slice(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V1]][0] [5] [1] : tensor<8xf32> to tensor<5xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[EXTRACTED_SLICE]] into [[ARG0]][0] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_not_restrict(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32>, [[ARG1:%[^ ,:)]+]]: f32) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: bufferization.materialize_in_destination [[V1]] in writable [[ARG0]] : (tensor<5xf32>, memref<5xf32>) -> ()
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @offset_loaded(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: memref<index>, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: index) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG2]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: memref.store [[ARG3]], [[ARG1]][] : memref<index>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ARG1]][] : memref<index>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @offset(
// CHECK-SAME: index) -> index
// CHECK-LABEL: func.func @offset_called(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = {{(func.)?}}call @offset([[ARG2]]) : (index) -> index
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @offset_in_region(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: i1, [[ARG3:%[^ ,:)]+]]: index, [[ARG4:%[^ ,:)]+]]: memref<index>) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = scf.if [[ARG2]] -> (index) {
// CHECK-NEXT: scf.yield [[ARG3]] : index
// CHECK-NEXT: } else {
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = memref.load [[ARG4]][] : memref<index>
// CHECK-NEXT: scf.yield [[V3]] : index
// CHECK-NEXT: }
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @offset_from_user(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[V1]]{{\[}}[[ARG2]]{{\]}} : tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.fptosi [[EXTRACTED]] : f32 to i32
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = arith.index_cast [[V2]] : i32 to index
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]]{{\[}}[[V3]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @destination_in_loop(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[C2:%[^ ,:)]+]] = arith.constant 2 : index
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = scf.for [[ARG2:%[^ ,:)]+]] = [[C0]] to [[C2]] step [[C1]] iter_args([[ARG3:%[^ ,:)]+]] = [[ARG0]]) -> (tensor<10xf32>) {
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG3]]{{\[}}[[ARG2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: scf.yield [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<10xf32>
// CHECK-NEXT: }

// RUN: xdsl-opt %s -p eliminate-empty-tensors | filecheck %s
// RUN: %mlir-opt %s -eliminate-empty-tensors | filecheck %s

// eliminate-empty-tensors replaces a tensor.empty, in its use on the path to
// a subset insertion, by the subset of the destination (checked against
// mlir-opt: both tools, the same CHECK lines).

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
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]][2] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[EXTRACTED_SLICE]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]][2] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @after_needed_value(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = arith.addi [[ARG1]], [[ARG1]] : index
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]]{{\[}}[[V1]]{{\]}} [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill ins([[ARG2]] : f32) outs([[EXTRACTED_SLICE]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V2]] into [[ARG0]]{{\[}}[[V1]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @moved_definitions(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = arith.addi [[ARG1]], [[ARG1]] : index
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.muli [[V1]], [[ARG1]] : index
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = linalg.fill ins([[ARG2]] : f32) outs([[EXTRACTED_SLICE]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V3]] into [[ARG0]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: f32) -> tensor<?xf32> {
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]]{{\[}}[[ARG1]]{{\]}} {{\[}}[[ARG2]]{{\]}} [1] : tensor<?xf32> to tensor<?xf32>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = tensor.cast [[EXTRACTED_SLICE]] : tensor<?xf32> to tensor<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG3]] : f32) outs([[CAST]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[CAST_0:%[^ ,:)]+]] = tensor.cast [[V1]] : tensor<5xf32> to tensor<?xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[CAST_0]] into [[ARG0]]{{\[}}[[ARG1]]{{\]}} {{\[}}[[ARG2]]{{\]}} [1] : tensor<?xf32> into tensor<?xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_uses(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> (tensor<10xf32>, tensor<5xf32>) {
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]][0] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[EXTRACTED_SLICE]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]][0] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]], [[V2]] : tensor<10xf32>, tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<10xf32> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]]{{\[}}[[ARG2]]{{\]}} [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = scf.for [[ARG3:%[^ ,:)]+]] = [[C0]] to [[ARG2]] step [[C1]] iter_args([[ARG4:%[^ ,:)]+]] = [[EXTRACTED_SLICE]]) -> (tensor<5xf32>) {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[ARG4]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.yield [[V2]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]]{{\[}}[[ARG2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @forall(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.forall ([[ARG2:%[^ ,:)]+]]) in (2) shared_outs([[ARG3:%[^ ,:)]+]] = [[ARG0]]) -> (tensor<10xf32>) {
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.muli [[ARG2]], [[ARG2]] : index
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG3]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[EXTRACTED_SLICE]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice [[V3]] into [[ARG3]]{{\[}}[[V2]]{{\]}} [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<10xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @copy(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<5xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.copy ins([[V1]] : tensor<5xf32>) outs([[ARG0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_tensor(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<5xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.materialize_in_destination [[V1]] in [[ARG0]] : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @materialize_buffer(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<5xf32>, [[ARG1:%[^ ,:)]+]]: f32) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ARG0]] restrict writable : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[V0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: bufferization.materialize_in_destination [[V2]] in writable [[ARG0]] : (tensor<5xf32>, memref<5xf32>) -> ()
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @fill_into(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<5xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = linalg.fill ins([[ARG1]] : f32) outs([[ARG0]] : tensor<5xf32>) -> tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V0]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @through_call(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<10xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<10xf32> {
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG0]][5] [5] [1] : tensor<10xf32> to tensor<5xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = {{(func.)?}}call @fill_into([[EXTRACTED_SLICE]], [[ARG1]]) : (tensor<5xf32>, f32) -> tensor<5xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[ARG0]][5] [5] [1] : tensor<5xf32> into tensor<10xf32>
// CHECK-NEXT: {{(func.)?}}return [[INSERTED_SLICE]] : tensor<10xf32>
// CHECK-NEXT: }

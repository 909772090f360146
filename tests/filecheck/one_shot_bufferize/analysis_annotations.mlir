// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only' | filecheck %s --check-prefix=CHECK
// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only print-conflicts}' | filecheck %s --check-prefix=CONFLICTS
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only print-conflicts' | filecheck %s --check-prefix=CONFLICTS

// test-analysis-only annotates each op with __inplace_operands_attr__ ("true",
// "false" or "none" per operand); print-conflicts adds the conflicts found
// (C_<n>[DEF], [CONFL-WRITE], [READ]) and the non-writable values (W_<n>).
// The read-after-write examples of the seed: definition (from_elements),
// conflicting write (insert), read (extract of the definition). The write
// must not happen in place.
func.func @raw_conflict(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// The read happens before the write: no conflict, in place.
func.func @read_before_write(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %r = tensor.extract %0[%idx2] : tensor<3xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  return %1, %r : tensor<3xf32>, f32
}

// The read goes through an alias (extract_slice): still a conflict.
func.func @raw_conflict_through_alias(%f0: f32, %f1: f32, %f2: f32, %f3: f32, %idx: index, %idx2: index) -> (tensor<3xf32>, f32) {
  %0 = tensor.from_elements %f0, %f1, %f2 : tensor<3xf32>
  %alias = tensor.extract_slice %0[1][2][1] : tensor<3xf32> to tensor<2xf32>
  %1 = tensor.insert %f3 into %0[%idx] : tensor<3xf32>
  %r = tensor.extract %alias[%idx2] : tensor<2xf32>
  return %1, %r : tensor<3xf32>, f32
}

// Function arguments are not writable: the write goes out of place.
func.func @write_to_argument(%t: tensor<8xf32>, %idx: index, %f: f32) -> tensor<8xf32> {
  %0 = tensor.insert %f into %t[%idx] : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// An extract_slice / fill / insert_slice of the same subset: no conflict.
func.func @matching_subsets(%f: f32, %i: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %t[%i] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %w = linalg.fill ins(%f : f32) outs(%s : tensor<2xf32>) -> tensor<2xf32>
  %r = tensor.insert_slice %w into %t[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

// CHECK-LABEL: func.func @raw_conflict(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CHECK-NEXT: [[FROM_ELEMENTS:%[^ ,:)]+]] = tensor.from_elements [[ARG0]], [[ARG1]], [[ARG2]] : tensor<3xf32>
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[FROM_ELEMENTS]]{{\[}}[[ARG4]]{{\]}} {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<3xf32>
// CHECK-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[FROM_ELEMENTS]]{{\[}}[[ARG5]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<3xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_before_write(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CHECK-NEXT: [[FROM_ELEMENTS:%[^ ,:)]+]] = tensor.from_elements [[ARG0]], [[ARG1]], [[ARG2]] : tensor<3xf32>
// CHECK-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[FROM_ELEMENTS]]{{\[}}[[ARG5]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[FROM_ELEMENTS]]{{\[}}[[ARG4]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<3xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @raw_conflict_through_alias(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CHECK-NEXT: [[FROM_ELEMENTS:%[^ ,:)]+]] = tensor.from_elements [[ARG0]], [[ARG1]], [[ARG2]] : tensor<3xf32>
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[FROM_ELEMENTS]][1] [2] [1] {__inplace_operands_attr__ = ["false"]} : tensor<3xf32> to tensor<2xf32>
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[FROM_ELEMENTS]]{{\[}}[[ARG4]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// CHECK-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[EXTRACTED_SLICE]]{{\[}}[[ARG5]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<2xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<3xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @write_to_argument(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG2]] into [[ARG0]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matching_subsets(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V1]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[EXTRACTED_SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V2]] into [[V1]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED_SLICE]] : tensor<8xf32>
// CHECK-NEXT: }

// CONFLICTS-LABEL: func.func @raw_conflict(
// CONFLICTS-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CONFLICTS-NEXT: [[FROM_ELEMENTS:%[^ ,:)]+]] = tensor.from_elements [[ARG0]], [[ARG1]], [[ARG2]] {"C_1[DEF: result 0]"} : tensor<3xf32>
// CONFLICTS-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[FROM_ELEMENTS]]{{\[}}[[ARG4]]{{\]}} {"C_1[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "false", "none"]} : tensor<3xf32>
// CONFLICTS-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[FROM_ELEMENTS]]{{\[}}[[ARG5]]{{\]}} {"C_1[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// CONFLICTS-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<3xf32>, f32
// CONFLICTS-NEXT: }
// CONFLICTS-LABEL: func.func @read_before_write(
// CONFLICTS-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CONFLICTS-NEXT: [[FROM_ELEMENTS:%[^ ,:)]+]] = tensor.from_elements [[ARG0]], [[ARG1]], [[ARG2]] : tensor<3xf32>
// CONFLICTS-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[FROM_ELEMENTS]]{{\[}}[[ARG5]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<3xf32>
// CONFLICTS-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[FROM_ELEMENTS]]{{\[}}[[ARG4]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// CONFLICTS-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<3xf32>, f32
// CONFLICTS-NEXT: }
// CONFLICTS-LABEL: func.func @raw_conflict_through_alias(
// CONFLICTS-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: f32, [[ARG4:%[^ ,:)]+]]: index, [[ARG5:%[^ ,:)]+]]: index) -> (tensor<3xf32>, f32) {
// CONFLICTS-NEXT: [[FROM_ELEMENTS:%[^ ,:)]+]] = tensor.from_elements [[ARG0]], [[ARG1]], [[ARG2]] {"C_0[DEF: result 0]"} : tensor<3xf32>
// CONFLICTS-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[FROM_ELEMENTS]][1] [2] [1] {__inplace_operands_attr__ = ["false"]} : tensor<3xf32> to tensor<2xf32>
// CONFLICTS-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[FROM_ELEMENTS]]{{\[}}[[ARG4]]{{\]}} {"C_0[CONFL-WRITE: 1]", __inplace_operands_attr__ = ["none", "true", "none"]} : tensor<3xf32>
// CONFLICTS-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[EXTRACTED_SLICE]]{{\[}}[[ARG5]]{{\]}} {"C_0[READ: 0]", __inplace_operands_attr__ = ["true", "none"]} : tensor<2xf32>
// CONFLICTS-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<3xf32>, f32
// CONFLICTS-NEXT: }
// CONFLICTS-LABEL: func.func @write_to_argument(
// CONFLICTS-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<8xf32> attributes {"W_0[NOT-WRITABLE: bbArg 0]"} {
// CONFLICTS-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG2]] into [[ARG0]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// CONFLICTS-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED]] : tensor<8xf32>
// CONFLICTS-NEXT: }
// CONFLICTS-LABEL: func.func @matching_subsets(
// CONFLICTS-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// CONFLICTS-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// CONFLICTS-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// CONFLICTS-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V1]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CONFLICTS-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[EXTRACTED_SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// CONFLICTS-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V2]] into [[V1]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CONFLICTS-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED_SLICE]] : tensor<8xf32>
// CONFLICTS-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only}' | filecheck %s --check-prefix=BOTTOMUP
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only' | filecheck %s --check-prefix=BOTTOMUP
// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only analysis-heuristic=top-down}' | filecheck %s --check-prefix=TOPDOWN
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only analysis-heuristic=top-down' | filecheck %s --check-prefix=TOPDOWN
// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only analysis-heuristic=bottom-up-from-terminators}' | filecheck %s --check-prefix=TERMINATORS
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only analysis-heuristic=bottom-up-from-terminators' | filecheck %s --check-prefix=TERMINATORS

// The analysis-heuristic option: the order in which operands are analyzed
// decides which of two conflicting writes bufferizes in place.
// A slice of %t is read after a write into %t: either the slice is copied
// (bottom-up: the write is analyzed first and bufferizes in place) or the
// write is (top-down: the slice is analyzed first).
func.func @slice_or_write(%f: f32, %i: index) -> (tensor<8xf32>, f32) {
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %s = tensor.extract_slice %t[0] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = tensor.insert %f into %t[%i] : tensor<8xf32>
  %x = tensor.extract %s[%i] : tensor<4xf32>
  return %w, %x : tensor<8xf32>, f32
}

// BOTTOMUP-LABEL: func.func @slice_or_write(
// BOTTOMUP-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> (tensor<8xf32>, f32) {
// BOTTOMUP-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// BOTTOMUP-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// BOTTOMUP-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V1]][0] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// BOTTOMUP-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG0]] into [[V1]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// BOTTOMUP-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[EXTRACTED_SLICE]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// BOTTOMUP-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<8xf32>, f32
// BOTTOMUP-NEXT: }

// TOPDOWN-LABEL: func.func @slice_or_write(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> (tensor<8xf32>, f32) {
// TOPDOWN-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// TOPDOWN-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// TOPDOWN-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V1]][0] [4] [1] {__inplace_operands_attr__ = ["true"]} : tensor<8xf32> to tensor<4xf32>
// TOPDOWN-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG0]] into [[V1]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<8xf32>
// TOPDOWN-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[EXTRACTED_SLICE]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TOPDOWN-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<8xf32>, f32
// TOPDOWN-NEXT: }

// TERMINATORS-LABEL: func.func @slice_or_write(
// TERMINATORS-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> (tensor<8xf32>, f32) {
// TERMINATORS-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// TERMINATORS-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// TERMINATORS-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V1]][0] [4] [1] {__inplace_operands_attr__ = ["false"]} : tensor<8xf32> to tensor<4xf32>
// TERMINATORS-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG0]] into [[V1]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<8xf32>
// TERMINATORS-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[EXTRACTED_SLICE]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// TERMINATORS-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[INSERTED]], [[EXTRACTED]] : tensor<8xf32>, f32
// TERMINATORS-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only' | filecheck %s --check-prefix=CHECK
// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only check-parallel-regions=false}' | filecheck %s --check-prefix=NOCHECK
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only check-parallel-regions=false' | filecheck %s --check-prefix=NOCHECK

// check-parallel-regions: without it, buffers written in a parallel region
// are not privatized.
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

// CHECK-LABEL: func.func @forall(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = scf.forall ([[ARG1:%[^ ,:)]+]]) in (4) shared_outs([[ARG2:%[^ ,:)]+]] = [[V0]]) -> (tensor<8xf32>) {
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG2]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[EXTRACTED_SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice [[V2]] into [[ARG2]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {__inplace_operands_attr__ = ["true"]}
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[V1]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @exec(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.execute_region -> tensor<4xf32> {
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG1]] into [[V1]]{{\[}}[[ARG2]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} [[INSERTED]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[V0]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_same_twice(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.if [[ARG0]] -> (tensor<4xf32>) {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} [[ARG1]] : tensor<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} [[ARG1]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["false"]} [[V0]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// CHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V0]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[EXTRACTED_SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[V0]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED_SLICE]] : tensor<8xf32>
// CHECK-NEXT: }

// NOCHECK-LABEL: func.func @forall(
// NOCHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// NOCHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// NOCHECK-NEXT: [[V1:%[^ ,:)]+]] = scf.forall ([[ARG1:%[^ ,:)]+]]) in (4) shared_outs([[ARG2:%[^ ,:)]+]] = [[V0]]) -> (tensor<8xf32>) {
// NOCHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[ARG2]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// NOCHECK-NEXT: [[V2:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[EXTRACTED_SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// NOCHECK-NEXT: scf.forall.in_parallel {
// NOCHECK-NEXT: tensor.parallel_insert_slice [[V2]] into [[ARG2]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// NOCHECK-NEXT: }
// NOCHECK-NEXT: } {__inplace_operands_attr__ = ["true"]}
// NOCHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[V1]] : tensor<8xf32>
// NOCHECK-NEXT: }
// NOCHECK-LABEL: func.func @exec(
// NOCHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// NOCHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.execute_region -> tensor<4xf32> {
// NOCHECK-NEXT: [[V1:%[^ ,:)]+]] = tensor.empty() : tensor<4xf32>
// NOCHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG1]] into [[V1]]{{\[}}[[ARG2]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<4xf32>
// NOCHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} [[INSERTED]] : tensor<4xf32>
// NOCHECK-NEXT: }
// NOCHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[V0]] : tensor<4xf32>
// NOCHECK-NEXT: }
// NOCHECK-LABEL: func.func @if_same_twice(
// NOCHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<4xf32>) -> tensor<4xf32> {
// NOCHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.if [[ARG0]] -> (tensor<4xf32>) {
// NOCHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} [[ARG1]] : tensor<4xf32>
// NOCHECK-NEXT: } else {
// NOCHECK-NEXT: scf.yield {__inplace_operands_attr__ = ["true"]} [[ARG1]] : tensor<4xf32>
// NOCHECK-NEXT: }
// NOCHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["false"]} [[V0]] : tensor<4xf32>
// NOCHECK-NEXT: }
// NOCHECK-LABEL: func.func @slices(
// NOCHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// NOCHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// NOCHECK-NEXT: [[EXTRACTED_SLICE:%[^ ,:)]+]] = tensor.extract_slice [[V0]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "none"]} : tensor<8xf32> to tensor<2xf32>
// NOCHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[EXTRACTED_SLICE]] : tensor<2xf32>) -> tensor<2xf32>
// NOCHECK-NEXT: [[INSERTED_SLICE:%[^ ,:)]+]] = tensor.insert_slice [[V1]] into [[V0]]{{\[}}[[ARG1]]{{\]}} [2] [1] {__inplace_operands_attr__ = ["true", "true", "none"]} : tensor<2xf32> into tensor<8xf32>
// NOCHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED_SLICE]] : tensor<8xf32>
// NOCHECK-NEXT: }

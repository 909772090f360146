// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries test-analysis-only' | filecheck %s --check-prefix=CHECK

// test-analysis-only with function boundaries: bufferization.access on the
// tensor arguments (what the function does with each), __equivalent_func_args__
// on func.return (the argument each returned tensor is equivalent to).
func.func @callee(%t: tensor<?xf32>, %f: f32, %i: index) -> tensor<?xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @caller(%t: tensor<?xf32>, %f: f32, %i: index) -> (tensor<?xf32>, f32) {
  %1 = call @callee(%t, %f, %i) : (tensor<?xf32>, f32, index) -> tensor<?xf32>
  %2 = tensor.extract %t[%i] : tensor<?xf32>
  return %1, %2 : tensor<?xf32>, f32
}

func.func @new_alloc(%f: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @use_new(%f: f32, %i: index) -> f32 {
  %t = call @new_alloc(%f) : (f32) -> tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

func.func @read_only(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @callee(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32> {bufferization.access = "read-write"}, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<?xf32> {
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG1]] into [[ARG0]]{{\[}}[[ARG2]]{{\]}} {__inplace_operands_attr__ = ["none", "true", "none"]} : tensor<?xf32>
// CHECK-NEXT: {{(func.)?}}return {__equivalent_func_args__ = [0{{( : i64)?}}], __inplace_operands_attr__ = ["true"]} [[INSERTED]] : tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<?xf32> {bufferization.access = "read"}, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (tensor<?xf32>, f32) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @callee([[ARG0]], [[ARG1]], [[ARG2]]) {__inplace_operands_attr__ = ["false", "none", "none"]} : (tensor<?xf32>, f32, index) -> tensor<?xf32>
// CHECK-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[ARG0]]{{\[}}[[ARG2]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<?xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true", "none"]} [[V0]], [[EXTRACTED]] : tensor<?xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @new_alloc(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> tensor<4xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill {__inplace_operands_attr__ = ["none", "true"]} ins([[ARG0]] : f32) outs([[V0]] : tensor<4xf32>) -> tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[V1]] : tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @use_new(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> tensor<4xf32>
// CHECK-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[V0]]{{\[}}[[ARG1]]{{\]}} {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[EXTRACTED]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_only(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4xf32> {bufferization.access = "read", bufferization.writable = false}, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<4xf32> {
// CHECK-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG1]] into [[ARG0]]{{\[}}[[ARG2]]{{\]}} {__inplace_operands_attr__ = ["none", "false", "none"]} : tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return {__inplace_operands_attr__ = ["true"]} [[INSERTED]] : tensor<4xf32>
// CHECK-NEXT: }

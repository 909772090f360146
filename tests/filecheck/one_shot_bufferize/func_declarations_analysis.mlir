// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries test-analysis-only' | filecheck %s --check-prefix=CHECK
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=BUFFERIZED
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s --check-prefix=BUFFERIZED

// External (bodiless) functions under One-Shot Module Bufferize: the
// analysis annotates their tensor arguments with bufferization.access (every
// argument of an external function is read and written unless its
// declaration says otherwise), and a declaration's bufferization.access is
// what the callers' analysis uses (a "read" argument is not written: the
// caller's argument is only read and the call's operand is in place).

func.func private @ext(tensor<4xf32>, f32) -> tensor<4xf32>
func.func private @ext_read(tensor<4xf32> {bufferization.access = "read"})
func.func private @ext_unranked(tensor<*xf32>)
func.func private @no_tensors(f32) -> f32

func.func @caller(%t: tensor<4xf32>, %f: f32) {
  %0 = call @ext(%t, %f) : (tensor<4xf32>, f32) -> tensor<4xf32>
  call @ext_read(%0) : (tensor<4xf32>) -> ()
  %u = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
  call @ext_unranked(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @only_read(%t: tensor<4xf32>, %i: index) -> f32 {
  call @ext_read(%t) : (tensor<4xf32>) -> ()
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK-LABEL: func.func private @ext(tensor<4xf32> {bufferization.access = "read-write"}, f32) -> tensor<4xf32>
// CHECK-LABEL: func.func private @ext_read(tensor<4xf32> {bufferization.access = "read"})
// CHECK-LABEL: func.func private @ext_unranked(tensor<*xf32> {bufferization.access = "read-write"})
// CHECK-LABEL: func.func private @no_tensors(f32) -> f32
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: [[T:%[^ ,:)]+]]: tensor<4xf32> {bufferization.access = "read-write"}, [[F:%[^ ,:)]+]]: f32) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @ext([[T]], [[F]]) {__inplace_operands_attr__ = ["true", "none"]} : (tensor<4xf32>, f32) -> tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}call @ext_read([[V0]]) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> ()
// CHECK-NEXT: [[U:%[^ ,:)]+]] = tensor.cast [[V0]] {__inplace_operands_attr__ = ["true"]} : tensor<4xf32> to tensor<*xf32>
// CHECK-NEXT: {{(func.)?}}call @ext_unranked([[U]]) {__inplace_operands_attr__ = ["true"]} : (tensor<*xf32>) -> ()
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @only_read(
// CHECK-SAME: [[T:%[^ ,:)]+]]: tensor<4xf32> {bufferization.access = "read"}, [[I:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: {{(func.)?}}call @ext_read([[T]]) {__inplace_operands_attr__ = ["true"]} : (tensor<4xf32>) -> ()
// CHECK-NEXT: [[X:%[^ ,:)]+]] = tensor.extract [[T]][[[I]]] {__inplace_operands_attr__ = ["true", "none"]} : tensor<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[X]] : f32
// CHECK-NEXT: }

// BUFFERIZED-LABEL: func.func private @ext(memref<4xf32, strided<[?], offset: ?>>, f32) -> memref<4xf32, strided<[?], offset: ?>>
// BUFFERIZED-LABEL: func.func private @ext_read(memref<4xf32, strided<[?], offset: ?>> {bufferization.access = "read"})
// BUFFERIZED-LABEL: func.func private @ext_unranked(memref<*xf32>){{( -> \(\))?}}
// BUFFERIZED-LABEL: func.func private @no_tensors(f32) -> f32
// BUFFERIZED-LABEL: func.func @caller(
// BUFFERIZED-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[F:%[^ ,:)]+]]: f32) {
// BUFFERIZED-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @ext([[T]], [[F]]) : (memref<4xf32, strided<[?], offset: ?>>, f32) -> memref<4xf32, strided<[?], offset: ?>>
// BUFFERIZED-NEXT: {{(func.)?}}call @ext_read([[V0]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// BUFFERIZED-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[V0]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// BUFFERIZED-NEXT: {{(func.)?}}call @ext_unranked([[V1]]) : (memref<*xf32>) -> ()
// BUFFERIZED-NEXT: {{(func.)?}}return
// BUFFERIZED-NEXT: }
// BUFFERIZED-LABEL: func.func @only_read(
// BUFFERIZED-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[I:%[^ ,:)]+]]: index) -> f32 {
// BUFFERIZED-NEXT: {{(func.)?}}call @ext_read([[T]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// BUFFERIZED-NEXT: [[X:%[^ ,:)]+]] = memref.load [[T]][[[I]]] : memref<4xf32, strided<[?], offset: ?>>
// BUFFERIZED-NEXT: {{(func.)?}}return [[X]] : f32
// BUFFERIZED-NEXT: }

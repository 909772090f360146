// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=INFER
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s --check-prefix=INFER
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}' | filecheck %s --check-prefix=IDENTITY
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' | filecheck %s --check-prefix=IDENTITY
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map}' | filecheck %s --check-prefix=DYNAMIC
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map' | filecheck %s --check-prefix=DYNAMIC

// Unranked tensors at function boundaries, under each
// function-boundary-type-conversion: a bodiless print function taking
// tensor<*xf32> (issue 10: One-Shot Module Bufferize asserted "expected a
// tensor argument" on the call), an unranked argument cast to a ranked
// tensor, a call of an internal function with an unranked argument and
// result.

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print_sum() {
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.add ins(%c, %c : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %r : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @first(%t: tensor<*xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %r = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %x = tensor.extract %r[%c0] : tensor<?xf32>
  return %x : f32
}

func.func @call_first(%t: tensor<4xf32>) -> f32 {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %x = call @first(%u) : (tensor<*xf32>) -> f32
  return %x : f32
}

func.func @pass_through(%t: tensor<*xf32>) -> tensor<*xf32> {
  %r = tensor.cast %t : tensor<*xf32> to tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @call_pass_through(%t: tensor<4xf32>) -> tensor<*xf32> {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %x = call @pass_through(%u) : (tensor<*xf32>) -> tensor<*xf32>
  return %x : tensor<*xf32>
}

// INFER: memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// INFER-LABEL: func.func private @printMemrefF32(memref<*xf32>){{( -> \(\))?}}
// INFER-LABEL: func.func @print_sum(
// INFER-SAME: ) {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// INFER-NEXT: [[V1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// INFER-NEXT: linalg.add ins([[V0]], [[V0]] : memref<2x2xf32>, memref<2x2xf32>) outs([[V1]] : memref<2x2xf32>)
// INFER-NEXT: [[V2:%[^ ,:)]+]] = memref.cast [[V1]] : memref<2x2xf32> to memref<*xf32>
// INFER-NEXT: {{(func.)?}}call @printMemrefF32([[V2]]) : (memref<*xf32>) -> ()
// INFER-NEXT: {{(func.)?}}return
// INFER-NEXT: }
// INFER-LABEL: func.func @first(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> f32 {
// INFER-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
// INFER-NEXT: [[X:%[^ ,:)]+]] = memref.load [[V0]][[[C0]]] : memref<?xf32, strided<[?], offset: ?>>
// INFER-NEXT: {{(func.)?}}return [[X]] : f32
// INFER-NEXT: }
// INFER-LABEL: func.func @call_first(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>) -> f32 {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// INFER-NEXT: [[X:%[^ ,:)]+]] = {{(func.)?}}call @first([[V0]]) : (memref<*xf32>) -> f32
// INFER-NEXT: {{(func.)?}}return [[X]] : f32
// INFER-NEXT: }
// INFER-LABEL: func.func @pass_through(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[V0]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// INFER-NEXT: {{(func.)?}}return [[V0]] : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT: }
// INFER-LABEL: func.func @call_pass_through(
// INFER-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
// INFER-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// INFER-NEXT: [[V1:%[^ ,:)]+]] = {{(func.)?}}call @pass_through([[V0]]) : (memref<*xf32>) -> memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT: [[V2:%[^ ,:)]+]] = memref.cast [[V1]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// INFER-NEXT: {{(func.)?}}return [[V1]] : memref<4xf32, strided<[?], offset: ?>>
// INFER-NEXT: }

// IDENTITY: memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// IDENTITY-LABEL: func.func private @printMemrefF32(memref<*xf32>){{( -> \(\))?}}
// IDENTITY-LABEL: func.func @print_sum(
// IDENTITY-SAME: ) {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// IDENTITY-NEXT: linalg.add ins([[V0]], [[V0]] : memref<2x2xf32>, memref<2x2xf32>) outs([[V1]] : memref<2x2xf32>)
// IDENTITY-NEXT: [[V2:%[^ ,:)]+]] = memref.cast [[V1]] : memref<2x2xf32> to memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}call @printMemrefF32([[V2]]) : (memref<*xf32>) -> ()
// IDENTITY-NEXT: {{(func.)?}}return
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @first(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> f32 {
// IDENTITY-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT: [[X:%[^ ,:)]+]] = memref.load [[V0]][[[C0]]] : memref<?xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT: {{(func.)?}}return [[X]] : f32
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @call_first(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<4xf32>) -> f32 {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32> to memref<*xf32>
// IDENTITY-NEXT: [[X:%[^ ,:)]+]] = {{(func.)?}}call @first([[V0]]) : (memref<*xf32>) -> f32
// IDENTITY-NEXT: {{(func.)?}}return [[X]] : f32
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @pass_through(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[V0]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V1]] : memref<*xf32>
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @call_pass_through(
// IDENTITY-SAME: [[T:%[^ ,:)]+]]: memref<4xf32>) -> memref<*xf32> {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32> to memref<*xf32>
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = {{(func.)?}}call @pass_through([[V0]]) : (memref<*xf32>) -> memref<*xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V1]] : memref<*xf32>
// IDENTITY-NEXT: }

// DYNAMIC: memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// DYNAMIC-LABEL: func.func private @printMemrefF32(memref<*xf32>){{( -> \(\))?}}
// DYNAMIC-LABEL: func.func @print_sum(
// DYNAMIC-SAME: ) {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// DYNAMIC-NEXT: linalg.add ins([[V0]], [[V0]] : memref<2x2xf32>, memref<2x2xf32>) outs([[V1]] : memref<2x2xf32>)
// DYNAMIC-NEXT: [[V2:%[^ ,:)]+]] = memref.cast [[V1]] : memref<2x2xf32> to memref<*xf32>
// DYNAMIC-NEXT: {{(func.)?}}call @printMemrefF32([[V2]]) : (memref<*xf32>) -> ()
// DYNAMIC-NEXT: {{(func.)?}}return
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @first(
// DYNAMIC-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> f32 {
// DYNAMIC-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[X:%[^ ,:)]+]] = memref.load [[V0]][[[C0]]] : memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[X]] : f32
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @call_first(
// DYNAMIC-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>) -> f32 {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// DYNAMIC-NEXT: [[X:%[^ ,:)]+]] = {{(func.)?}}call @first([[V0]]) : (memref<*xf32>) -> f32
// DYNAMIC-NEXT: {{(func.)?}}return [[X]] : f32
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @pass_through(
// DYNAMIC-SAME: [[T:%[^ ,:)]+]]: memref<*xf32>) -> memref<*xf32> {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<*xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[V0]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// DYNAMIC-NEXT: {{(func.)?}}return [[V1]] : memref<*xf32>
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @call_pass_through(
// DYNAMIC-SAME: [[T:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>) -> memref<*xf32> {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = memref.cast [[T]] : memref<4xf32, strided<[?], offset: ?>> to memref<*xf32>
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = {{(func.)?}}call @pass_through([[V0]]) : (memref<*xf32>) -> memref<*xf32>
// DYNAMIC-NEXT: {{(func.)?}}return [[V1]] : memref<*xf32>
// DYNAMIC-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s --check-prefix=CHECK
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}' | filecheck %s --check-prefix=IDENTITY
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' | filecheck %s --check-prefix=IDENTITY
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map}' | filecheck %s --check-prefix=DYNAMIC
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=fully-dynamic-layout-map' | filecheck %s --check-prefix=DYNAMIC

// One-Shot Module Bufferize (bufferize-function-boundaries): tensor arguments
// and results become memrefs (fully dynamic layouts; results inferred from
// the returned buffer with infer-layout-map, identity with
// identity-layout-map). The callee writes its argument in place; the caller
// copies because it reads the tensor afterwards. Arguments marked
// bufferization.writable = false are copied before writes.
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

func.func private @ext(tensor<4xf32>) -> ()

func.func @call_ext(%f: f32, %i: index) -> f32 {
  %t = call @new_alloc(%f) : (f32) -> tensor<4xf32>
  call @ext(%t) : (tensor<4xf32>) -> ()
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

func.func @read_only(%t: tensor<4xf32> {bufferization.writable = false}, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @callee(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<?xf32, strided<[?], offset: ?>> {
// CHECK-NEXT: memref.store [[ARG1]], [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ARG0]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @caller(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[ARG0]], [[C0]] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @callee([[CAST]], [[ARG1]], [[ARG2]]) : (memref<?xf32, strided<[?], offset: ?>>, f32, index) -> memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[V0]], [[V1]] : memref<?xf32, strided<[?], offset: ?>>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @new_alloc(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> memref<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @use_new(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func private @ext(
// CHECK-SAME: memref<4xf32, strided<[?], offset: ?>>){{( -> \(\))?}}
// CHECK-LABEL: func.func @call_ext(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}call @ext([[CAST]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @read_only(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<4xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// CHECK-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// CHECK-NEXT: }

// IDENTITY-LABEL: func.func @callee(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<?xf32> {
// IDENTITY-NEXT: memref.store [[ARG1]], [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[ARG0]] : memref<?xf32>
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @caller(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (memref<?xf32>, f32) {
// IDENTITY-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// IDENTITY-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[ARG0]], [[C0]] : memref<?xf32>
// IDENTITY-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// IDENTITY-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<?xf32> to memref<?xf32>
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @callee([[ALLOC]], [[ARG1]], [[ARG2]]) : (memref<?xf32>, f32, index) -> memref<?xf32>
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V0]], [[V1]] : memref<?xf32>, f32
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @new_alloc(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> memref<4xf32> {
// IDENTITY-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// IDENTITY-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @use_new(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V1]] : f32
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func private @ext(
// IDENTITY-SAME: memref<4xf32>){{( -> \(\))?}}
// IDENTITY-LABEL: func.func @call_ext(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// IDENTITY-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// IDENTITY-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT: {{(func.)?}}call @ext([[ALLOC]]) : (memref<4xf32>) -> ()
// IDENTITY-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[V1]] : f32
// IDENTITY-NEXT: }
// IDENTITY-LABEL: func.func @read_only(
// IDENTITY-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<4xf32> {
// IDENTITY-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// IDENTITY-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<4xf32> to memref<4xf32>
// IDENTITY-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// IDENTITY-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// IDENTITY-NEXT: }

// DYNAMIC-LABEL: func.func @callee(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<?xf32, strided<[?], offset: ?>> {
// DYNAMIC-NEXT: memref.store [[ARG1]], [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[ARG0]] : memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @caller(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// DYNAMIC-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// DYNAMIC-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[ARG0]], [[C0]] : memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// DYNAMIC-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// DYNAMIC-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @callee([[CAST]], [[ARG1]], [[ARG2]]) : (memref<?xf32, strided<[?], offset: ?>>, f32, index) -> memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[V0]], [[V1]] : memref<?xf32, strided<[?], offset: ?>>, f32
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @new_alloc(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> memref<4xf32, strided<[?], offset: ?>> {
// DYNAMIC-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// DYNAMIC-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[CAST]] : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @use_new(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[V1]] : f32
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func private @ext(
// DYNAMIC-SAME: memref<4xf32, strided<[?], offset: ?>>){{( -> \(\))?}}
// DYNAMIC-LABEL: func.func @call_ext(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// DYNAMIC-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYNAMIC-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}call @ext([[CAST]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// DYNAMIC-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[V1]] : f32
// DYNAMIC-NEXT: }
// DYNAMIC-LABEL: func.func @read_only(
// DYNAMIC-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<4xf32, strided<[?], offset: ?>> {
// DYNAMIC-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// DYNAMIC-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// DYNAMIC-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// DYNAMIC-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: {{(func.)?}}return [[CAST]] : memref<4xf32, strided<[?], offset: ?>>
// DYNAMIC-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries no-analysis-func-filter=callee,read_only}' | filecheck %s --check-prefix=FILTER
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries no-analysis-func-filter=callee,read_only' | filecheck %s --check-prefix=FILTER
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries analysis-heuristic=top-down}' | filecheck %s --check-prefix=TOPDOWN
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries analysis-heuristic=top-down' | filecheck %s --check-prefix=TOPDOWN

// Function boundaries with no-analysis-func-filter (the named functions copy
// before every write) and with top-down analysis.
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

// FILTER-LABEL: func.func @callee(
// FILTER-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<?xf32> {
// FILTER-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// FILTER-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[ARG0]], [[C0]] : memref<?xf32, strided<[?], offset: ?>>
// FILTER-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// FILTER-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// FILTER-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32>
// FILTER-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FILTER-NEXT: {{(func.)?}}return [[ALLOC]] : memref<?xf32>
// FILTER-NEXT: }
// FILTER-LABEL: func.func @caller(
// FILTER-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (memref<?xf32>, f32) {
// FILTER-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// FILTER-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[ARG0]], [[C0]] : memref<?xf32, strided<[?], offset: ?>>
// FILTER-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// FILTER-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// FILTER-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FILTER-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @callee([[CAST]], [[ARG1]], [[ARG2]]) : (memref<?xf32, strided<[?], offset: ?>>, f32, index) -> memref<?xf32>
// FILTER-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// FILTER-NEXT: [[CAST_0:%[^ ,:)]+]] = memref.cast [[V0]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// FILTER-NEXT: {{(func.)?}}return [[V0]], [[V1]] : memref<?xf32>, f32
// FILTER-NEXT: }
// FILTER-LABEL: func.func @new_alloc(
// FILTER-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> memref<4xf32> {
// FILTER-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FILTER-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// FILTER-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FILTER-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// FILTER-NEXT: }
// FILTER-LABEL: func.func @use_new(
// FILTER-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// FILTER-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// FILTER-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// FILTER-NEXT: {{(func.)?}}return [[V1]] : f32
// FILTER-NEXT: }
// FILTER-LABEL: func.func private @ext(
// FILTER-SAME: memref<4xf32, strided<[?], offset: ?>>){{( -> \(\))?}}
// FILTER-LABEL: func.func @call_ext(
// FILTER-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// FILTER-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// FILTER-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FILTER-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<4xf32> to memref<4xf32>
// FILTER-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FILTER-NEXT: {{(func.)?}}call @ext([[CAST]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// FILTER-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// FILTER-NEXT: {{(func.)?}}return [[V1]] : f32
// FILTER-NEXT: }
// FILTER-LABEL: func.func @read_only(
// FILTER-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<4xf32> {
// FILTER-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// FILTER-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// FILTER-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// FILTER-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// FILTER-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// FILTER-NEXT: }

// TOPDOWN-LABEL: func.func @callee(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<?xf32, strided<[?], offset: ?>> {
// TOPDOWN-NEXT: memref.store [[ARG1]], [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: {{(func.)?}}return [[ARG0]] : memref<?xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: }
// TOPDOWN-LABEL: func.func @caller(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: memref<?xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (memref<?xf32, strided<[?], offset: ?>>, f32) {
// TOPDOWN-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// TOPDOWN-NEXT: [[DIM:%[^ ,:)]+]] = memref.dim [[ARG0]], [[C0]] : memref<?xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc([[DIM]]) {alignment = 64 : i64} : memref<?xf32>
// TOPDOWN-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
// TOPDOWN-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @callee([[CAST]], [[ARG1]], [[ARG2]]) : (memref<?xf32, strided<[?], offset: ?>>, f32, index) -> memref<?xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[ARG0]]{{\[}}[[ARG2]]{{\]}} : memref<?xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: {{(func.)?}}return [[V0]], [[V1]] : memref<?xf32, strided<[?], offset: ?>>, f32
// TOPDOWN-NEXT: }
// TOPDOWN-LABEL: func.func @new_alloc(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: f32) -> memref<4xf32> {
// TOPDOWN-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TOPDOWN-NEXT: linalg.fill ins([[ARG0]] : f32) outs([[ALLOC]] : memref<4xf32>)
// TOPDOWN-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// TOPDOWN-NEXT: }
// TOPDOWN-LABEL: func.func @use_new(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// TOPDOWN-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// TOPDOWN-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// TOPDOWN-NEXT: {{(func.)?}}return [[V1]] : f32
// TOPDOWN-NEXT: }
// TOPDOWN-LABEL: func.func private @ext(
// TOPDOWN-SAME: memref<4xf32, strided<[?], offset: ?>>){{( -> \(\))?}}
// TOPDOWN-LABEL: func.func @call_ext(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: f32, [[ARG1:%[^ ,:)]+]]: index) -> f32 {
// TOPDOWN-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @new_alloc([[ARG0]]) : (f32) -> memref<4xf32>
// TOPDOWN-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TOPDOWN-NEXT: memref.copy [[V0]], [[ALLOC]] : memref<4xf32> to memref<4xf32>
// TOPDOWN-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: {{(func.)?}}call @ext([[CAST]]) : (memref<4xf32, strided<[?], offset: ?>>) -> ()
// TOPDOWN-NEXT: [[V1:%[^ ,:)]+]] = memref.load [[V0]]{{\[}}[[ARG1]]{{\]}} : memref<4xf32>
// TOPDOWN-NEXT: {{(func.)?}}return [[V1]] : f32
// TOPDOWN-NEXT: }
// TOPDOWN-LABEL: func.func @read_only(
// TOPDOWN-SAME: [[ARG0:%[^ ,:)]+]]: memref<4xf32, strided<[?], offset: ?>>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> memref<4xf32> {
// TOPDOWN-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// TOPDOWN-NEXT: memref.copy [[ARG0]], [[ALLOC]] : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
// TOPDOWN-NEXT: memref.store [[ARG1]], [[ALLOC]]{{\[}}[[ARG2]]{{\]}} : memref<4xf32>
// TOPDOWN-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// TOPDOWN-NEXT: {{(func.)?}}return [[ALLOC]] : memref<4xf32>
// TOPDOWN-NEXT: }

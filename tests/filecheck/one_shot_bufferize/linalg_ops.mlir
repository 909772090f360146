// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// Destination-style linalg ops; element-wise ops may read and write one buffer.
#id = affine_map<(d0) -> (d0)>
func.func @generic(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]} ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @elementwise_in_place(%a: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %c = linalg.copy ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%c : tensor<8xf32>) outs(%c : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.mulf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @matmul(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %f: f32) -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%z : tensor<4x16xf32>) -> tensor<4x16xf32>
  return %r : tensor<4x16xf32>
}
func.func @named(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
  %e = tensor.empty() : tensor<8xf32>
  %add = linalg.add ins(%a, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %sub = linalg.sub ins(%add, %b : tensor<8xf32>, tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %mul = linalg.mul ins(%sub, %a : tensor<8xf32>, tensor<8xf32>) outs(%add : tensor<8xf32>) -> tensor<8xf32>
  return %add, %sub, %mul : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
}
func.func @transpose_broadcast(%a: tensor<2x3xf32>, %v: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  %e2 = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%e2 : tensor<2x3xf32>) dimensions = [0]
  return %t, %b : tensor<3x2xf32>, tensor<2x3xf32>
}
func.func @reduce(%a: tensor<2x3xf32>, %f: f32) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%z : tensor<3xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}

// CHECK-LABEL: func.func @generic(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.generic {indexing_maps = [{{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}, {{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}, {{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}], iterator_types = ["parallel"]} ins([[V1]], [[V0]] : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<8xf32>) {
// CHECK-NEXT: ^bb0([[IN:%[^ ,:)]+]]: f32, [[IN_0:%[^ ,:)]+]]: f32, [[OUT:%[^ ,:)]+]]: f32):
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = arith.addf [[IN]], [[IN_0]] : f32
// CHECK-NEXT: linalg.yield [[V3]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elementwise_in_place(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.copy ins([[V0]] : memref<8xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<8xf32>)
// CHECK-NEXT: linalg.generic {indexing_maps = [{{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}, {{#map[0-9]*|affine_map<\([^)]*\)(\[[^]]*\])? -> \([^>]*\)>}}], iterator_types = ["parallel"]} ins([[ALLOC]] : memref<8xf32>) outs([[ALLOC]] : memref<8xf32>) {
// CHECK-NEXT: ^bb0([[IN:%[^ ,:)]+]]: f32, [[OUT:%[^ ,:)]+]]: f32):
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.mulf [[IN]], [[IN]] : f32
// CHECK-NEXT: linalg.yield [[V2]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @matmul(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<4x8xf32>, [[ARG1:%[^ ,:)]+]]: tensor<8x16xf32>, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<4x16xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<8x16xf32> to memref<8x16xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<4x8xf32> to memref<4x8xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x16xf32>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<4x16xf32>)
// CHECK-NEXT: linalg.matmul ins([[V1]], [[V0]] : memref<4x8xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[?, ?], offset: ?>>) outs([[ALLOC]] : memref<4x16xf32>)
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @named(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.add ins([[V3]], [[V2]] : memref<8xf32, strided<[?], offset: ?>>, memref<8xf32, strided<[?], offset: ?>>) outs([[ALLOC_0]] : memref<8xf32>)
// CHECK-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: linalg.sub ins([[ALLOC_0]], [[V1]] : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) outs([[ALLOC]] : memref<8xf32>)
// CHECK-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: [[ALLOC_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.mul ins([[ALLOC]], [[V0]] : memref<8xf32>, memref<8xf32, strided<[?], offset: ?>>) outs([[ALLOC_1]] : memref<8xf32>)
// CHECK-NEXT: [[V6:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_1]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V4]], [[V5]], [[V6]] : tensor<8xf32>, tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose_broadcast(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<2x3xf32>, [[ARG1:%[^ ,:)]+]]: tensor<3xf32>) -> (tensor<3x2xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<3xf32> to memref<3xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3x2xf32>
// CHECK-NEXT: linalg.transpose ins([[V1]]{{ ?}}:{{ ?}}memref<2x3xf32, strided<[?, ?], offset: ?>>) outs([[ALLOC]]{{ ?}}:{{ ?}}memref<3x2xf32>) permutation = [1, 0]
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<3x2xf32> to tensor<3x2xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x3xf32>
// CHECK-NEXT: linalg.broadcast ins([[V0]]{{ ?}}:{{ ?}}memref<3xf32, strided<[?], offset: ?>>) outs([[ALLOC_0]]{{ ?}}:{{ ?}}memref<2x3xf32>) dimensions = [0]
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]], [[V3]] : tensor<3x2xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reduce(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<2x3xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<3xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<2x3xf32> to memref<2x3xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC]] : memref<3xf32>)
// CHECK-NEXT: linalg.reduce ins([[V0]]{{ ?}}:{{ ?}}memref<2x3xf32, strided<[?, ?], offset: ?>>) outs([[ALLOC]]{{ ?}}:{{ ?}}memref<3xf32>) dimensions = [0]
// CHECK-NEXT: ([[IN:%[^ ,:)]+]]: f32, [[INIT:%[^ ,:)]+]]: f32) {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.addf [[IN]], [[INIT]] : f32
// CHECK-NEXT: linalg.yield [[V2]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<3xf32> to tensor<3xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<3xf32>
// CHECK-NEXT: }

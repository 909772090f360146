// The hand-written structured ops of linalg (generic, map, reduce,
// transpose, broadcast, elementwise, contract) and softmax, index and yield,
// in each syntax variant MLIR 22 prints. check-roundtrip compares xDSL's
// output with mlir-opt's, line by line for the linalg ops.
// RUN: %check-roundtrip %s --dialects linalg
// RUN: xdsl-opt %s --split-input-file | filecheck %s

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @generic
func.func @generic(%a: tensor<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4xf32>) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  // CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%{{.*}} : tensor<4x8xf32>) outs(%{{.*}} : tensor<4xf32>) {
  %0 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<4x8xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4xf32>
  // CHECK: linalg.generic {doc = "row sums", indexing_maps = {{.*}}, iterator_types = ["parallel", "reduction"], library_call = "row_sum"} ins(%{{.*}} : memref<4x8xf32>) outs(%{{.*}} : memref<4xf32>) attrs =  {tag = 1 : i64} {
  linalg.generic {iterator_types = ["parallel", "reduction"], indexing_maps = [#id, #row], library_call = "row_sum", doc = "row sums"}
      ins(%b : memref<4x8xf32>) outs(%c : memref<4xf32>) attrs = {tag = 1} {
  ^bb0(%x: f32, %acc: f32):
    %i = linalg.index 1 : index
    %j = arith.index_cast %i : index to i32
    %f = arith.sitofp %j : i32 to f32
    %m = arith.mulf %x, %f : f32
    %s = arith.addf %m, %acc : f32
    linalg.yield %s : f32
  }
  return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @map
func.func @map(%a: tensor<64xf32>, %b: tensor<64xf32>, %m: memref<64xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  // CHECK: linalg.map { arith.addf } ins(%{{.*}}, %{{.*}} : tensor<64xf32>, tensor<64xf32>) outs(%{{.*}} : tensor<64xf32>)
  %add = linalg.map { arith.addf } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  // CHECK: linalg.map { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins
  %max = linalg.map { arith.maximumf {fastmath = #arith.fastmath<nnan>} } ins(%add, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  // CHECK: linalg.map ins(%{{.*}} : tensor<64xf32>) outs(%{{.*}} : tensor<64xf32>)
  // CHECK-NEXT: (%{{.*}}: f32, %{{.*}}: f32) {
  %neg = linalg.map ins(%max : tensor<64xf32>) outs(%init : tensor<64xf32>)
    (%x: f32, %y: f32) {
      %n = arith.negf %x : f32
      %s = arith.addf %n, %y : f32
      linalg.yield %s : f32
    }
  // CHECK: linalg.map { math.absf } ins(%{{.*}} : memref<64xf32>) outs(%{{.*}} : memref<64xf32>)
  linalg.map { math.absf } ins(%m : memref<64xf32>) outs(%m : memref<64xf32>)
  return %neg : tensor<64xf32>
}

// -----

// CHECK-LABEL: func.func @reduce
func.func @reduce(%a: tensor<16x32x64xf32>, %b: tensor<16x32x64xi32>, %m: memref<16x32x64xf32>, %r: memref<32xf32>) -> (tensor<16x64xf32>, tensor<16xi32>) {
  %init = tensor.empty() : tensor<16x64xf32>
  // CHECK: linalg.reduce { arith.addf } ins(%{{.*}} : tensor<16x32x64xf32>) outs(%{{.*}} : tensor<16x64xf32>) dimensions = [1]
  %0 = linalg.reduce { arith.addf } ins(%a : tensor<16x32x64xf32>) outs(%init : tensor<16x64xf32>) dimensions = [1]
  %i = tensor.empty() : tensor<16xi32>
  %f = tensor.empty() : tensor<16xf32>
  // CHECK: linalg.reduce ins(%{{.*}}, %{{.*}} : tensor<16x32x64xf32>, tensor<16x32x64xi32>) outs(%{{.*}}, %{{.*}} : tensor<16xf32>, tensor<16xi32>) dimensions = [1, 2]
  %1:2 = linalg.reduce ins(%a, %b : tensor<16x32x64xf32>, tensor<16x32x64xi32>) outs(%f, %i : tensor<16xf32>, tensor<16xi32>) dimensions = [1, 2]
    (%x: f32, %y: i32, %ax: f32, %ay: i32) {
      %s = arith.maximumf %x, %ax : f32
      %t = arith.maxsi %y, %ay : i32
      linalg.yield %s, %t : f32, i32
    }
  // CHECK: linalg.reduce { arith.minimumf } ins(%{{.*}} : memref<16x32x64xf32>) outs(%{{.*}} : memref<32xf32>) dimensions = [0, 2]
  linalg.reduce { arith.minimumf } ins(%m : memref<16x32x64xf32>) outs(%r : memref<32xf32>) dimensions = [0, 2]
  return %0, %1#1 : tensor<16x64xf32>, tensor<16xi32>
}

// -----

// CHECK-LABEL: func.func @transpose_broadcast
func.func @transpose_broadcast(%a: tensor<16x64xf32>, %v: tensor<16xf32>, %m: memref<2x3x4xf32>, %n: memref<4x2x3xf32>) -> (tensor<64x16xf32>, tensor<16x8xf32>) {
  %t = tensor.empty() : tensor<64x16xf32>
  // CHECK: linalg.transpose ins(%{{.*}} : tensor<16x64xf32>) outs(%{{.*}} : tensor<64x16xf32>) permutation = [1, 0]
  %0 = linalg.transpose ins(%a : tensor<16x64xf32>) outs(%t : tensor<64x16xf32>) permutation = [1, 0]
  // CHECK: linalg.transpose ins(%{{.*}} : memref<2x3x4xf32>) outs(%{{.*}} : memref<4x2x3xf32>) permutation = [2, 0, 1] {tag}
  linalg.transpose ins(%m : memref<2x3x4xf32>) outs(%n : memref<4x2x3xf32>) permutation = [2, 0, 1] {tag}
  %b = tensor.empty() : tensor<16x8xf32>
  // CHECK: linalg.broadcast ins(%{{.*}} : tensor<16xf32>) outs(%{{.*}} : tensor<16x8xf32>) dimensions = [1]
  %1 = linalg.broadcast ins(%v : tensor<16xf32>) outs(%b : tensor<16x8xf32>) dimensions = [1]
  return %0, %1 : tensor<64x16xf32>, tensor<16x8xf32>
}

// -----

#ident = affine_map<(d0, d1) -> (d0, d1)>
#bcast = affine_map<(d0, d1) -> (d1)>
#trans = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @elementwise
func.func @elementwise(%a: tensor<4x8xf32>, %v: tensor<8xf32>, %c: tensor<4x8xi1>, %o: tensor<4x8xf32>, %t: tensor<8x4xf32>, %m: memref<4x8xi32>) -> tensor<4x8xf32> {
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins
  %0 = linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [#ident, #bcast, #ident] ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins
  %1 = linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %0, %a : tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> {tag = 1 : i64} ins
  %2 = linalg.elementwise kind=#linalg.elementwise_kind<exp> {tag = 1} ins(%1 : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) -> tensor<4x8xf32>
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> indexing_maps
  %3 = linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> indexing_maps = [#trans, #ident] ins(%2 : tensor<4x8xf32>) outs(%t : tensor<8x4xf32>) -> tensor<8x4xf32>
  // CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%{{.*}}, %{{.*}} : memref<4x8xi32>, memref<4x8xi32>) outs(%{{.*}} : memref<4x8xi32>)
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%m, %m : memref<4x8xi32>, memref<4x8xi32>) outs(%m : memref<4x8xi32>)
  return %2 : tensor<4x8xf32>
}

// -----

#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#nk = affine_map<(m, n, k) -> (n, k)>
#mn = affine_map<(m, n, k) -> (m, n)>
// CHECK-LABEL: func.func @contract
func.func @contract(%a: tensor<4x8xf32>, %b: tensor<8x16xf32>, %bt: tensor<16x8xf32>, %o: tensor<4x16xf32>, %i: memref<4x8xi8>, %j: memref<8x16xi8>, %k: memref<4x16xi32>) -> tensor<4x16xf32> {
  // CHECK: linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins
  %0 = linalg.contract indexing_maps = [#mk, #kn, #mn] ins(%a, %b : tensor<4x8xf32>, tensor<8x16xf32>) outs(%o : tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK: linalg.contract indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins
  %1 = linalg.contract indexing_maps = [#mk, #nk, #mn] ins(%a, %bt : tensor<4x8xf32>, tensor<16x8xf32>) outs(%0 : tensor<4x16xf32>) -> tensor<4x16xf32>
  // CHECK: linalg.contract indexing_maps = {{.*}} {cast = #linalg.type_fn<cast_unsigned>} ins(%{{.*}}, %{{.*}} : memref<4x8xi8>, memref<8x16xi8>) outs(%{{.*}} : memref<4x16xi32>)
  linalg.contract indexing_maps = [#mk, #kn, #mn] {cast = #linalg.type_fn<cast_unsigned>} ins(%i, %j : memref<4x8xi8>, memref<8x16xi8>) outs(%k : memref<4x16xi32>)
  return %1 : tensor<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @softmax
func.func @softmax(%a: tensor<2x16xf32>, %m: memref<2x16xf32>, %n: memref<2x16xf32>) -> tensor<2x16xf32> {
  %init = tensor.empty() : tensor<2x16xf32>
  // CHECK: linalg.softmax dimension(1) ins(%{{.*}} : tensor<2x16xf32>) outs(%{{.*}} : tensor<2x16xf32>) -> tensor<2x16xf32>
  %0 = linalg.softmax dimension(1) ins(%a : tensor<2x16xf32>) outs(%init : tensor<2x16xf32>) -> tensor<2x16xf32>
  // CHECK: linalg.softmax {tag} dimension(0) ins(%{{.*}} : memref<2x16xf32>) outs(%{{.*}} : memref<2x16xf32>)
  linalg.softmax {tag} dimension(0) ins(%m : memref<2x16xf32>) outs(%n : memref<2x16xf32>)
  return %0 : tensor<2x16xf32>
}

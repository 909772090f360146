// linalg-generalize-named-ops on the matmul family: the default maps, user
// maps (transposed and broadcast operands), the cast attribute, the
// quantized ops (scalar zero points) and contract. The same CHECK lines hold
// for mlir-opt and xdsl-opt (maps printed inline).
// RUN: xdsl-opt %s --split-input-file -p linalg-generalize-named-ops | filecheck %s
// RUN: %mlir-opt %s --split-input-file --linalg-generalize-named-ops --mlir-print-local-scope | filecheck %s

// CHECK-LABEL: func.func @matmul_mixed
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<4x8xi8>, tensor<8x2xi8>) outs(%{{.*}} : tensor<4x2xi32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[C:.*]]: i32):
// CHECK-NEXT:   %[[EA:.*]] = arith.extsi %[[A]] : i8 to i32
// CHECK-NEXT:   %[[EB:.*]] = arith.extsi %[[B]] : i8 to i32
// CHECK-NEXT:   %[[M:.*]] = arith.muli %[[EA]], %[[EB]] : i32
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[C]], %[[M]] : i32
// CHECK-NEXT:   linalg.yield %[[S]] : i32
// CHECK-NEXT: } -> tensor<4x2xi32>
func.func @matmul_mixed(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %c: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<4x8xi8>, tensor<8x2xi8>) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// -----

// CHECK-LABEL: func.func @matmul_unsigned_transposed
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : memref<8x4xi8>, memref<8x2xi8>) outs(%{{.*}} : memref<4x2xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[C:.*]]: f32):
// CHECK-NEXT:   %[[EA:.*]] = arith.uitofp %[[A]] : i8 to f32
// CHECK-NEXT:   %[[EB:.*]] = arith.uitofp %[[B]] : i8 to f32
// CHECK-NEXT:   %[[M:.*]] = arith.mulf %[[EA]], %[[EB]] : f32
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[C]], %[[M]] : f32
// CHECK-NEXT:   linalg.yield %[[S]] : f32
// CHECK-NEXT: }
func.func @matmul_unsigned_transposed(%a: memref<8x4xi8>, %b: memref<8x2xi8>, %c: memref<4x2xf32>) {
  linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<8x4xi8>, memref<8x2xi8>) outs(%c : memref<4x2xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @batch_matmul_broadcast_lhs
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
func.func @batch_matmul_broadcast_lhs(%a: tensor<4x8xf32>, %b: tensor<3x8x2xf32>, %c: tensor<3x4x2xf32>) -> tensor<3x4x2xf32> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%a, %b : tensor<4x8xf32>, tensor<3x8x2xf32>) outs(%c : tensor<3x4x2xf32>) -> tensor<3x4x2xf32>
  return %0 : tensor<3x4x2xf32>
}

// -----

// CHECK-LABEL: func.func @batch_reduce_matmul
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel", "reduction"]}
// CHECK: arith.mulf
// CHECK: arith.addf
func.func @batch_reduce_matmul(%a: tensor<3x4x8xf32>, %b: tensor<3x8x2xf32>, %c: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<3x4x8xf32>, tensor<3x8x2xf32>) outs(%c : tensor<4x2xf32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// CHECK-LABEL: func.func @quantized_matmul
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-NEXT: ^bb0(%[[A:.*]]: i8, %[[B:.*]]: i8, %[[AZ:.*]]: i32, %[[BZ:.*]]: i32, %[[C:.*]]: i32):
// CHECK-NEXT:   %[[EA:.*]] = arith.extsi %[[A]] : i8 to i32
// CHECK-NEXT:   %[[DA:.*]] = arith.subi %[[EA]], %[[AZ]] : i32
// CHECK-NEXT:   %[[EB:.*]] = arith.extsi %[[B]] : i8 to i32
// CHECK-NEXT:   %[[DB:.*]] = arith.subi %[[EB]], %[[BZ]] : i32
// CHECK-NEXT:   %[[M:.*]] = arith.muli %[[DA]], %[[DB]] : i32
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[C]], %[[M]] : i32
// CHECK-NEXT:   linalg.yield %[[S]] : i32
func.func @quantized_matmul(%a: tensor<4x8xi8>, %b: tensor<8x2xi8>, %az: i32, %bz: i32, %c: tensor<4x2xi32>) -> tensor<4x2xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<4x8xi8>, tensor<8x2xi8>, i32, i32) outs(%c : tensor<4x2xi32>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// -----

// CHECK-LABEL: func.func @vector_products
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]}
// CHECK: linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]}
func.func @vector_products(%m: tensor<4x8xf32>, %v: tensor<8xf32>, %w: tensor<4xf32>, %x: tensor<4xf32>, %y: tensor<8xf32>, %s: tensor<f32>,
                           %l: tensor<2x3x4x5xf32>, %r: tensor<6x3x7x5xf32>, %acc: tensor<2x6x4x7xf32>) -> (tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<2x6x4x7xf32>) {
  %0 = linalg.matvec ins(%m, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%w : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.vecmat ins(%x, %m : tensor<4xf32>, tensor<4x8xf32>) outs(%y : tensor<8xf32>) -> tensor<8xf32>
  %2 = linalg.dot ins(%v, %v : tensor<8xf32>, tensor<8xf32>) outs(%s : tensor<f32>) -> tensor<f32>
  %3 = linalg.mmt4d ins(%l, %r : tensor<2x3x4x5xf32>, tensor<6x3x7x5xf32>) outs(%acc : tensor<2x6x4x7xf32>) -> tensor<2x6x4x7xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<8xf32>, tensor<f32>, tensor<2x6x4x7xf32>
}

// -----

// CHECK-LABEL: func.func @contract
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}}, %{{.*}} : tensor<4x8xi16>, tensor<2x8xi16>) outs(%{{.*}} : tensor<4x2xi64>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: i16, %[[B:.*]]: i16, %[[C:.*]]: i64):
// CHECK-NEXT:   %[[EA:.*]] = arith.extui %[[A]] : i16 to i64
// CHECK-NEXT:   %[[EB:.*]] = arith.extui %[[B]] : i16 to i64
// CHECK-NEXT:   %[[M:.*]] = arith.muli %[[EA]], %[[EB]] : i64
// CHECK-NEXT:   %[[S:.*]] = arith.addi %[[C]], %[[M]] : i64
func.func @contract(%a: tensor<4x8xi16>, %b: tensor<2x8xi16>, %c: tensor<4x2xi64>) -> tensor<4x2xi64> {
  %0 = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<4x8xi16>, tensor<2x8xi16>) outs(%c : tensor<4x2xi64>) -> tensor<4x2xi64>
  return %0 : tensor<4x2xi64>
}

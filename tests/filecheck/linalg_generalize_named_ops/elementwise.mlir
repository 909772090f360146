// linalg-generalize-named-ops on the elementwise named ops (rank
// polymorphic: one parallel loop per dimension of the output), on
// linalg.elementwise (its kind and maps) and on copy and fill (a scalar or
// rank-0 operand is broadcast). The constant of reciprocal's body moves to
// the top of the function, as mlir-opt's greedy driver moves it. Same CHECK
// lines for mlir-opt and xdsl-opt.
// RUN: xdsl-opt %s --split-input-file -p linalg-generalize-named-ops | filecheck %s
// RUN: %mlir-opt %s --split-input-file --linalg-generalize-named-ops --mlir-print-local-scope | filecheck %s

// CHECK-LABEL: func.func @unary_and_binary
// CHECK-NEXT:   %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:   %[[E:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<2x3xf32>) outs(%{{.*}} : tensor<2x3xf32>) {
// CHECK-NEXT:   ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:     %[[Y:.*]] = math.exp %[[X]] : f32
// CHECK-NEXT:     linalg.yield %[[Y]] : f32
// CHECK-NEXT:   } -> tensor<2x3xf32>
// CHECK-NEXT:   %[[R:.*]] = linalg.generic
// CHECK-NEXT:   ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:     %[[Y:.*]] = arith.divf %[[ONE]], %[[X]] : f32
// CHECK:        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
// CHECK-NEXT:   ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT:     %[[D:.*]] = arith.divui %[[A]], %[[B]] : i32
// CHECK:        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
// CHECK-NEXT:   ^bb0(%[[C:.*]]: i1, %[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:     %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : f32
func.func @unary_and_binary(%a: tensor<2x3xf32>, %o: tensor<2x3xf32>, %i: tensor<2x3xi32>, %c: tensor<2x3xi1>) -> (tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) {
  %0 = linalg.exp ins(%a : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.reciprocal ins(%0 : tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = linalg.div_unsigned ins(%i, %i : tensor<2x3xi32>, tensor<2x3xi32>) outs(%i : tensor<2x3xi32>) -> tensor<2x3xi32>
  %3 = linalg.select ins(%c, %1, %a : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @elementwise_kind
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %{{.*}} : memref<3x2xf32>, memref<3xf32>) outs(%{{.*}} : memref<2x3xf32>) {
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[P:.*]] = math.powf %[[A]], %[[B]] : f32
// CHECK-NEXT:   linalg.yield %[[P]] : f32
func.func @elementwise_kind(%a: memref<3x2xf32>, %b: memref<3xf32>, %o: memref<2x3xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<powf> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%a, %b : memref<3x2xf32>, memref<3xf32>) outs(%o : memref<2x3xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @copy_and_fill
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<2x3xi8>) outs(%{{.*}} : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: i8, %{{.*}}: f32):
// CHECK-NEXT:   %[[Y:.*]] = arith.uitofp %[[X]] : i8 to f32
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   linalg.yield %[[X]] : f32
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}} : tensor<f32>) outs(%{{.*}} : tensor<2x3xf32>) {
func.func @copy_and_fill(%a: tensor<2x3xi8>, %o: tensor<2x3xf32>, %v: f32, %s: tensor<f32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%a : tensor<2x3xi8>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.fill ins(%v : f32) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = linalg.copy ins(%s : tensor<f32>) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// fill_rng_2d: the loop indices seed a linear congruential generator in
// i32, scaled into [min, max) in f64. (mlir-opt's greedy driver also folds
// the casts of the body's constants; the ops checked here are the same.)
// CHECK-LABEL: func.func @fill_rng
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%{{.*}}, %{{.*}}, %{{.*}} : f64, f64, i32) outs(%{{.*}} : tensor<2x3xf32>) {
// CHECK-NEXT: ^bb0(%[[MIN:.*]]: f64, %[[MAX:.*]]: f64, %[[SEED:.*]]: i32, %{{.*}}: f32):
// CHECK:        %[[J:.*]] = linalg.index 1 : index
// CHECK-NEXT:   %[[JI:.*]] = arith.index_cast %[[J]] : index to i32
// CHECK-NEXT:   %[[I:.*]] = linalg.index 0 : index
// CHECK-NEXT:   %[[II:.*]] = arith.index_cast %[[I]] : index to i32
// CHECK-NEXT:   %{{.*}} = arith.addi %[[II]], %[[SEED]] : i32
// CHECK:        %[[RANGE:.*]] = arith.subf %[[MAX]], %[[MIN]] : f64
// CHECK:        %[[R:.*]] = arith.truncf %{{.*}} : f64 to f32
// CHECK-NEXT:   linalg.yield %[[R]] : f32
func.func @fill_rng(%min: f64, %max: f64, %seed: i32, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

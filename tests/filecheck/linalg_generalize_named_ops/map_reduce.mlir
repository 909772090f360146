// linalg-generalize-named-ops on map, reduce, transpose and broadcast (their
// maps: identities, reduced dimensions dropped from the init, the inverse
// permutation, the broadcast dimensions dropped from the input), on a
// linalg.generic (unchanged) and on linalg.softmax (not a structured op:
// unchanged). Dead tensor ops are erased, as mlir-opt's greedy driver does.
// Same CHECK lines for mlir-opt and xdsl-opt.
// RUN: xdsl-opt %s --split-input-file -p linalg-generalize-named-ops | filecheck %s
// RUN: %mlir-opt %s --split-input-file --linalg-generalize-named-ops --mlir-print-local-scope | filecheck %s

// CHECK-LABEL: func.func @chain
// CHECK:      %[[M:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
// CHECK-NEXT: ^bb0(%[[A:.*]]: f32, %[[B:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK:      %[[R:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%[[M]] : tensor<4x5xf32>)
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK-NEXT:   %[[Y:.*]] = arith.maximumf %[[ACC]], %[[X]] : f32
// CHECK:      %[[B:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[R]] : tensor<4xf32>)
// CHECK:      %[[T:.*]] = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%[[B]] : tensor<4x5xf32>)
// CHECK:      linalg.softmax dimension(1) ins(%[[T]] : tensor<5x4xf32>)
func.func @chain(%a: tensor<4x5xf32>, %b: tensor<4x5xf32>) -> tensor<5x4xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = tensor.empty() : tensor<4xf32>
  %t = tensor.empty() : tensor<5x4xf32>
  %unused = tensor.empty() : tensor<7xf32>
  %0 = linalg.map { arith.addf } ins(%a, %b : tensor<4x5xf32>, tensor<4x5xf32>) outs(%e : tensor<4x5xf32>)
  %1 = linalg.reduce { arith.maximumf } ins(%0 : tensor<4x5xf32>) outs(%r : tensor<4xf32>) dimensions = [1]
  %2 = linalg.broadcast ins(%1 : tensor<4xf32>) outs(%e : tensor<4x5xf32>) dimensions = [1]
  %3 = linalg.transpose ins(%2 : tensor<4x5xf32>) outs(%t : tensor<5x4xf32>) permutation = [1, 0]
  %dead = linalg.exp ins(%a : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) -> tensor<4x5xf32>
  %4 = linalg.softmax dimension(1) ins(%3 : tensor<5x4xf32>) outs(%t : tensor<5x4xf32>) -> tensor<5x4xf32>
  return %4 : tensor<5x4xf32>
}
// CHECK-NOT: tensor<7xf32>
// CHECK-NOT: math.exp

// -----

// Memrefs: nothing is dead (the ops write their outs).
// CHECK-LABEL: func.func @on_memrefs
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]}
// CHECK:      linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
// CHECK-NEXT: ^bb0(%[[X:.*]]: f32, %{{.*}}: f32):
// CHECK-NEXT:   %[[Y:.*]] = math.sqrt %[[X]] : f32
func.func @on_memrefs(%a: memref<2x3x4xf32>, %r: memref<2x4xf32>, %v: memref<8xf32>) {
  linalg.reduce { arith.addf } ins(%a : memref<2x3x4xf32>) outs(%r : memref<2x4xf32>) dimensions = [1]
  linalg.sqrt ins(%v : memref<8xf32>) outs(%v : memref<8xf32>)
  return
}

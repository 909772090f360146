// RUN: %check-roundtrip %s --dialects=tensor
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// The tensor ops of our dialect that xDSL 0.74 lacks (rank, bitcast,
// generate, parallel_insert_slice) or prints differently from MLIR 22
// (empty's attributes, collapse/expand reassociations, dynamic reshape):
// they round-trip through mlir-opt and print as mlir-opt prints them.

func.func @empty(%n: index) -> (tensor<4xf32>, tensor<?x8xf32>) {
  %0 = tensor.empty() {tag = 1 : i64} : tensor<4xf32>
  %1 = tensor.empty(%n) : tensor<?x8xf32>
  func.return %0, %1 : tensor<4xf32>, tensor<?x8xf32>
}

// CHECK-LABEL: func.func @empty
// CHECK:   tensor.empty() {tag = 1 : i64} : tensor<4xf32>
// CHECK:   tensor.empty(%{{.*}}) : tensor<?x8xf32>

// -----

func.func @collapse_expand(%t: tensor<2x3x4xf32>, %d: tensor<?x4xf32>, %n: index, %s: tensor<1x1xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [3, 2, 4] : tensor<6x4xf32> into tensor<3x2x4xf32>
  %2 = tensor.expand_shape %d [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %3 = tensor.collapse_shape %s [] : tensor<1x1xf32> into tensor<f32>
  %4 = tensor.expand_shape %3 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  func.return
}

// CHECK-LABEL: func.func @collapse_expand
// CHECK:   tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK:   tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [3, 2, 4] : tensor<6x4xf32> into tensor<3x2x4xf32>
// CHECK:   tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2]] output_shape [%{{.*}}, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
// CHECK:   tensor.collapse_shape %{{.*}} [] : tensor<1x1xf32> into tensor<f32>
// CHECK:   tensor.expand_shape %{{.*}} [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>

// -----

func.func @reshape(%t: tensor<?xf32>, %s: tensor<2xindex>, %u: tensor<6xf32>, %c: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = tensor.reshape %u(%c) : (tensor<6xf32>, tensor<1xi32>) -> tensor<6xf32>
  func.return
}

// CHECK-LABEL: func.func @reshape
// CHECK:   tensor.reshape %{{.*}}(%{{.*}}) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
// CHECK:   tensor.reshape %{{.*}}(%{{.*}}) : (tensor<6xf32>, tensor<1xi32>) -> tensor<6xf32>

// -----

func.func @rank_bitcast(%t: tensor<?x4xf32>, %u: tensor<*xf32>, %i: tensor<4xi32>) -> (index, index) {
  %0 = tensor.rank %t : tensor<?x4xf32>
  %1 = tensor.rank %u : tensor<*xf32>
  %2 = tensor.bitcast %i : tensor<4xi32> to tensor<4xf32>
  %3 = tensor.bitcast %i : tensor<4xi32> to tensor<4xui32>
  func.return %0, %1 : index, index
}

// CHECK-LABEL: func.func @rank_bitcast
// CHECK:   tensor.rank %{{.*}} : tensor<?x4xf32>
// CHECK:   tensor.rank %{{.*}} : tensor<*xf32>
// CHECK:   tensor.bitcast %{{.*}} : tensor<4xi32> to tensor<4xf32>
// CHECK:   tensor.bitcast %{{.*}} : tensor<4xi32> to tensor<4xui32>

// -----

func.func @generate(%m: index, %n: index) -> tensor<?x3x?xindex> {
  %0 = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %s = arith.addi %i, %k : index
    tensor.yield %s : index
  } : tensor<?x3x?xindex>
  func.return %0 : tensor<?x3x?xindex>
}

// CHECK-LABEL: func.func @generate
// CHECK:   tensor.generate %{{.*}}, %{{.*}} {
// CHECK-NEXT:   ^bb0(%{{.*}}: index, %{{.*}}: index, %{{.*}}: index):
// CHECK:     tensor.yield %{{.*}} : index
// CHECK-NEXT:   } : tensor<?x3x?xindex>

// -----

func.func @parallel_insert_slice(%t: tensor<8xf32>, %f: f32) -> tensor<8xf32> {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = tensor.from_elements %f, %f : tensor<2xf32>
    %off = arith.muli %i, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  func.return %0 : tensor<8xf32>
}

// CHECK-LABEL: func.func @parallel_insert_slice
// CHECK:   scf.forall.in_parallel {
// CHECK-NEXT:     tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%{{.*}}] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:   }

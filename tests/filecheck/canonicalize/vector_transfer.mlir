// The in-place folds of vector.transfer_read / transfer_write (MLIR 22's
// folders, as patterns): statically in-bounds dimensions get `in_bounds`,
// broadcast dimensions too once the others are, an all-true mask is
// dropped, a memref.cast operand is folded. The same CHECK lines hold for
// xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --mlir-print-local-scope | filecheck %s

// CHECK-LABEL: func.func @in_bounds
func.func @in_bounds(%m: memref<8xf32>, %d: memref<?xf32>, %m2: memref<4x8xf32>, %t: tensor<8xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, vector<2x4xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true]} : memref<8xf32>, vector<4xf32>
  %a = vector.transfer_read %m[%c4], %p : memref<8xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<8xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%c5], %p : memref<8xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<?xf32>, vector<4xf32>
  %c = vector.transfer_read %d[%c0], %p : memref<?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<8xf32>, vector<4xf32>
  %e = vector.transfer_read %m[%i], %p : memref<8xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true, true]} : memref<4x8xf32>, vector<4x4xf32>
  %g = vector.transfer_read %m2[%c0, %c4], %p : memref<4x8xf32>, vector<4x4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} {in_bounds = [true, true], permutation_map = affine_map<(d0) -> (0, d0)>} : memref<8xf32>, vector<2x4xf32>
  %k = vector.transfer_read %m[%c0], %p {permutation_map = affine_map<(d0) -> (0, d0)>} : memref<8xf32>, vector<2x4xf32>
  // CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] {in_bounds = [true]} : vector<4xf32>, memref<8xf32>
  vector.transfer_write %v, %m[%c4] : vector<4xf32>, memref<8xf32>
  // CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
  %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<8xf32>
  return %a, %b, %c, %e, %g, %k, %w : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4x4xf32>, vector<2x4xf32>, tensor<8xf32>
}

// -----

// CHECK-LABEL: func.func @full_masks
func.func @full_masks(%m: memref<?xf32>, %i: index, %p: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %all = vector.constant_mask [4] : vector<4xi1>
  %ones = arith.constant dense<true> : vector<4xi1>
  %some = vector.constant_mask [3] : vector<4xi1>
  // CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<4xf32>, memref<?xf32>
  vector.transfer_write %v, %m[%i], %all : vector<4xf32>, memref<?xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<?xf32>, vector<4xf32>
  %a = vector.transfer_read %m[%i], %p, %ones : memref<?xf32>, vector<4xf32>
  // CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<?xf32>, vector<4xf32>
  %b = vector.transfer_read %m[%i], %p, %some : memref<?xf32>, vector<4xf32>
  return %a, %b : vector<4xf32>, vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @memref_cast
// CHECK-SAME:    (%[[M:.*]]: memref<8xf32>
func.func @memref_cast(%m: memref<8xf32>, %i: index, %p: f32) -> vector<4xf32> {
  %c = memref.cast %m : memref<8xf32> to memref<?xf32>
  // CHECK: vector.transfer_read %[[M]][%{{.*}}], %{{.*}} : memref<8xf32>, vector<4xf32>
  %a = vector.transfer_read %c[%i], %p : memref<?xf32>, vector<4xf32>
  return %a : vector<4xf32>
}

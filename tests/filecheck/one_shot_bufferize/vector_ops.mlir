// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries' | filecheck %s

// What the vector ops on tensors become: the same op on the buffer (without
// its discardable attributes, as MLIR 22 does), a copy before a write that
// cannot happen in place (none when the write covers the whole tensor), and
// vector.mask without the results its masked op no longer has.

func.func @read(%t: tensor<?x?xf32>, %i: index, %j: index, %pad: f32, %m: vector<2x4xi1>) -> vector<2x4xf32> {
  %v = vector.transfer_read %t[%i, %j], %pad, %m {in_bounds = [true, false], tag} : tensor<?x?xf32>, vector<2x4xf32>
  return %v : vector<2x4xf32>
}

// CHECK-LABEL: func.func @read(
// CHECK-SAME:      [[T:%[^ ,:)]+]]: memref<?x?xf32, strided<[?, ?], offset: ?>>, [[I:%[^ ,:)]+]]: index, [[J:%[^ ,:)]+]]: index, [[PAD:%[^ ,:)]+]]: f32, [[M:%[^ ,:)]+]]: vector<2x4xi1>)
// CHECK-NEXT:    [[V:%[^ ,:)]+]] = vector.transfer_read [[T]]{{\[}}[[I]], [[J]]], [[PAD]], [[M]] {in_bounds = [true, false]} : memref<?x?xf32, strided<[?, ?], offset: ?>>, vector<2x4xf32>
// CHECK-NEXT:    {{(func.)?}}return [[V]]

func.func @write_in_place(%t: tensor<?x?xf32>, %i: index, %v: vector<4x2xf32>) -> tensor<?x?xf32> {
  %w = vector.transfer_write %v, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<4x2xf32>, tensor<?x?xf32>
  return %w : tensor<?x?xf32>
}

// CHECK-LABEL: func.func @write_in_place(
// CHECK-SAME:      [[T:%[^ ,:)]+]]: memref<?x?xf32, strided<[?, ?], offset: ?>>, [[I:%[^ ,:)]+]]: index, [[V:%[^ ,:)]+]]: vector<4x2xf32>)
// CHECK-NEXT:    vector.transfer_write [[V]], [[T]]{{\[}}[[I]], [[I]]] {permutation_map = {{.*}}} : vector<4x2xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT:    {{(func.)?}}return [[T]]

func.func @write_out_of_place(%t: tensor<16xf32>, %v: vector<4xf32>, %i: index, %pad: f32) -> (tensor<16xf32>, vector<4xf32>) {
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32>
  %r = vector.transfer_read %t[%i], %pad : tensor<16xf32>, vector<4xf32>
  return %w, %r : tensor<16xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @write_out_of_place(
// CHECK-SAME:      [[T:%[^ ,:)]+]]: memref<16xf32, strided<[?], offset: ?>>, [[V:%[^ ,:)]+]]: vector<4xf32>, [[I:%[^ ,:)]+]]: index, [[PAD:%[^ ,:)]+]]: f32)
// CHECK-NEXT:    [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<16xf32>
// CHECK-NEXT:    memref.copy [[T]], [[ALLOC]]
// CHECK-NEXT:    vector.transfer_write [[V]], [[ALLOC]]{{\[}}[[I]]] : vector<4xf32>, memref<16xf32>
// CHECK-NEXT:    [[R:%[^ ,:)]+]] = vector.transfer_read [[T]]{{\[}}[[I]]], [[PAD]] : memref<16xf32, strided<[?], offset: ?>>, vector<4xf32>

// A write of the whole tensor out of place: no copy of the old contents.
func.func @overwrite_out_of_place(%t: tensor<4xf32>, %v: vector<4xf32>, %pad: f32) -> (tensor<4xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0] : vector<4xf32>, tensor<4xf32>
  %r = vector.transfer_read %t[%c0], %pad : tensor<4xf32>, vector<4xf32>
  return %w, %r : tensor<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @overwrite_out_of_place(
// CHECK:         [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NOT:     memref.copy
// CHECK-NEXT:    vector.transfer_write {{.*}}, [[ALLOC]]

func.func @gather_scatter(%t: tensor<16xf32>, %i: index, %idx: vector<4xi32>, %m: vector<4xi1>, %pass: vector<4xf32>) -> (vector<4xf32>, tensor<16xf32>) {
  %g = vector.gather %t[%i] [%idx], %m, %pass : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = vector.scatter %t[%i] [%idx], %m, %g : tensor<16xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
  return %g, %s : vector<4xf32>, tensor<16xf32>
}

// CHECK-LABEL: func.func @gather_scatter(
// CHECK-SAME:      [[T:%[^ ,:)]+]]: memref<16xf32, strided<[?], offset: ?>>, [[I:%[^ ,:)]+]]: index, [[IDX:%[^ ,:)]+]]: vector<4xi32>, [[M:%[^ ,:)]+]]: vector<4xi1>, [[P:%[^ ,:)]+]]: vector<4xf32>)
// CHECK-NEXT:    [[G:%[^ ,:)]+]] = vector.gather [[T]]{{\[}}[[I]]] {{\[}}[[IDX]]], [[M]], [[P]] : memref<16xf32, strided<[?], offset: ?>>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    vector.scatter [[T]]{{\[}}[[I]]] {{\[}}[[IDX]]], [[M]], [[G]] : memref<16xf32, strided<[?], offset: ?>>, vector<4xi32>, vector<4xi1>, vector<4xf32>{{$}}
// CHECK-NEXT:    {{(func.)?}}return [[G]], [[T]]

func.func @masks(%t: tensor<16xf32>, %v: vector<4xf32>, %i: index, %n: index, %pad: f32) -> (tensor<16xf32>, vector<4xf32>) {
  %m = vector.create_mask %n : vector<4xi1>
  %w = vector.mask %m { vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<16xf32> } : vector<4xi1> -> tensor<16xf32>
  %r = vector.mask %m, %v { vector.transfer_read %w[%i], %pad : tensor<16xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %w, %r : tensor<16xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @masks(
// CHECK-SAME:      [[T:%[^ ,:)]+]]: memref<16xf32, strided<[?], offset: ?>>, [[V:%[^ ,:)]+]]: vector<4xf32>, [[I:%[^ ,:)]+]]: index, [[N:%[^ ,:)]+]]: index, [[PAD:%[^ ,:)]+]]: f32)
// CHECK-NEXT:    [[M:%[^ ,:)]+]] = vector.create_mask [[N]] : vector<4xi1>
// CHECK-NEXT:    vector.mask [[M]] { vector.transfer_write [[V]], [[T]]{{\[}}[[I]]] : vector<4xf32>, memref<16xf32, strided<[?], offset: ?>> } : vector<4xi1>{{$}}
// CHECK-NEXT:    [[R:%[^ ,:)]+]] = vector.mask [[M]], [[V]] { vector.transfer_read [[T]]{{\[}}[[I]]], [[PAD]] : memref<16xf32, strided<[?], offset: ?>>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT:    {{(func.)?}}return [[T]], [[R]]

func.func @loop(%t: tensor<64xf32>, %pad: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %t) -> tensor<64xf32> {
    %v = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<64xf32>, vector<8xf32>
    %d = arith.addf %v, %v : vector<8xf32>
    %w = vector.transfer_write %d, %acc[%i] {in_bounds = [true]} : vector<8xf32>, tensor<64xf32>
    scf.yield %w : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// CHECK-LABEL: func.func @loop(
// CHECK-SAME:      [[T:%[^ ,:)]+]]: memref<64xf32, strided<[?], offset: ?>>
// CHECK-NOT:     memref.alloc
// CHECK:         [[R:%[^ ,:)]+]] = scf.for [[IV:%[^ ,:)]+]] = {{.*}} iter_args([[ACC:%[^ ,:)]+]] = [[T]]) -> (memref<64xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT:      [[V:%[^ ,:)]+]] = vector.transfer_read [[ACC]]{{\[}}[[IV]]]
// CHECK-NEXT:      [[D:%[^ ,:)]+]] = arith.addf [[V]], [[V]]
// CHECK-NEXT:      vector.transfer_write [[D]], [[ACC]]{{\[}}[[IV]]] {in_bounds = [true]} : vector<8xf32>, memref<64xf32, strided<[?], offset: ?>>
// CHECK-NEXT:      scf.yield [[ACC]]
// CHECK:         {{(func.)?}}return [[R]]

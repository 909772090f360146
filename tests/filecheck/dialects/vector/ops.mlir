// RUN: %check-roundtrip %s --dialects=vector
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// The vector ops of our dialect that xDSL 0.74 lacks or gets wrong: they
// round-trip through mlir-opt (pretty and generic) and print as mlir-opt
// prints them.

func.func @print(%v: vector<4xf32>, %x: f32, %n: index, %b: vector<2x3xi1>, %z: vector<i32>) {
  vector.print %v : vector<4xf32>
  vector.print %x : f32 punctuation <comma>
  vector.print %n : index punctuation <no_punctuation>
  vector.print %b : vector<2x3xi1> {tag}
  vector.print %z : vector<i32>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print str "done: \"x\"\n"
  vector.print
  func.return
}

// CHECK-LABEL: func.func @print
// CHECK-NEXT:    vector.print %{{.*}} : vector<4xf32>
// CHECK-NEXT:    vector.print %{{.*}} : f32 punctuation <comma>
// CHECK-NEXT:    vector.print %{{.*}} : index punctuation <no_punctuation>
// CHECK-NEXT:    vector.print %{{.*}} : vector<2x3xi1> {tag}
// CHECK-NEXT:    vector.print %{{.*}} : vector<i32>
// CHECK-NEXT:    vector.print punctuation <open>
// CHECK-NEXT:    vector.print punctuation <close>
// CHECK-NEXT:    vector.print str "done: \22x\22\0A"
// CHECK-NEXT:    vector.print
// CHECK-NEXT:    func.return

// -----

// Punctuation written before the string literal, and an explicit newline.
func.func @print_reordered() {
  vector.print punctuation <newline>
  func.return
}

// CHECK-LABEL: func.func @print_reordered
// CHECK-NEXT:    vector.print{{$}}

// -----

func.func @transfers(%m: memref<?x?xf32>, %t: tensor<4x?xf32>, %i: index, %p: f32,
                     %mask: vector<8xi1>, %mask2: vector<8x2xi1>, %v: vector<8xf32>,
                     %w: vector<2x8xf32>, %mv: memref<?xvector<8xf32>>, %t0: tensor<f32>,
                     %s: vector<f32>) -> (tensor<4x?xf32>, tensor<f32>) {
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<8xf32>
  %1 = vector.transfer_read %m[%i, %i], %p, %mask {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
  %2 = vector.transfer_read %t[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<4x?xf32>, vector<8xf32>
  %3 = vector.transfer_read %t[%i, %i], %p, %mask2 {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x?xf32>, vector<2x8xf32>
  %4 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (0, d1)>, tag = "broadcast"} : memref<?x?xf32>, vector<2x8xf32>
  %5 = vector.transfer_read %mv[%i], %v : memref<?xvector<8xf32>>, vector<8xf32>
  %6 = vector.transfer_read %t0[], %p : tensor<f32>, vector<f32>
  vector.transfer_write %v, %m[%i, %i] : vector<8xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
  %7 = vector.transfer_write %w, %t[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>, __inplace_operands_attr__ = ["none", "true", "none", "none"]} : vector<2x8xf32>, tensor<4x?xf32>
  %8 = vector.transfer_write %s, %t0[] : vector<f32>, tensor<f32>
  vector.transfer_write %v, %mv[%i] : vector<8xf32>, memref<?xvector<8xf32>>
  func.return %7, %8 : tensor<4x?xf32>, tensor<f32>
}

// CHECK-LABEL: func.func @transfers
// CHECK:         vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : memref<?x?xf32>, vector<8xf32>
// CHECK:         vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {in_bounds = [true]} : memref<?x?xf32>, vector<8xf32>
// CHECK:         vector.transfer_read %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<4x?xf32>, vector<8xf32>
// CHECK:         {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x?xf32>, vector<2x8xf32>
// CHECK:         {permutation_map = affine_map<(d0, d1) -> (0, d1)>, tag = "broadcast"} : memref<?x?xf32>, vector<2x8xf32>
// CHECK:         vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<?xvector<8xf32>>, vector<8xf32>
// CHECK:         vector.transfer_read %{{.*}}[], %{{.*}} : tensor<f32>, vector<f32>
// CHECK:         vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : vector<8xf32>, memref<?x?xf32>
// CHECK:         vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} {in_bounds = [true]} : vector<8xf32>, memref<?x?xf32>
// CHECK:         {__inplace_operands_attr__ = ["none", "true", "none", "none"], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<2x8xf32>, tensor<4x?xf32>
// CHECK:         vector.transfer_write %{{.*}}, %{{.*}}[] : vector<f32>, tensor<f32>
// CHECK:         vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<8xf32>, memref<?xvector<8xf32>>

// -----

func.func @masks(%t: tensor<16xf32>, %v: vector<8xf32>, %i: index, %p: f32, %n: index,
                 %m: vector<8xi1>, %r: vector<2x8xf32>) -> tensor<16xf32> {
  %0 = vector.constant_mask [3] : vector<8xi1>
  %1 = vector.constant_mask [1, 4] : vector<2x8xi1>
  %2 = vector.constant_mask [0] : vector<i1>
  %3 = vector.create_mask %n : vector<8xi1>
  %4 = vector.create_mask %n : vector<i1>
  %5 = vector.mask %0 { vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<16xf32> } : vector<8xi1> -> tensor<16xf32>
  %6 = vector.mask %3, %v { vector.transfer_read %5[%i], %p : tensor<16xf32>, vector<8xf32> } {tag} : vector<8xi1> -> vector<8xf32>
  %7 = vector.mask %m { vector.reduction <add>, %v : vector<8xf32> into f32 } : vector<8xi1> -> f32
  %8 = vector.mask %1 { vector.multi_reduction <maxnumf>, %r, %v [0] : vector<2x8xf32> to vector<8xf32> } : vector<2x8xi1> -> vector<8xf32>
  vector.mask %m { vector.yield } : vector<8xi1>
  %9 = vector.mask %m { vector.yield %v : vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  func.return %5 : tensor<16xf32>
}

// CHECK-LABEL: func.func @masks
// CHECK:         vector.constant_mask [3] : vector<8xi1>
// CHECK:         vector.constant_mask [1, 4] : vector<2x8xi1>
// CHECK:         vector.constant_mask [0] : vector<i1>
// CHECK:         vector.create_mask %{{.*}} : vector<8xi1>
// CHECK:         vector.create_mask %{{.*}} : vector<i1>
// CHECK:         vector.mask %{{.*}} { vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<8xf32>, tensor<16xf32> } : vector<8xi1> -> tensor<16xf32>
// CHECK:         vector.mask %{{.*}}, %{{.*}} { vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : tensor<16xf32>, vector<8xf32> } {tag} : vector<8xi1> -> vector<8xf32>
// CHECK:         vector.mask %{{.*}} { vector.reduction <add>, %{{.*}} : vector<8xf32> into f32 } : vector<8xi1> -> f32
// CHECK:         vector.mask %{{.*}} { vector.multi_reduction <maxnumf>, %{{.*}}, %{{.*}} [0] : vector<2x8xf32> to vector<8xf32> } : vector<2x8xi1> -> vector<8xf32>
// CHECK:         vector.mask %{{.*}} { vector.yield } : vector<8xi1>
// CHECK:         vector.mask %{{.*}} { vector.yield %{{.*}} : vector<8xf32> } : vector<8xi1> -> vector<8xf32>

// -----

func.func @memory(%m: memref<?x?xf32>, %m1: memref<16xf32>, %i: index, %mask: vector<8xi1>,
                  %v: vector<8xf32>, %idx: vector<8xindex>, %idx32: vector<8xi32>,
                  %t: tensor<16xf32>, %mv: memref<4xvector<8xf32>>) -> tensor<16xf32> {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  %1 = vector.load %m[%i, %i] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<2x8xf32>
  %2 = vector.load %mv[%i] : memref<4xvector<8xf32>>, vector<8xf32>
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<8xf32>
  vector.store %v, %m[%i, %i] {alignment = 8 : i64} : memref<?x?xf32>, vector<8xf32>
  %3 = vector.maskedload %m1[%i], %mask, %v : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %4 = vector.maskedload %m1[%i], %mask, %v {alignment = 4 : i64} : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.maskedstore %m1[%i], %mask, %v : memref<16xf32>, vector<8xi1>, vector<8xf32>
  %5 = vector.gather %m[%i, %i] [%idx], %mask, %v : memref<?x?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  %6 = vector.gather %t[%i] [%idx32], %mask, %v {alignment = 4 : i64} : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.scatter %m1[%i] [%idx], %mask, %v : memref<16xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
  %7 = vector.scatter %t[%i] [%idx32], %mask, %v : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<16xf32>
  func.return %7 : tensor<16xf32>
}

// CHECK-LABEL: func.func @memory
// CHECK:         vector.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<8xf32>
// CHECK:         vector.load %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<2x8xf32>
// CHECK:         vector.load %{{.*}}[%{{.*}}] : memref<4xvector<8xf32>>, vector<8xf32>
// CHECK:         vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x?xf32>, vector<8xf32>
// CHECK:         vector.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {alignment = 8 : i64} : memref<?x?xf32>, vector<8xf32>
// CHECK:         vector.maskedload %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:         vector.maskedload %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} {alignment = 4 : i64} : memref<16xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:         vector.maskedstore %{{.*}}[%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<8xi1>, vector<8xf32>
// CHECK:         vector.gather %{{.*}}[%{{.*}}, %{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<?x?xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:         vector.gather %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} {alignment = 4 : i64} : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
// CHECK:         vector.scatter %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : memref<16xf32>, vector<8xindex>, vector<8xi1>, vector<8xf32>
// CHECK:         vector.scatter %{{.*}}[%{{.*}}] [%{{.*}}], %{{.*}}, %{{.*}} : tensor<16xf32>, vector<8xi32>, vector<8xi1>, vector<8xf32> -> tensor<16xf32>

// -----

func.func @values(%a: f32, %b: f32, %v: vector<2x4xf32>, %w: vector<1x2xf32>, %x: vector<4xf32>,
                  %acc: vector<2x3xf32>, %l: vector<2x4xf32>, %r: vector<4x3xf32>) {
  %0 = vector.step : vector<4xindex>
  %1 = vector.from_elements %a, %b, %a, %b : vector<2x2xf32>
  %2 = vector.from_elements %a : vector<f32>
  %3 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  %4 = vector.shape_cast %3 {tag} : vector<8xf32> to vector<2x2x2xf32>
  %5 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %6 = vector.extract_strided_slice %v {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  %7 = vector.extract_strided_slice %v {offsets = [1], sizes = [1], strides = [1]} : vector<2x4xf32> to vector<1x4xf32>
  %8 = vector.insert_strided_slice %w, %v {offsets = [0, 2], strides = [1, 1]} : vector<1x2xf32> into vector<2x4xf32>
  %9 = vector.insert_strided_slice %x, %v {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %10 = vector.multi_reduction <add>, %v, %x [0] : vector<2x4xf32> to vector<4xf32>
  %11 = vector.multi_reduction <minimumf>, %v, %a [0, 1] : vector<2x4xf32> to f32
  %12 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %l, %r, %acc : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  %13 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %x, %x, %a {tag} : vector<4xf32>, vector<4xf32> into f32
  func.return
}

// CHECK-LABEL: func.func @values
// CHECK:         vector.step : vector<4xindex>
// CHECK:         vector.from_elements %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : vector<2x2xf32>
// CHECK:         vector.from_elements %{{.*}} : vector<f32>
// CHECK:         vector.shape_cast %{{.*}} : vector<2x4xf32> to vector<8xf32>
// CHECK:         vector.shape_cast %{{.*}} {tag} : vector<8xf32> to vector<2x2x2xf32>
// CHECK:         vector.transpose %{{.*}}, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK:         vector.extract_strided_slice %{{.*}} {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
// CHECK:         vector.extract_strided_slice %{{.*}} {offsets = [1], sizes = [1], strides = [1]} : vector<2x4xf32> to vector<1x4xf32>
// CHECK:         vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [0, 2], strides = [1, 1]} : vector<1x2xf32> into vector<2x4xf32>
// CHECK:         vector.insert_strided_slice %{{.*}}, %{{.*}} {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
// CHECK:         vector.multi_reduction <add>, %{{.*}}, %{{.*}} [0] : vector<2x4xf32> to vector<4xf32>
// CHECK:         vector.multi_reduction <minimumf>, %{{.*}}, %{{.*}} [0, 1] : vector<2x4xf32> to f32
// CHECK:         vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
// CHECK:         vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<add>} %{{.*}}, %{{.*}}, %{{.*}} {tag} : vector<4xf32>, vector<4xf32> into f32

// -----

func.func @outerproduct(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %s: f32, %d: vector<4xf32>, %m: vector<4x8xi1>, %i: vector<2xi32>, %j: vector<[8]xf32>) {
  %0 = vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32>
  %1 = vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32>
  %2 = vector.outerproduct %a, %b, %c {kind = #vector.kind<maximumf>, tag} : vector<4xf32>, vector<8xf32>
  %3 = vector.outerproduct %a, %s : vector<4xf32>, f32
  %4 = vector.outerproduct %a, %s, %d {kind = #vector.kind<mul>} : vector<4xf32>, f32
  %6 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  %7 = vector.outerproduct %i, %i : vector<2xi32>, vector<2xi32>
  %8 = vector.outerproduct %a, %j : vector<4xf32>, vector<[8]xf32>
  func.return
}

// CHECK-LABEL: func.func @outerproduct
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<maximumf>, tag} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, f32
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<mul>} : vector<4xf32>, f32
// CHECK-NEXT:    %{{.*}} = vector.mask %{{.*}} { vector.outerproduct %{{.*}}, %{{.*}}, %{{.*}} {kind = #vector.kind<add>} : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}} : vector<2xi32>, vector<2xi32>
// CHECK-NEXT:    %{{.*}} = vector.outerproduct %{{.*}}, %{{.*}} : vector<4xf32>, vector<[8]xf32>

// Without an accumulator, mlir-opt 22 prints no attributes, so a non-default
// kind is lost in its pretty form (it does not change the product): so is ours.

// -----

func.func @interleave_to_elements(%a: vector<2x4xf32>, %z: vector<f32>, %s: vector<[4]xi8>) {
  %0 = vector.interleave %a, %a : vector<2x4xf32> -> vector<2x8xf32>
  %1 = vector.interleave %z, %z {tag} : vector<f32> -> vector<2xf32>
  %2 = vector.interleave %s, %s : vector<[4]xi8> -> vector<[8]xi8>
  %3, %4 = vector.deinterleave %a : vector<2x4xf32> -> vector<2x2xf32>
  %5:2 = vector.deinterleave %s {tag} : vector<[4]xi8> -> vector<[2]xi8>
  %6:8 = vector.to_elements %a : vector<2x4xf32>
  %7 = vector.to_elements %z {tag} : vector<f32>
  func.return
}

// CHECK-LABEL: func.func @interleave_to_elements
// CHECK-NEXT:    %{{.*}} = vector.interleave %{{.*}}, %{{.*}} : vector<2x4xf32> -> vector<2x8xf32>
// CHECK-NEXT:    %{{.*}} = vector.interleave %{{.*}}, %{{.*}} {tag} : vector<f32> -> vector<2xf32>
// CHECK-NEXT:    %{{.*}} = vector.interleave %{{.*}}, %{{.*}} : vector<[4]xi8> -> vector<[8]xi8>
// CHECK-NEXT:    %{{.*}}, %{{.*}} = vector.deinterleave %{{.*}} : vector<2x4xf32> -> vector<2x2xf32>
// CHECK-NEXT:    %{{.*}}, %{{.*}} = vector.deinterleave %{{.*}} {tag} : vector<[4]xi8> -> vector<[2]xi8>
// CHECK-NEXT:    %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} = vector.to_elements %{{.*}} : vector<2x4xf32>
// CHECK-NEXT:    %{{.*}} = vector.to_elements %{{.*}} {tag} : vector<f32>

// -----

func.func @expand_compress(%m: memref<?x?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>, %k2: vector<2x2xi1>, %v2: vector<2x2xf32>) {
  %0 = vector.expandload %m[%i, %i], %k, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %1 = vector.expandload %m[%i, %i], %k, %v {alignment = 16 : i64, tag} : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m[%i, %i], %k, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %m[%i, %i], %k2, %v2 {alignment = 8 : i64} : memref<?x?xf32>, vector<2x2xi1>, vector<2x2xf32>
  func.return
}

// CHECK-LABEL: func.func @expand_compress
// CHECK-NEXT:    %{{.*}} = vector.expandload %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    %{{.*}} = vector.expandload %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {alignment = 16 : i64, tag} : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT:    vector.compressstore %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT:    vector.compressstore %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}}, %{{.*}} {alignment = 8 : i64} : memref<?x?xf32>, vector<2x2xi1>, vector<2x2xf32>

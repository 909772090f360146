// Casts, copies and queries of the memref dialect (cast, memory_space_cast,
// copy, assume_alignment, distinct_objects, rank, dim,
// extract_aligned_pointer_as_index, extract_strided_metadata) and each syntax
// variant, as MLIR 22 prints them. check-roundtrip compares with mlir-opt.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @cast
func.func @cast(%m: memref<4x4xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %s: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  // CHECK-NEXT: %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %0 = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  // CHECK-NEXT: %1 = memref.cast %d : memref<?x?xf32> to memref<4x4xf32>
  %1 = memref.cast %d : memref<?x?xf32> to memref<4x4xf32>
  // CHECK-NEXT: %2 = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  %2 = memref.cast %m : memref<4x4xf32> to memref<*xf32>
  // CHECK-NEXT: %3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  %3 = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  // CHECK-NEXT: %4 = memref.cast %s : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  %4 = memref.cast %s : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, ?], offset: ?>>
  // CHECK-NEXT: %5 = memref.cast %4 : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<12x4xf32, strided<[4, 1], offset: 5>>
  %5 = memref.cast %4 : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<12x4xf32, strided<[4, 1], offset: 5>>
  // CHECK-NEXT: %6 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %6 = memref.cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  // CHECK-NEXT: %7 = memref.cast %m {tag} : memref<4x4xf32> to memref<4x4xf32>
  %7 = memref.cast %m {tag} : memref<4x4xf32> to memref<4x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @memory_space_cast
func.func @memory_space_cast(%m: memref<?xf32, "private">, %u: memref<*xmemref<?xf32>, "local">) {
  // CHECK-NEXT: %0 = memref.memory_space_cast %m : memref<?xf32, "private"> to memref<?xf32>
  %0 = memref.memory_space_cast %m : memref<?xf32, "private"> to memref<?xf32>
  // CHECK-NEXT: %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, "shared">
  %1 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, "shared">
  // CHECK-NEXT: %2 = memref.memory_space_cast %u : memref<*xmemref<?xf32>, "local"> to memref<*xmemref<?xf32>, "global">
  %2 = memref.memory_space_cast %u : memref<*xmemref<?xf32>, "local"> to memref<*xmemref<?xf32>, "global">
  // CHECK-NEXT: %3 = memref.memory_space_cast %m {tag} : memref<?xf32, "private"> to memref<?xf32, "private">
  %3 = memref.memory_space_cast %m {tag} : memref<?xf32, "private"> to memref<?xf32, "private">
  // CHECK-NEXT: %4 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, {space = 1 : i32}>
  %4 = memref.memory_space_cast %0 : memref<?xf32> to memref<?xf32, {space = 1 : i32}>
  // CHECK-NEXT: %5 = memref.cast %4 : memref<?xf32, {space = 1 : i32}> to memref<*xf32, {space = 1 : i32}>
  %5 = memref.cast %4 : memref<?xf32, {space = 1 : i32}> to memref<*xf32, {space = 1 : i32}>
  return
}

// -----

// CHECK-LABEL: func.func @copy
func.func @copy(%m: memref<4x4xf32>, %d: memref<?x?xf32>, %u: memref<*xf32>, %s: memref<4x4xf32, strided<[8, 1], offset: ?>>) {
  // CHECK-NEXT: memref.copy %m, %d : memref<4x4xf32> to memref<?x?xf32>
  memref.copy %m, %d : memref<4x4xf32> to memref<?x?xf32>
  // CHECK-NEXT: memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  // CHECK-NEXT: memref.copy %m, %u : memref<4x4xf32> to memref<*xf32>
  memref.copy %m, %u : memref<4x4xf32> to memref<*xf32>
  // CHECK-NEXT: memref.copy %s, %m {tag} : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
  memref.copy %s, %m {tag} : memref<4x4xf32, strided<[8, 1], offset: ?>> to memref<4x4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @assume_alignment
func.func @assume_alignment(%m: memref<4x4xf16>, %d: memref<?xi8, strided<[1], offset: ?>>) {
  // CHECK-NEXT: %0 = memref.assume_alignment %m, 16 : memref<4x4xf16>
  %0 = memref.assume_alignment %m, 16 : memref<4x4xf16>
  // CHECK-NEXT: %1 = memref.assume_alignment %d, 1 {tag} : memref<?xi8, strided<[1], offset: ?>>
  %1 = memref.assume_alignment %d, 1 {tag} : memref<?xi8, strided<[1], offset: ?>>
  return
}

// -----

// CHECK-LABEL: func.func @distinct_objects
func.func @distinct_objects(%a: memref<4xf32>, %b: memref<?x?xi8>, %c: memref<f64, "shared">) {
  // CHECK-NEXT: %0, %1, %2 = memref.distinct_objects %a, %b, %c : memref<4xf32>, memref<?x?xi8>, memref<f64, "shared">
  %0:3 = memref.distinct_objects %a, %b, %c : memref<4xf32>, memref<?x?xi8>, memref<f64, "shared">
  // CHECK-NEXT: %3 = memref.distinct_objects %a {tag} : memref<4xf32>
  %3 = memref.distinct_objects %a {tag} : memref<4xf32>
  return
}

// -----

// CHECK-LABEL: func.func @rank_dim
func.func @rank_dim(%m: memref<4x?xf32>, %u: memref<*xf32>, %z: memref<f32>, %i: index) {
  // CHECK-NEXT: %0 = memref.rank %m : memref<4x?xf32>
  %0 = memref.rank %m : memref<4x?xf32>
  // CHECK-NEXT: %1 = memref.rank %u : memref<*xf32>
  %1 = memref.rank %u : memref<*xf32>
  // CHECK-NEXT: %2 = memref.rank %z {tag} : memref<f32>
  %2 = memref.rank %z {tag} : memref<f32>
  // CHECK-NEXT: %3 = memref.dim %m, %i : memref<4x?xf32>
  %3 = memref.dim %m, %i : memref<4x?xf32>
  // CHECK-NEXT: %4 = memref.dim %u, %i : memref<*xf32>
  %4 = memref.dim %u, %i : memref<*xf32>
  // CHECK-NEXT: %5 = memref.dim {tag} %m, %i : memref<4x?xf32>
  %5 = memref.dim {tag} %m, %i : memref<4x?xf32>
  return
}

// -----

// CHECK-LABEL: func.func @extract
func.func @extract(%m: memref<4x4xf32>, %u: memref<*xf32>, %z: memref<f32, "shared">, %v: memref<?xi8, strided<[?], offset: ?>>) {
  // CHECK-NEXT: %0 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index
  // CHECK-NEXT: %1 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  %1 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
  // CHECK-NEXT: %2 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index {tag}
  %2 = memref.extract_aligned_pointer_as_index %m : memref<4x4xf32> -> index {tag}
  // CHECK-NEXT: %3, %4 = memref.extract_strided_metadata %z : memref<f32, "shared"> -> memref<f32, "shared">, index
  %3, %4 = memref.extract_strided_metadata %z : memref<f32, "shared"> -> memref<f32, "shared">, index
  // CHECK-NEXT: %5, %6, %7, %8 = memref.extract_strided_metadata %v : memref<?xi8, strided<[?], offset: ?>> -> memref<i8>, index, index, index {tag}
  %5, %6, %7, %8 = memref.extract_strided_metadata %v : memref<?xi8, strided<[?], offset: ?>> -> memref<i8>, index, index, index {tag}
  return
}

// The canonicalizations of the memref ops (folders and patterns), checked
// against mlir-opt --canonicalize: the same CHECK lines hold for both tools
// (names and `return` vs `func.return` aside).
// RUN: xdsl-opt %s --split-input-file -p canonicalize --allow-unregistered-dialect | filecheck %s
// RUN: %mlir-opt %s --split-input-file --canonicalize --allow-unregistered-dialect | filecheck %s

// Constant dynamic sizes become static; a cast restores the type.
// CHECK-LABEL: func.func @alloc_const
// CHECK-SAME:  (%[[N:[a-z0-9_]+]]: index)
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 16 : i64} : memref<8x4x?xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[A]] : memref<8x4x?xf32> to memref<?x4x?xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[C]] : memref<?x4x?xf32>
func.func @alloc_const(%n: index) -> memref<?x4x?xf32> {
  %c8 = arith.constant 8 : index
  %0 = memref.alloc(%c8, %n) {alignment = 16} : memref<?x4x?xf32>
  return %0 : memref<?x4x?xf32>
}

// -----

// CHECK-LABEL: func.func @alloca_const
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<8xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[A]] : memref<8xf32> to memref<?xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[C]] : memref<?xf32>
func.func @alloca_const() -> memref<?xf32> {
  %c8 = arith.constant 8 : index
  %0 = memref.alloca(%c8) : memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// Allocations only stored into and deallocated are dead, with those users.
// CHECK-LABEL: func.func @dead_alloc
// CHECK-NEXT:    {{(func\.)?}}return
func.func @dead_alloc(%v: f32, %i: index, %m: memref<4xf32>) {
  %0 = memref.alloc() : memref<4xf32>
  memref.store %v, %0[%i] : memref<4xf32>
  memref.dealloc %0 : memref<4xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %1[%i] : memref<4xf32>
  %2 = memref.realloc %m : memref<4xf32> to memref<8xf32>
  memref.dealloc %2 : memref<8xf32>
  return
}

// -----

// An allocation that is itself stored is not dead.
// CHECK-LABEL: func.func @alloc_stored_elsewhere
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xmemref<2xf32>>, %[[I:[a-z0-9_]+]]: index)
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    memref.store %[[A]], %[[M]][%[[I]]] : memref<4xmemref<2xf32>>
func.func @alloc_stored_elsewhere(%m: memref<4xmemref<2xf32>>, %i: index) {
  %0 = memref.alloc() : memref<2xf32>
  memref.store %0, %m[%i] : memref<4xmemref<2xf32>>
  return
}

// -----

// Users of a cast of a ranked memref use the cast's source (memref.dim only
// with a constant index).
// CHECK-LABEL: func.func @cast_folds
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xf32>, %[[I:[a-z0-9_]+]]: index, %[[V:[a-z0-9_]+]]: f32, %[[T:[a-z0-9_]+]]: memref<1xi32>)
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[M]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:    memref.store %[[V]], %[[M]][%[[I]]] : memref<4xf32>
// CHECK-NEXT:    %[[D:.*]] = memref.dim %[[C]], %[[I]] : memref<?xf32>
// CHECK-NEXT:    %[[R:.*]] = memref.atomic_rmw addf %[[V]], %[[M]][%[[I]]] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT:    memref.prefetch %[[M]][%[[I]]], read, locality<3>, data : memref<4xf32>
// CHECK-NEXT:    memref.dma_wait %[[T]][%[[I]]], %[[I]] : memref<1xi32>
// CHECK-NEXT:    memref.dealloc %[[M]] : memref<4xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[L]], %[[D]], %[[R]] : f32, index, f32
func.func @cast_folds(%m: memref<4xf32>, %i: index, %v: f32, %t: memref<1xi32>) -> (f32, index, f32) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %1 = memref.dim %c, %i : memref<?xf32>
  %2 = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  memref.prefetch %c[%i], read, locality<3>, data : memref<?xf32>
  %tc = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_wait %tc[%i], %i : memref<?xi32>
  memref.dealloc %c : memref<?xf32>
  return %0, %1, %2 : f32, index, f32
}

// -----

// CHECK-LABEL: func.func @dim_of_cast
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<?xf32>)
// CHECK:         %[[D:.*]] = memref.dim %[[M]], %{{.*}} : memref<?xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[D]] : index
func.func @dim_of_cast(%m: memref<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = memref.cast %m : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
  %0 = memref.dim %c, %c0 : memref<?xf32, strided<[1], offset: ?>>
  return %0 : index
}

// -----

// Identity casts fold away, chains of casts of ranked memrefs shorten.
// CHECK-LABEL: func.func @cast_chain
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xf32>)
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[M]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[M]], %[[M]], %[[C]] : memref<4xf32>, memref<4xf32>, memref<?xf32>
func.func @cast_chain(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>, memref<?xf32>) {
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32>
  %1 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %2 = memref.cast %1 : memref<?xf32> to memref<4xf32>
  %3 = memref.cast %m : memref<4xf32> to memref<*xf32>
  %4 = memref.cast %3 : memref<*xf32> to memref<?xf32>
  return %0, %2, %4 : memref<4xf32>, memref<4xf32>, memref<?xf32>
}

// -----

// A cast of an unranked memref stays.
// CHECK-LABEL: func.func @unranked_cast_kept
// CHECK-SAME:  (%[[U:[a-z0-9_]+]]: memref<*xf32>, %[[I:[a-z0-9_]+]]: index)
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<?xf32>
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[C]][%[[I]]] : memref<?xf32>
func.func @unranked_cast_kept(%u: memref<*xf32>, %i: index) -> f32 {
  %c = memref.cast %u : memref<*xf32> to memref<?xf32>
  %0 = memref.load %c[%i] : memref<?xf32>
  return %0 : f32
}

// -----

// CHECK-LABEL: func.func @memory_space_casts
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xf32>)
// CHECK-NEXT:    %[[C:.*]] = memref.memory_space_cast %[[M]] : memref<4xf32> to memref<4xf32, "b">
// CHECK-NEXT:    {{(func\.)?}}return %[[M]], %[[C]] : memref<4xf32>, memref<4xf32, "b">
func.func @memory_space_casts(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32, "b">) {
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, "a">
  %2 = memref.memory_space_cast %1 : memref<4xf32, "a"> to memref<4xf32, "b">
  return %0, %2 : memref<4xf32>, memref<4xf32, "b">
}

// -----

// Copies to themselves and of no elements go away; a copy bypasses casts to
// more dynamic types, not to more static ones.
// CHECK-LABEL: func.func @copies
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xf32>, %{{.*}}: memref<0xf32>, %{{.*}}: memref<0xf32>, %[[N:[a-z0-9_]+]]: memref<?xf32>)
// CHECK-NEXT:    memref.copy %[[M]], %[[N]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT:    %[[S:.*]] = memref.cast %[[N]] : memref<?xf32> to memref<4xf32>
// CHECK-NEXT:    memref.copy %[[M]], %[[S]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    {{(func\.)?}}return
func.func @copies(%m: memref<4xf32>, %e: memref<0xf32>, %f: memref<0xf32>, %n: memref<?xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %f : memref<0xf32> to memref<0xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %n : memref<?xf32> to memref<?xf32>
  %s = memref.cast %n : memref<?xf32> to memref<4xf32>
  memref.copy %m, %s : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Static sizes fold to constants, dynamic sizes to the allocation's operand;
// out-of-bounds and unknown sizes stay.
// CHECK-LABEL: func.func @dims
// CHECK-SAME:  (%[[N:[a-z0-9_]+]]: index, %[[M:[a-z0-9_]+]]: memref<?x4xf32>)
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK:         %[[D0:.*]] = memref.dim %[[M]], %[[C0]] : memref<?x4xf32>
// CHECK-NEXT:    %[[D5:.*]] = memref.dim %[[M]], %[[C5]] : memref<?x4xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[N]], %[[C4]], %[[D0]], %[[D5]] : index, index, index, index
func.func @dims(%n: index, %m: memref<?x4xf32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %0 = memref.dim %a, %c1 : memref<4x?xf32>
  %1 = memref.dim %m, %c1 : memref<?x4xf32>
  %2 = memref.dim %m, %c0 : memref<?x4xf32>
  %3 = memref.dim %m, %c5 : memref<?x4xf32>
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_reshape
// CHECK-SAME:  (%{{.*}}: memref<*xf32>, %[[S:[a-z0-9_]+]]: memref<?xi32>, %[[I:[a-z0-9_]+]]: index)
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[S]][%[[I]]] : memref<?xi32>
// CHECK-NEXT:    %[[C:.*]] = arith.index_cast %[[L]] : i32 to index
// CHECK-NEXT:    {{(func\.)?}}return %[[C]] : index
func.func @dim_of_reshape(%m: memref<*xf32>, %shape: memref<?xi32>, %i: index) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %0 = memref.dim %r, %i : memref<*xf32>
  return %0 : index
}

// -----

// CHECK-LABEL: func.func @rank
// CHECK-SAME:  (%{{.*}}: memref<4x?xf32>, %[[U:[a-z0-9_]+]]: memref<*xf32>)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[R:.*]] = memref.rank %[[U]] : memref<*xf32>
// CHECK:         {{(func\.)?}}return %[[C2]], %[[R]] : index, index
func.func @rank(%m: memref<4x?xf32>, %u: memref<*xf32>) -> (index, index) {
  %0 = memref.rank %m : memref<4x?xf32>
  %1 = memref.rank %u : memref<*xf32>
  return %0, %1 : index, index
}

// -----

// Assuming an alignment twice is assuming it once.
// CHECK-LABEL: func.func @assume_alignment
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xf32>)
// CHECK-NEXT:    %[[A:.*]] = memref.assume_alignment %[[M]], 16 : memref<4xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.assume_alignment %[[A]], 32 : memref<4xf32>
// CHECK-NEXT:    {{(func\.)?}}return %[[A]], %[[B]] : memref<4xf32>, memref<4xf32>
func.func @assume_alignment(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32>) {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %0, 32 : memref<4xf32>
  return %1, %2 : memref<4xf32>, memref<4xf32>
}

// -----

// The used metadata that the type makes static become constants.
// CHECK-LABEL: func.func @strided_metadata
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         = memref.extract_strided_metadata
// CHECK-NEXT:    {{(func\.)?}}return %{{b|base_buffer}}, %[[C3]], %[[C4]], %{{.*}}, %{{.*}}, %[[C1]] : memref<f32>, index, index, index, index, index
func.func @strided_metadata(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>) -> (memref<f32>, index, index, index, index, index) {
  %b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %b, %o, %s#0, %s#1, %t#0, %t#1 : memref<f32>, index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @strided_metadata_of_cast
// CHECK-SAME:  (%[[M:[a-z0-9_]+]]: memref<4xf32>)
// CHECK-NEXT:    = memref.extract_strided_metadata %[[M]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK-NEXT:    {{(func\.)?}}return %{{b|base_buffer}} : memref<f32>
func.func @strided_metadata_of_cast(%m: memref<4xf32>) -> memref<f32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %b, %o, %s, %t = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  return %b : memref<f32>
}

// -----

// A scope without stack allocations is inlined.
// CHECK-LABEL: func.func @alloca_scope_inline
// CHECK-SAME:  (%[[V:[a-z0-9_]+]]: f32)
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[V]], %[[V]] : f32
// CHECK-NEXT:    {{(func\.)?}}return %[[S]] : f32
func.func @alloca_scope_inline(%v: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %1 = arith.addf %v, %v : f32
    memref.alloca_scope.return %1 : f32
  }
  return %0 : f32
}

// -----

// A scope ending an allocation scope is inlined: its allocations live no longer.
// CHECK-LABEL: func.func @alloca_scope_last
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    %[[L:.*]] = memref.load %[[A]]
// CHECK-NEXT:    memref.store %[[L]], %[[A]]
// CHECK-NEXT:    {{(func\.)?}}return
func.func @alloca_scope_last(%i: index) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %a[%i] : memref<4xf32>
  }
  return
}

// -----

// CHECK-LABEL: func.func @alloca_scope_not_last
// CHECK-NEXT:    memref.alloca_scope  {
// CHECK-NEXT:      memref.alloca()
func.func @alloca_scope_not_last(%i: index) {
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
    %x = memref.load %a[%i] : memref<4xf32>
    memref.store %x, %a[%i] : memref<4xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  "test.keep"(%b) : (memref<4xf32>) -> ()
  return
}

// -----

// The allocations of a scope ending a region without allocation scope move to
// the closest allocation scope (then the scope, empty of them, is inlined).
// CHECK-LABEL: func.func @alloca_scope_hoist
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      %[[L:.*]] = memref.load %[[A]]
// CHECK-NEXT:      memref.store %[[L]], %[[A]]
// CHECK-NEXT:    }
func.func @alloca_scope_hoist(%c: i1, %i: index) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %x = memref.load %a[%i] : memref<4xf32>
      memref.store %x, %a[%i] : memref<4xf32>
    }
  }
  return
}

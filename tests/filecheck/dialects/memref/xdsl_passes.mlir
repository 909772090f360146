// xDSL's own passes run on IR parsed with our memref dialect (ops of our
// classes, registered as virtual subclasses of xDSL's): canonicalize (our
// folders and patterns), cse (our memory effects), convert-linalg-to-loops
// (which builds xDSL's memref.load/store among our ops).
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s --check-prefix=CANON
// RUN: xdsl-opt %s --split-input-file -p cse | filecheck %s --check-prefix=CSE
// RUN: xdsl-opt %s --split-input-file -p convert-linalg-to-loops | filecheck %s --check-prefix=LOOPS
// RUN: xdsl-opt %s --split-input-file -p convert-linalg-to-loops,canonicalize,cse | filecheck %s --check-prefix=PIPELINE

// CANON-LABEL: func.func @canonicalize
// CANON-SAME:  (%m: memref<4xf32>, %u: memref<*xf32>, %i: index)
// CANON-NEXT:    %c4 = arith.constant 4 : index
// CANON-NEXT:    %c1 = arith.constant 1 : index
// CANON-NEXT:    %v = memref.load %m[%i] : memref<4xf32>
// CANON-NEXT:    %ru = memref.rank %u : memref<*xf32>
// CANON-NEXT:    func.return %c1, %c4, %v, %ru : index, index, f32, index
// CANON-NEXT:  }
func.func @canonicalize(%m: memref<4xf32>, %u: memref<*xf32>, %i: index) -> (index, index, f32, index) {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  // An allocation only deallocated is dead.
  %a = memref.alloc(%c4) : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  // Ranks and static sizes fold to constants.
  %r = memref.rank %m : memref<4xf32>
  %d = memref.dim %m, %c0 : memref<4xf32>
  // A load through a cast loads from the cast's source.
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %v = memref.load %cast[%i] : memref<?xf32>
  %ru = memref.rank %u : memref<*xf32>
  // Unused reads are dead.
  %dead = memref.load %m[%i] : memref<4xf32>
  return %r, %d, %v, %ru : index, index, f32, index
}

// -----

// Loads of the same element are merged unless a write of the memref comes in
// between; pure ops are merged.
// CSE-LABEL: func.func @cse
// CSE-NEXT:    %[[V:.*]] = memref.load %m[%i] : memref<4xf32>
// CSE-NEXT:    %[[D:.*]] = memref.dim %m, %i : memref<4xf32>
// CSE-NEXT:    memref.store %[[V]], %m[%i] : memref<4xf32>
// CSE-NEXT:    %[[W:.*]] = memref.load %m[%i] : memref<4xf32>
// CSE-NEXT:    func.return %[[V]], %[[V]], %[[W]], %[[D]], %[[D]] : f32, f32, f32, index, index
func.func @cse(%m: memref<4xf32>, %i: index) -> (f32, f32, f32, index, index) {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = memref.load %m[%i] : memref<4xf32>
  %2 = memref.dim %m, %i : memref<4xf32>
  %3 = memref.dim %m, %i : memref<4xf32>
  memref.store %0, %m[%i] : memref<4xf32>
  %4 = memref.load %m[%i] : memref<4xf32>
  return %0, %1, %4, %2, %3 : f32, f32, f32, index, index
}

// -----

// LOOPS-LABEL: func.func @linalg_on_memrefs
// LOOPS:         %a = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// LOOPS:         scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// LOOPS-NEXT:      scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// LOOPS-NEXT:        %x = memref.load %in[%[[I]], %[[J]]] : memref<4x8xf32>
// LOOPS-NEXT:        %y = memref.load %a[%[[I]], %[[J]]] : memref<4x8xf32>
// LOOPS-NEXT:        %s = arith.addf %x, %y : f32
// LOOPS-NEXT:        memref.store %s, %a[%[[I]], %[[J]]] : memref<4x8xf32>
// LOOPS:         memref.copy %a, %out : memref<4x8xf32> to memref<4x8xf32>
// LOOPS-NEXT:    memref.dealloc %a : memref<4x8xf32>

// PIPELINE-LABEL: func.func @linalg_on_memrefs
// PIPELINE:         %a = memref.alloc() {alignment = 64 : i64} : memref<4x8xf32>
// PIPELINE:         memref.store
// PIPELINE:         memref.copy %a, %out : memref<4x8xf32> to memref<4x8xf32>
// PIPELINE-NEXT:    memref.dealloc %a : memref<4x8xf32>
func.func @linalg_on_memrefs(%in: memref<4x8xf32>, %out: memref<4x8xf32>) {
  %a = memref.alloc() {alignment = 64} : memref<4x8xf32>
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%in : memref<4x8xf32>) outs(%a : memref<4x8xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  memref.copy %a, %out : memref<4x8xf32> to memref<4x8xf32>
  memref.dealloc %a : memref<4x8xf32>
  return
}

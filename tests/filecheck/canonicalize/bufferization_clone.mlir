// Canonicalization of bufferization.clone (seed 000, "Clone Canonicalization",
// as MLIR 22 implements it) and its folder. The same CHECK lines hold for
// xDSL's output and for MLIR 22's. (memref.cast is matched in its custom and
// its generic form.)
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// An unused clone goes.
// CHECK-LABEL: func.func @unused
// CHECK-NEXT: return
func.func @unused(%a: memref<2xf32>) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  return
}

// -----

// The source is deallocated after the clone: use the source instead of the
// clone, and drop the deallocation (seed: "dynamic_allocation").
// CHECK-LABEL: func.func @source_deallocated
// CHECK-SAME: (%[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc(%[[N]], %[[M]]) : memref<?x?xf32>
// CHECK-NEXT: return %[[ALLOC]]
func.func @source_deallocated(%n: index, %m: index) -> memref<?x?xf32> {
  %1 = memref.alloc(%n, %m) : memref<?x?xf32>
  %2 = bufferization.clone %1 : memref<?x?xf32> to memref<?x?xf32>
  memref.dealloc %1 : memref<?x?xf32>
  return %2 : memref<?x?xf32>
}

// -----

// The clone is deallocated: its uses use the source instead.
// CHECK-LABEL: func.func @clone_deallocated
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>)
// CHECK-NEXT: "test.op"(%[[A]])
// CHECK-NEXT: return %[[A]]
func.func @clone_deallocated(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  "test.op"(%0) : (memref<2xf32>) -> ()
  memref.dealloc %0 : memref<2xf32>
  return %a : memref<2xf32>
}

// -----

// Different but cast-compatible types: the source is cast.
// CHECK-LABEL: func.func @cast_compatible
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>)
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[A]]{{.*}}memref<?xf32>{{.*}}memref<32xf32>
// CHECK-NEXT: return %[[CAST]]
func.func @cast_compatible(%a: memref<?xf32>) -> memref<32xf32> {
  %0 = bufferization.clone %a : memref<?xf32> to memref<32xf32>
  memref.dealloc %a : memref<?xf32>
  return %0 : memref<32xf32>
}

// -----

// Negative: the types are not cast-compatible (static strides differ).
// CHECK-LABEL: func.func @cast_incompatible
// CHECK-SAME: (%[[A:.*]]: memref<32xf32, strided<[2]>>)
// CHECK-NEXT: %[[CLONE:.*]] = bufferization.clone %[[A]] : memref<32xf32, strided<[2]>> to memref<32xf32>
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: return %[[CLONE]]
func.func @cast_incompatible(%a: memref<32xf32, strided<[2]>>) -> memref<32xf32> {
  %0 = bufferization.clone %a : memref<32xf32, strided<[2]>> to memref<32xf32>
  memref.dealloc %a : memref<32xf32, strided<[2]>>
  return %0 : memref<32xf32>
}

// -----

// The deallocation of the buffer a view was taken of counts as the
// deallocation of the clone's source.
// CHECK-LABEL: func.func @view_of_deallocated_buffer
// CHECK-SAME: (%[[I:.*]]: index)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %[[VIEW:.*]] = memref.subview %[[ALLOC]][%[[I]]] [2] [1]
// CHECK-NEXT: return %[[VIEW]]
func.func @view_of_deallocated_buffer(%i: index) -> memref<2xf32, strided<[1], offset: ?>> {
  %0 = memref.alloc() : memref<8xf32>
  %1 = memref.subview %0[%i] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: ?>>
  %2 = bufferization.clone %1 : memref<2xf32, strided<[1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  memref.dealloc %0 : memref<8xf32>
  return %2 : memref<2xf32, strided<[1], offset: ?>>
}

// -----

// The deallocation may sit in a nested block when the clone does too.
// CHECK-LABEL: func.func @nested_clone
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: "test.op"(%[[A]])
// CHECK-NEXT: }
// CHECK-NEXT: memref.dealloc %[[A]]
func.func @nested_clone(%a: memref<2xf32>, %c: i1) {
  scf.if %c {
    %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
    "test.op"(%0) : (memref<2xf32>) -> ()
    memref.dealloc %0 : memref<2xf32>
  }
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

// The clone is deallocated in its block, the source in another one: the
// clone's deallocation is the redundant one.
// CHECK-LABEL: func.func @source_deallocated_elsewhere
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: "test.op"(%[[A]])
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @source_deallocated_elsewhere(%a: memref<2xf32>, %c: i1) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  "test.op"(%0) : (memref<2xf32>) -> ()
  scf.if %c {
    memref.dealloc %a : memref<2xf32>
  }
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

// The source is deallocated in the clone's block, the clone in another one:
// the source's deallocation is the redundant one.
// CHECK-LABEL: func.func @clone_deallocated_elsewhere
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: "test.op"(%[[A]])
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.dealloc %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @clone_deallocated_elsewhere(%a: memref<2xf32>, %c: i1) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  "test.op"(%0) : (memref<2xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  scf.if %c {
    memref.dealloc %0 : memref<2xf32>
  }
  return
}

// -----

// Negative: both are deallocated in the same block.
// CHECK-LABEL: func.func @both_deallocated
// CHECK-NEXT: bufferization.clone
// CHECK-NEXT: "test.op"
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: memref.dealloc
func.func @both_deallocated(%a: memref<2xf32>) {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  "test.op"(%0) : (memref<2xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  memref.dealloc %0 : memref<2xf32>
  return
}

// -----

// Negative: neither is deallocated in the clone's block.
// CHECK-LABEL: func.func @deallocated_in_another_block
// CHECK-NEXT: bufferization.clone
// CHECK-NEXT: scf.if
// CHECK-NEXT: memref.dealloc
func.func @deallocated_in_another_block(%a: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  scf.if %c {
    memref.dealloc %a : memref<2xf32>
  }
  return %0 : memref<2xf32>
}

// -----

// Negative: nothing deallocates either.
// CHECK-LABEL: func.func @no_deallocation
// CHECK-NEXT: bufferization.clone
// CHECK-NEXT: return
func.func @no_deallocation(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// Negative: the source is deallocated twice (in two regions).
// CHECK-LABEL: func.func @source_deallocated_twice
// CHECK-NEXT: bufferization.clone
func.func @source_deallocated_twice(%a: memref<2xf32>) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  "test.op"() ({
    memref.dealloc %a : memref<2xf32>
    "test.termop"() : () -> ()
  }, {
    memref.dealloc %a : memref<2xf32>
    "test.termop"() : () -> ()
  }) : () -> ()
  return %0 : memref<2xf32>
}

// -----

// Negative: the deallocation comes before the clone.
// CHECK-LABEL: func.func @deallocated_before
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: bufferization.clone
func.func @deallocated_before(%a: memref<2xf32>) -> memref<2xf32> {
  memref.dealloc %a : memref<2xf32>
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// Negative: another buffer (possibly an alias) is deallocated in between.
// CHECK-LABEL: func.func @other_deallocation_between
// CHECK-NEXT: bufferization.clone
// CHECK-NEXT: memref.dealloc
// CHECK-NEXT: memref.dealloc
func.func @other_deallocation_between(%a: memref<2xf32>, %b: memref<2xf32>) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  memref.dealloc %b : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// As in MLIR, only ops that declare a free effect themselves count as
// deallocations in between: not bufferization.dealloc (no declared effects),
// not an op whose effects are those of its regions.
// CHECK-LABEL: func.func @undeclared_deallocations_between
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C]])
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.dealloc %[[B]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[A]]
func.func @undeclared_deallocations_between(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %0 = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%b : memref<2xf32>) if (%c)
  scf.if %c {
    memref.dealloc %b : memref<2xf32>
  }
  memref.dealloc %a : memref<2xf32>
  return %0 : memref<2xf32>
}

// -----

// The folder: clone the source of a memref.cast.
// CHECK-LABEL: func.func @clone_of_cast
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>)
// CHECK-NEXT: %[[CLONE:.*]] = bufferization.clone %[[A]] : memref<?xf32> to memref<32xf32>
// CHECK-NEXT: return %[[CLONE]]
func.func @clone_of_cast(%a: memref<?xf32>) -> memref<32xf32> {
  %0 = "memref.cast"(%a) : (memref<?xf32>) -> memref<32xf32>
  %1 = bufferization.clone %0 : memref<32xf32> to memref<32xf32>
  return %1 : memref<32xf32>
}

// -----

// Negative: not of an unranked memref.
// CHECK-LABEL: func.func @clone_of_cast_of_unranked
// CHECK-SAME: (%[[A:.*]]: memref<*xf32>)
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[A]]
// CHECK-NEXT: bufferization.clone %[[CAST]] : memref<32xf32> to memref<32xf32>
func.func @clone_of_cast_of_unranked(%a: memref<*xf32>) -> memref<32xf32> {
  %0 = "memref.cast"(%a) : (memref<*xf32>) -> memref<32xf32>
  %1 = bufferization.clone %0 : memref<32xf32> to memref<32xf32>
  return %1 : memref<32xf32>
}

// -----

// Negative: the clone is reallocated (in another block, while the source is
// deallocated in the clone's block): a realloc is not a deallocation the
// pattern may rely on.
// CHECK-LABEL: func.func @clone_reallocated
// CHECK-SAME: (%[[A:.*]]: memref<?xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: %[[CLONE:.*]] = bufferization.clone %[[A]] : memref<?xf32> to memref<32xf32>
// CHECK-NEXT: "test.op"(%[[CLONE]])
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-NEXT: memref.realloc %[[CLONE]]
// CHECK: memref.dealloc %[[A]]
func.func @clone_reallocated(%a: memref<?xf32>, %c: i1) {
  %0 = bufferization.clone %a : memref<?xf32> to memref<32xf32>
  "test.op"(%0) : (memref<32xf32>) -> ()
  scf.if %c {
    %1 = memref.realloc %0 : memref<32xf32> to memref<64xf32>
    "test.op"(%1) : (memref<64xf32>) -> ()
  }
  memref.dealloc %a : memref<?xf32>
  return
}

// -----

// memref.reshape is a view: the deallocated buffer is the source's.
// CHECK-LABEL: func.func @reshape_of_deallocated_buffer
// CHECK-SAME: (%[[S:.*]]: memref<?xindex>)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %[[VIEW:.*]] = memref.reshape %[[ALLOC]](%[[S]])
// CHECK-NEXT: return %[[VIEW]]
func.func @reshape_of_deallocated_buffer(%s: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.reshape %0(%s) : (memref<4xf32>, memref<?xindex>) -> memref<*xf32>
  %2 = bufferization.clone %1 : memref<*xf32> to memref<*xf32>
  memref.dealloc %0 : memref<4xf32>
  return %2 : memref<*xf32>
}

// -----

// Negative: MLIR 22 does not declare memref.transpose view-like.
// CHECK-LABEL: func.func @transpose_of_deallocated_buffer
// CHECK: bufferization.clone
// CHECK-NEXT: memref.dealloc
func.func @transpose_of_deallocated_buffer() -> memref<4x2xf32, strided<[1, 4]>> {
  %0 = memref.alloc() : memref<2x4xf32>
  %1 = memref.transpose %0 (i, j) -> (j, i) : memref<2x4xf32> to memref<4x2xf32, strided<[1, 4]>>
  %2 = bufferization.clone %1 : memref<4x2xf32, strided<[1, 4]>> to memref<4x2xf32, strided<[1, 4]>>
  memref.dealloc %0 : memref<2x4xf32>
  return %2 : memref<4x2xf32, strided<[1, 4]>>
}

// Canonicalization of bufferization.dealloc. The same CHECK lines hold for
// xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// A memref listed twice is deallocated once, under the disjunction of its
// conditions (no disjunction where they are the same value).
// CHECK-LABEL: func.func @duplicate_memrefs
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[C]], %[[D]] : i1
// CHECK-NEXT: %[[OR2:.*]] = arith.ori %[[OR]], %[[C]] : i1
// CHECK-NEXT: bufferization.dealloc (%[[A]], %[[B]] : memref<2xf32>, memref<2xf32>) if (%[[OR2]], %[[C]])
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[D]])
// CHECK-NEXT: return
func.func @duplicate_memrefs(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%a, %a, %b, %a : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>) if (%c, %d, %c, %c)
  bufferization.dealloc (%b, %b : memref<2xf32>, memref<2xf32>) if (%d, %d)
  return
}

// -----

// A value retained twice is retained once; both results are its result.
// CHECK-LABEL: func.func @duplicate_retained
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[X:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// (MLIR prints the two results as %0:2, xDSL as two names.)
// CHECK-NEXT: = bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C]]) retain (%[[X]], %[[B]] : memref<2xf32>, memref<2xf32>)
// CHECK-NEXT: return %[[R0:[^ ,]+]], %[[R1:[^ ,]+]], %[[R0]], %[[R1]] : i1, i1, i1, i1
func.func @duplicate_retained(%a: memref<2xf32>, %b: memref<2xf32>, %x: memref<2xf32>, %c: i1) -> (i1, i1, i1, i1) {
  %r:4 = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%x, %b, %x, %b : memref<2xf32>, memref<2xf32>, memref<2xf32>, memref<2xf32>)
  return %r#0, %r#1, %r#2, %r#3 : i1, i1, i1, i1
}

// -----

// Nothing to deallocate: the op goes, each result is false.
// CHECK-LABEL: func.func @empty
// CHECK-SAME: (%[[X:.*]]: memref<2xf32>, %[[Y:.*]]: memref<?xf32>)
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: return %[[FALSE]], %[[FALSE]] : i1, i1
func.func @empty(%x: memref<2xf32>, %y: memref<?xf32>) -> (i1, i1) {
  bufferization.dealloc
  %r:2 = bufferization.dealloc retain (%x, %y : memref<2xf32>, memref<?xf32>)
  return %r#0, %r#1 : i1, i1
}

// -----

// A memref whose condition is constant false is never deallocated.
// CHECK-LABEL: func.func @always_false
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: bufferization.dealloc (%[[B]] : memref<2xf32>) if (%[[C]])
// CHECK-NEXT: return
func.func @always_false(%a: memref<2xf32>, %b: memref<2xf32>, %c: i1) {
  %false = arith.constant false
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%false, %c)
  return
}

// -----

// Every condition is false: nothing is deallocated, nothing is owned.
// CHECK-LABEL: func.func @all_false
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[X:.*]]: memref<2xf32>)
// CHECK-NEXT: %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT: return %[[FALSE]] : i1
func.func @all_false(%a: memref<2xf32>, %x: memref<2xf32>) -> i1 {
  %false = arith.constant false
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%false) retain (%x : memref<2xf32>)
  return %r : i1
}

// -----

// Negative: a constant true condition, distinct memrefs and retained values.
// CHECK-LABEL: func.func @nothing_to_simplify
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[B:.*]]: memref<?xf32>, %[[C:.*]]: i1, %[[X:.*]]: memref<2xf32>)
// CHECK-NEXT: %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%[[A]], %[[B]] : memref<2xf32>, memref<?xf32>) if (%[[C]], %[[TRUE]]) retain (%[[X]] : memref<2xf32>)
// CHECK-NEXT: return %[[R]] : i1
func.func @nothing_to_simplify(%a: memref<2xf32>, %b: memref<?xf32>, %c: i1, %x: memref<2xf32>) -> i1 {
  %true = arith.constant true
  %r = bufferization.dealloc (%a, %b : memref<2xf32>, memref<?xf32>) if (%c, %true) retain (%x : memref<2xf32>)
  return %r : i1
}

// -----

// A buffer used only by the dealloc is neither allocated nor deallocated.
// CHECK-LABEL: func.func @alloc_dealloc_pair
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NOT: memref.alloc
// CHECK-NEXT: bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[C]])
// CHECK-NEXT: return
func.func @alloc_dealloc_pair(%a: memref<2xf32>, %c: i1) {
  %alloc = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%alloc, %a : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

// Negative: the buffer has another use.
// CHECK-LABEL: func.func @alloc_with_other_use
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.op"(%[[ALLOC]])
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]], %[[A]] : memref<2xf32>, memref<2xf32>) if (%[[C]], %[[C]])
func.func @alloc_with_other_use(%a: memref<2xf32>, %c: i1) {
  %alloc = memref.alloc() : memref<2xf32>
  "test.op"(%alloc) : (memref<2xf32>) -> ()
  bufferization.dealloc (%alloc, %a : memref<2xf32>, memref<2xf32>) if (%c, %c)
  return
}

// -----

// Negative: a clone also writes its result (not only allocates it).
// CHECK-LABEL: func.func @clone_dealloc_pair
// CHECK-SAME: (%[[A:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: %[[CLONE:.*]] = bufferization.clone %[[A]]
// CHECK-NEXT: bufferization.dealloc (%[[CLONE]] : memref<2xf32>) if (%[[C]])
func.func @clone_dealloc_pair(%a: memref<2xf32>, %c: i1) {
  %clone = bufferization.clone %a : memref<2xf32> to memref<2xf32>
  bufferization.dealloc (%clone : memref<2xf32>) if (%c)
  return
}

// -----

// The base buffer of an allocation is the allocation itself.
// CHECK-LABEL: func.func @extract_metadata_of_alloc
// CHECK-SAME: (%[[M:.*]]: memref<2xf32>, %[[C:.*]]: i1)
// CHECK-NEXT: %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT: "test.op"(%[[ALLOC]])
// CHECK-NEXT: %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT: bufferization.dealloc (%[[ALLOC]], %[[BASE]] : memref<2xf32>, memref<f32>) if (%[[C]], %[[C]])
// CHECK-NEXT: return
func.func @extract_metadata_of_alloc(%m: memref<2xf32>, %c: i1) {
  %alloc = memref.alloc() : memref<2xf32>
  "test.op"(%alloc) : (memref<2xf32>) -> ()
  %base0, %offset0, %size0, %stride0 = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
  %base1, %offset1, %size1, %stride1 = memref.extract_strided_metadata %m : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base0, %base1 : memref<f32>, memref<f32>) if (%c, %c)
  return
}

// -----

// Both: once the metadata extraction is skipped, the allocation is used only
// by the dealloc, so it goes too.
// CHECK-LABEL: func.func @extract_metadata_of_unused_alloc
// CHECK-SAME: (%[[C:.*]]: i1)
// CHECK-NEXT: return
func.func @extract_metadata_of_unused_alloc(%c: i1) {
  %alloc = memref.alloc() : memref<2xf32>
  %base, %offset, %size, %stride = memref.extract_strided_metadata %alloc : memref<2xf32> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%c)
  return
}

// -----

// Unranked and strided memrefs are handled like the others.
// CHECK-LABEL: func.func @any_memref
// CHECK-SAME: (%[[U:.*]]: memref<*xf32>, %[[S:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[C:.*]]: i1, %[[D:.*]]: i1)
// CHECK-NEXT: %[[OR:.*]] = arith.ori %[[C]], %[[D]] : i1
// CHECK-NEXT: %[[R:.*]] = bufferization.dealloc (%[[U]] : memref<*xf32>) if (%[[OR]]) retain (%[[S]] : memref<?xf32, strided<[?], offset: ?>>)
// CHECK-NEXT: return %[[R]], %[[R]] : i1, i1
func.func @any_memref(%u: memref<*xf32>, %s: memref<?xf32, strided<[?], offset: ?>>, %c: i1, %d: i1) -> (i1, i1) {
  %false = arith.constant false
  %r:2 = bufferization.dealloc (%u, %s, %u : memref<*xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<*xf32>) if (%c, %false, %d) retain (%s, %s : memref<?xf32, strided<[?], offset: ?>>, memref<?xf32, strided<[?], offset: ?>>)
  return %r#0, %r#1 : i1, i1
}

// -----

// Discardable attributes are kept.
// CHECK-LABEL: func.func @attributes
// CHECK-NEXT: bufferization.dealloc (%{{.*}} : memref<2xf32>) if (%{{.*}}) {tag}
func.func @attributes(%a: memref<2xf32>, %c: i1) {
  bufferization.dealloc (%a, %a : memref<2xf32>, memref<2xf32>) if (%c, %c) {tag}
  return
}

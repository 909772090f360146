// Regressions from the differential memref programs (seeds 94, 124, 62: runtime
// alias checks MLIR 22 does not make; seed 121: an allocation MLIR 22
// removes). Both pipelines must give the same IR, checked by the same lines.
// RUN: xdsl-opt %s --split-input-file -p buffer-deallocation-pipeline | filecheck %s
// RUN: %mlir-opt %s --split-input-file -buffer-deallocation-pipeline | xdsl-opt --split-input-file | filecheck %s

func.func private @use(memref<*xf32>)

// The dealloc in the loop body frees the base buffer extracted from the
// iteration argument, after the body's allocation: that buffer was alive
// when the body allocated, so the yielded fresh buffer cannot be it. No
// pointer comparison (the base buffer is extracted after the allocation; the
// iteration argument it is extracted from is defined before it).
func.func @while_fresh_buffer(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %alloca = memref.alloca() : memref<3xf32>
  %cast = memref.cast %alloca : memref<3xf32> to memref<?xf32>
  %r:2 = scf.while (%b = %cast, %k = %c0) : (memref<?xf32>, index) -> (memref<?xf32>, index) {
    %go = arith.cmpi slt, %k, %n : index
    scf.condition(%go) %b, %k : memref<?xf32>, index
  } do {
  ^bb0(%x: memref<?xf32>, %j: index):
    %fresh = memref.alloc(%n) : memref<?xf32>
    memref.copy %x, %fresh : memref<?xf32> to memref<?xf32>
    %j1 = arith.addi %j, %c1 : index
    scf.yield %fresh, %j1 : memref<?xf32>, index
  }
  %u = memref.cast %r#0 : memref<?xf32> to memref<*xf32>
  func.call @use(%u) : (memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @while_fresh_buffer
// CHECK-NOT:     memref.extract_aligned_pointer_as_index
// CHECK:         scf.while
// CHECK:         ^bb0(%[[X:.*]]: memref<?xf32>, %{{.*}}: index, %[[OWNED:.*]]: i1):
// CHECK-NEXT:      %[[FRESH:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK:           %[[BASE:.*]], %{{.*}}, %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[X]]
// CHECK-NEXT:      scf.if %[[OWNED]] {
// CHECK-NEXT:        memref.dealloc %[[BASE]] : memref<f32>
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[FRESH]], %{{.*}}, %{{.*}} : memref<?xf32>, index, i1
// CHECK-NOT:     memref.extract_aligned_pointer_as_index
// CHECK:         func.return

// -----

func.func private @use(memref<*xf32>)

// Canonicalization erases unused block arguments (MLIR's region
// simplification) and the operands branches pass to them: %a, only stored
// to, and %b, unused, are then dead allocations.
func.func @unused_block_argument(%c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = memref.alloc() : memref<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    memref.store %zero, %a[%i] : memref<3xf32>
  }
  cf.br ^bb3(%a : memref<3xf32>)
^bb2:
  %b = memref.alloc() : memref<3xf32>
  cf.br ^bb3(%b : memref<3xf32>)
^bb3(%unused: memref<3xf32>):
  %kept = memref.alloc() : memref<3xf32>
  linalg.fill ins(%zero : f32) outs(%kept : memref<3xf32>)
  %u = memref.cast %kept : memref<3xf32> to memref<*xf32>
  func.call @use(%u) : (memref<*xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @unused_block_argument
// CHECK-NEXT:    %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[KEPT:.*]] = memref.alloc() : memref<3xf32>
// CHECK-NEXT:    linalg.fill ins(%[[ZERO]] : f32) outs(%[[KEPT]] : memref<3xf32>)
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[KEPT]]
// CHECK-NEXT:    func.call @use(%[[CAST]])
// CHECK-NEXT:    memref.dealloc %[[KEPT]] : memref<3xf32>
// CHECK-NEXT:    func.return

// -----

func.func private @use(index)

// CSE works in regions of several blocks, along the dominator tree (the
// lowered deallocs of cf programs extract the same pointers in several
// blocks): ^bb1 and ^bb2 reuse the entry's extraction, ^bb3 cannot reuse
// ^bb1's (^bb1 does not dominate it).
func.func @cse_across_blocks(%m: memref<2xf32>, %c: i1) {
  %p = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
  func.call @use(%p) : (index) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %q = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
  func.call @use(%q) : (index) -> ()
  %s = arith.addi %q, %q : index
  func.call @use(%s) : (index) -> ()
  cf.br ^bb3
^bb2:
  %r = memref.extract_aligned_pointer_as_index %m : memref<2xf32> -> index
  func.call @use(%r) : (index) -> ()
  cf.br ^bb3
^bb3:
  %t = arith.addi %p, %p : index
  func.call @use(%t) : (index) -> ()
  return
}

// CHECK-LABEL: func.func @cse_across_blocks
// CHECK-NEXT:    %[[P:.*]] = memref.extract_aligned_pointer_as_index
// CHECK-NEXT:    func.call @use(%[[P]])
// CHECK-NEXT:    cf.cond_br
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    func.call @use(%[[P]])
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[P]], %[[P]] : index
// CHECK-NEXT:    func.call @use(%[[S]])
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    func.call @use(%[[P]])
// CHECK-NEXT:    cf.br ^bb3
// CHECK-NEXT:  ^bb3:
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[P]], %[[P]] : index
// CHECK-NEXT:    func.call @use(%[[T]])
// CHECK-NEXT:    func.return

// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p buffer-loop-hoisting | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -buffer-loop-hoisting | filecheck %s

// buffer-loop-hoisting moves memref.alloc and memref.alloca out of
// sequential loops when they do not depend on a value of the loop and no
// alias of the buffer is used outside the loop body.

// A loop-invariant allocation leaves the loop.
// CHECK-LABEL: func.func @invariant(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      "test.use"(%[[A]])
func.func @invariant(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// Stack allocations too.
// CHECK-LABEL: func.func @alloca(
// CHECK-NEXT:    %[[A:.*]] = memref.alloca() : memref<2xf32>
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      "test.use"(%[[A]])
func.func @alloca(%lb: index, %ub: index, %step: index) {
  scf.for %i = %lb to %ub step %step {
    %a = memref.alloca() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// Dynamic sizes: a size defined outside the loop does not hold the alloc,
// the induction variable does; attributes are kept.
// CHECK-LABEL: func.func @dynamic_sizes(
// CHECK-NEXT:    %[[N:.*]] = arith.addi
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%[[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT:    scf.for %[[I:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      "test.use"(%[[A]])
// CHECK-NEXT:      %[[J:.*]] = arith.addi %[[I]], %[[I]]
// CHECK-NEXT:      memref.alloc(%[[J]]) : memref<?xf32>
func.func @dynamic_sizes(%lb: index, %ub: index, %s: index, %n: index) {
  %m = arith.addi %n, %n : index
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc(%m) {alignment = 64 : i64} : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
    %j = arith.addi %i, %i : index
    %b = memref.alloc(%j) : memref<?xf32>
    "test.use"(%b) : (memref<?xf32>) -> ()
  }
  return
}

// -----

// A buffer yielded by the loop may live on in the next iteration: it stays.
// CHECK-LABEL: func.func @yielded(
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      memref.alloc()
// CHECK-NEXT:      scf.yield
func.func @yielded(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = memref.alloc() : memref<2xf32>
    scf.yield %1 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Loop hoisting does not move allocations into dominators, nor out of
// scf.if: an alloc in a conditional branch of a loop stays.
// CHECK-LABEL: func.func @conditional(
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb2:
// CHECK-NEXT:    memref.alloc()
// CHECK:         scf.for
// CHECK-NEXT:      arith.cmpi
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        memref.alloc()
func.func @conditional(%c: i1, %arg1: memref<2xf32>, %lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  %2 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %3 = arith.cmpi eq, %i, %ub : index
    %4 = scf.if %3 -> (memref<2xf32>) {
      %5 = memref.alloc() : memref<2xf32>
      scf.yield %5 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %4 : memref<2xf32>
  }
  return %2 : memref<2xf32>
}

// -----

// Three nested loops: the invariant allocs leave all of them, the ones
// yielded through scf.if and the loops stay.
// CHECK-LABEL: func.func @nested_loops(
// CHECK-NEXT:    %[[A0:.*]] = memref.alloc()
// CHECK-NEXT:    %[[A1:.*]] = memref.alloc()
// CHECK-NEXT:    %[[A2:.*]] = memref.alloc()
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.for
// CHECK-NEXT:        scf.for
// CHECK-NEXT:          arith.cmpi
// CHECK-NEXT:          scf.if
// CHECK-NEXT:            memref.alloc()
// CHECK-NEXT:            memref.alloc()
// CHECK-NEXT:            scf.yield
func.func @nested_loops(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> memref<2xf32> {
      %3 = scf.for %i3 = %lb to %ub step %step iter_args(%iterBuf3 = %iterBuf2) -> memref<2xf32> {
        %4 = memref.alloc() : memref<2xf32>
        %5 = arith.cmpi eq, %i, %ub : index
        %6 = scf.if %5 -> (memref<2xf32>) {
          %7 = memref.alloc() : memref<2xf32>
          %8 = memref.alloc() : memref<2xf32>
          scf.yield %8 : memref<2xf32>
        } else {
          scf.yield %iterBuf3 : memref<2xf32>
        }
        %9 = memref.alloc() : memref<2xf32>
        scf.yield %6 : memref<2xf32>
      }
      scf.yield %3 : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// A size depending on the outer induction variable: out of the inner loop
// only.
// CHECK-LABEL: func.func @partial(
// CHECK-NEXT:    memref.alloc() : memref<2xf32>
// CHECK-NEXT:    scf.for %[[I:[^ ]*]] =
// CHECK-NEXT:      memref.alloc(%[[I]]) : memref<?xf32>
// CHECK-NEXT:      scf.for
func.func @partial(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = scf.for %i2 = %lb to %ub step %step iter_args(%iterBuf2 = %iterBuf) -> memref<2xf32> {
      %3 = memref.alloc(%i) : memref<?xf32>
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %0 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Out of a loop nested in scf.if: to the branch, not further.
// CHECK-LABEL: func.func @loop_in_if(
// CHECK:         scf.if
// CHECK-NEXT:      memref.alloc()
// CHECK-NEXT:      scf.for
func.func @loop_in_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = arith.cmpi eq, %lb, %ub : index
  %2 = scf.if %1 -> (memref<2xf32>) {
    %3 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %0 : memref<2xf32>
  } else {
    scf.yield %0 : memref<2xf32>
  }
  memref.copy %2, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Both regions of scf.while are loop bodies; the one depending on the loop
// argument stays.
// CHECK-LABEL: func.func @while(
// CHECK-NEXT:    %[[B:.*]] = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    %[[D:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NEXT:    scf.while (%[[X:.*]] = %{{.*}})
// CHECK-NEXT:      %[[A:.*]] = memref.alloc(%[[X]])
// CHECK-NEXT:      "test.use"(%[[A]], %[[B]])
// CHECK:         "test.use"(%[[D]])
func.func @while(%c: i1, %n: index) {
  %r = scf.while (%x = %n) : (index) -> index {
    %a = memref.alloc(%x) : memref<?xf32>
    %b = memref.alloc(%n) : memref<?xf32>
    "test.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    scf.condition(%c) %x : index
  } do {
  ^bb0(%y: index):
    %d = memref.alloca() : memref<4xf32>
    "test.use"(%d) : (memref<4xf32>) -> ()
    scf.yield %y : index
  }
  return
}

// -----

// A buffer leaving scf.while through scf.condition stays.
// CHECK-LABEL: func.func @while_result(
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      memref.alloc(%{{.*}})
// CHECK-NEXT:      scf.condition
func.func @while_result(%c: i1, %n: index) -> memref<?xf32> {
  %r = scf.while (%x = %n) : (index) -> memref<?xf32> {
    %b = memref.alloc(%n) : memref<?xf32>
    scf.condition(%c) %b : memref<?xf32>
  } do {
  ^bb0(%y: memref<?xf32>):
    scf.yield %n : index
  }
  return %r : memref<?xf32>
}

// -----

// Never out of parallel loops: each thread needs its buffer.
// CHECK-LABEL: func.func @parallel_loops(
// CHECK-NEXT:    scf.parallel
// CHECK-NEXT:      memref.alloc()
// CHECK:         scf.forall
// CHECK-NEXT:      memref.alloc()
func.func @parallel_loops(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.reduce
  }
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// Only out of loops: not out of scf.execute_region or memref.alloca_scope,
// and not out of regions of unknown ops.
// CHECK-LABEL: func.func @not_loops(
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      scf.execute_region
// CHECK-NEXT:        memref.alloc()
// CHECK:           memref.alloca_scope
// CHECK-NEXT:        memref.alloc()
// CHECK:           "test.region"()
// CHECK-NEXT:        memref.alloc()
func.func @not_loops(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %r = scf.execute_region -> memref<2xf32> {
      %a = memref.alloc() : memref<2xf32>
      scf.yield %a : memref<2xf32>
    }
    "test.use"(%r) : (memref<2xf32>) -> ()
    memref.alloca_scope {
      %b = memref.alloc() : memref<2xf32>
      "test.use"(%b) : (memref<2xf32>) -> ()
    }
    "test.region"() ({
      %d = memref.alloc() : memref<2xf32>
      "test.use"(%d) : (memref<2xf32>) -> ()
      "test.term"() : () -> ()
    }) : () -> ()
  }
  return
}

// -----

// Loops of blocks are not hoisted out of.
// CHECK-LABEL: func.func @cf_loop(
// CHECK:       ^bb1:
// CHECK-NEXT:    memref.alloc()
func.func @cf_loop(%c: i1) {
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  "test.use"(%a) : (memref<2xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

// Only memref.alloc and memref.alloca move; a buffer freed by two ops does
// not.
// CHECK-LABEL: func.func @not_moved(
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      bufferization.clone
// CHECK-NEXT:      memref.realloc
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:      memref.alloc()
// CHECK-NEXT:      memref.dealloc
// CHECK-NEXT:      memref.dealloc
func.func @not_moved(%lb: index, %ub: index, %s: index, %m: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %a = bufferization.clone %m : memref<2xf32> to memref<2xf32>
    %b = memref.realloc %a : memref<2xf32> to memref<4xf32>
    "test.use"(%b) : (memref<4xf32>) -> ()
    %d = memref.alloc() : memref<2xf32>
    memref.dealloc %d : memref<2xf32>
    memref.dealloc %d : memref<2xf32>
  }
  return
}

// -----

// As in MLIR, a buffer freed in the loop moves out of it without its
// dealloc, which then runs at every iteration: run the pass before
// deallocations are placed.
// CHECK-LABEL: func.func @dealloc_in_loop(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      "test.use"(%[[A]])
// CHECK-NEXT:      memref.dealloc %[[A]]
func.func @dealloc_in_loop(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    memref.dealloc %a : memref<2xf32>
  }
  return
}

// -----

// affine.for is a sequential loop too; a buffer yielded by affine.yield
// stays.
// CHECK-LABEL: func.func @affine_for(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      "test.use"(%[[A]])
// CHECK:         affine.for
// CHECK-NEXT:      memref.alloc() : memref<10xf32>
// CHECK-NEXT:      affine.yield
func.func @affine_for(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  %r = affine.for %i = 0 to 10 iter_args(%x = %m) -> memref<10xf32> {
    %b = memref.alloc() : memref<10xf32>
    affine.yield %b : memref<10xf32>
  }
  "test.use"(%r) : (memref<10xf32>) -> ()
  return
}

// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p buffer-hoisting | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -buffer-hoisting | filecheck %s

// buffer-hoisting moves each memref.alloc into the nearest block dominating
// the uses of the buffer and of its aliases, and out of nested regions, but
// not above the definitions of its operands and never out of a loop body.

// Seed 000: the alloc of ^bb2 reaches ^bb3 through a block argument; the
// common dominator of the uses is the entry block.
// CHECK-LABEL: func.func @cond_branch(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.use"(%[[ALLOC]])
func.func @cond_branch(%c: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Seed 000: the size is a block argument of ^bb2: the alloc cannot move up.
// CHECK-LABEL: func.func @cond_branch_dynamic_type(
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb2(%[[SIZE:.*]]: index):
// CHECK-NEXT:    %{{.*}} = memref.alloc(%[[SIZE]]) : memref<?xf32>
func.func @cond_branch_dynamic_type(%c: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  "test.use"(%1) : (memref<?xf32>) -> ()
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A size defined in the entry block (a function argument) does not hold it.
// CHECK-LABEL: func.func @cond_branch_dynamic_argument(
// CHECK-SAME:    %{{.*}}: index) {
// CHECK-NEXT:    %{{.*}} = memref.alloc(%{{.*}}) : memref<?xf32>
// CHECK-NEXT:    cf.cond_br
func.func @cond_branch_dynamic_argument(%c: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2:
  %1 = memref.alloc(%n) : memref<?xf32>
  "test.use"(%1) : (memref<?xf32>) -> ()
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// Seed 000's nested branches: the dynamic dependency keeps the alloc in ^bb2.
// CHECK-LABEL: func.func @cond_branch_dynamic_type_nested(
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb2(%[[SIZE:.*]]: index):
// CHECK-NEXT:    %{{.*}} = memref.alloc(%[[SIZE]])
// CHECK-NEXT:    "test.use"
// CHECK-NEXT:    cf.cond_br
func.func @cond_branch_dynamic_type_nested(%c: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %n: index) {
  cf.cond_br %c, ^bb1, ^bb2(%n : index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  "test.use"(%1) : (memref<?xf32>) -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// -----

// A critical edge: the alloc moves to the entry block.
// CHECK-LABEL: func.func @critical_edge(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc()
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb1:
// CHECK-NEXT:    "test.use"(%[[ALLOC]])
func.func @critical_edge(%c: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2(%arg1 : memref<2xf32>)
^bb1:
  %0 = memref.alloc() : memref<2xf32>
  "test.use"(%0) : (memref<2xf32>) -> ()
  cf.br ^bb2(%0 : memref<2xf32>)
^bb2(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Buffers used only in their own block stay where they are.
// CHECK-LABEL: func.func @local_use(
// CHECK:       ^bb3(%{{.*}}: memref<2xf32>, %{{.*}}: memref<2xf32>):
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    memref.copy %[[A]], %[[B]]
func.func @local_use(%c: i1, %arg1: memref<2xf32>) {
  cf.cond_br %c, ^bb1(%arg1, %arg1 : memref<2xf32>, memref<2xf32>), ^bb2(%arg1, %arg1 : memref<2xf32>, memref<2xf32>)
^bb1(%1: memref<2xf32>, %2: memref<2xf32>):
  cf.br ^bb3(%1, %2 : memref<2xf32>, memref<2xf32>)
^bb2(%3: memref<2xf32>, %4: memref<2xf32>):
  cf.br ^bb3(%3, %4 : memref<2xf32>, memref<2xf32>)
^bb3(%5: memref<2xf32>, %6: memref<2xf32>):
  %7 = memref.alloc() : memref<2xf32>
  "test.use"(%7) : (memref<2xf32>) -> ()
  %8 = memref.alloc() : memref<2xf32>
  memref.copy %7, %8 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Nothing leaves the region of an op whose control flow is unknown; the
// allocation around it still moves.
// CHECK-LABEL: func.func @unknown_region_op(
// CHECK-NEXT:    %[[OUTER:.*]] = memref.alloc()
// CHECK-NEXT:    cf.cond_br
// CHECK:       ^bb2:
// CHECK-NEXT:    "test.region"(%{{.*}}, %[[OUTER]])
// CHECK-NEXT:    ^bb0(%{{.*}}: f32):
// CHECK-NEXT:      %[[INNER:.*]] = memref.alloc()
// CHECK-NEXT:      "test.use"(%[[INNER]])
func.func @unknown_region_op(%c: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  "test.region"(%arg1, %0) ({
  ^bb0(%x: f32):
    %1 = memref.alloc() : memref<2xf32>
    "test.use"(%1) : (memref<2xf32>) -> ()
    "test.yield"(%x) : (f32) -> ()
  }) : (memref<2xf32>, memref<2xf32>) -> ()
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  memref.copy %2, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Seed 000's nested region control flow: the alloc of the else branch is
// used there only and stays; the first alloc is already in place.
// CHECK-LABEL: func.func @if_branch_local(
// CHECK-NEXT:    arith.cmpi
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%{{.*}}, %{{.*}})
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      scf.yield %[[A]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.alloc(
// CHECK-NEXT:      scf.yield %[[A]]
func.func @if_branch_local(%a: index, %b: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %a, %b : index
  %1 = memref.alloc(%a, %a) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%a, %b) : memref<?x?xf32>
    scf.yield %1 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// A buffer yielded out of scf.if and returned leaves the branch: it is
// allocated before the scf.if.
// CHECK-LABEL: func.func @if_branch_yields(
// CHECK-NEXT:    arith.cmpi
// CHECK-NEXT:    %[[A:.*]] = memref.alloc(%{{.*}}, %{{.*}})
// CHECK-NEXT:    %[[B:.*]] = memref.alloc(%{{.*}}, %{{.*}})
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      scf.yield %[[A]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[B]]
func.func @if_branch_yields(%a: index, %b: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %a, %b : index
  %1 = memref.alloc(%a, %a) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %3 = memref.alloc(%a, %b) : memref<?x?xf32>
    scf.yield %3 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// ... unless its size is computed in the branch.
// CHECK-LABEL: func.func @if_branch_yields_dependency(
// CHECK:         } else {
// CHECK-NEXT:      %[[SIZE:.*]] = arith.addi
// CHECK-NEXT:      memref.alloc(%{{.*}}, %[[SIZE]])
func.func @if_branch_yields_dependency(%a: index, %b: index) -> memref<?x?xf32> {
  %0 = arith.cmpi eq, %a, %b : index
  %1 = memref.alloc(%a, %a) : memref<?x?xf32>
  %2 = scf.if %0 -> (memref<?x?xf32>) {
    scf.yield %1 : memref<?x?xf32>
  } else {
    %m = arith.addi %a, %b : index
    %3 = memref.alloc(%a, %m) : memref<?x?xf32>
    scf.yield %3 : memref<?x?xf32>
  }
  return %2 : memref<?x?xf32>
}

// -----

// Out of two nested scf.if: the yielded alloc rises to the function body,
// the local one of the else branch stays.
// CHECK-LABEL: func.func @nested_ifs(
// CHECK-NEXT:    arith.cmpi
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        scf.yield %[[A]]
// CHECK-NEXT:      } else {
// CHECK-NEXT:        scf.yield %[[B]]
// CHECK:         } else {
// CHECK-NEXT:      %[[C:.*]] = memref.alloc()
// CHECK-NEXT:      "test.use"(%[[C]])
func.func @nested_ifs(%a: index, %b: index) -> memref<2xf32> {
  %0 = arith.cmpi eq, %a, %b : index
  %1 = memref.alloc() : memref<2xf32>
  %2 = scf.if %0 -> (memref<2xf32>) {
    %3 = scf.if %0 -> (memref<2xf32>) {
      scf.yield %1 : memref<2xf32>
    } else {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %4 : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  } else {
    %5 = memref.alloc() : memref<2xf32>
    "test.use"(%5) : (memref<2xf32>) -> ()
    scf.yield %1 : memref<2xf32>
  }
  return %2 : memref<2xf32>
}

// -----

// Never out of a loop body, even when the buffer is yielded by the loop.
// CHECK-LABEL: func.func @loop_body(
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    scf.for
// CHECK-NEXT:      arith.cmpi
// CHECK-NEXT:      memref.alloc()
// CHECK-NEXT:      scf.yield
func.func @loop_body(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = memref.alloc() : memref<2xf32>
    scf.yield %3 : memref<2xf32>
  }
  memref.copy %1, %res : memref<2xf32> to memref<2xf32>
  return
}

// -----

// Out of the scf.if, but not out of the loop around it.
// CHECK-LABEL: func.func @loop_nested_if(
// CHECK:         scf.for
// CHECK-NEXT:      arith.cmpi
// CHECK-NEXT:      %[[A:.*]] = memref.alloc()
// CHECK-NEXT:      scf.if
// CHECK-NEXT:        scf.yield %[[A]]
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>) -> memref<2xf32> {
  %0 = memref.alloc() : memref<2xf32>
  %1 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %2 = arith.cmpi eq, %i, %ub : index
    %3 = scf.if %2 -> (memref<2xf32>) {
      %4 = memref.alloc() : memref<2xf32>
      scf.yield %4 : memref<2xf32>
    } else {
      scf.yield %0 : memref<2xf32>
    }
    scf.yield %3 : memref<2xf32>
  }
  return %1 : memref<2xf32>
}

// -----

// scf.while regions are loop bodies too.
// CHECK-LABEL: func.func @while_body(
// CHECK-NEXT:    scf.while
// CHECK-NEXT:      memref.alloc(%{{.*}})
// CHECK-NEXT:      scf.condition
func.func @while_body(%c: i1, %n: index) -> memref<?xf32> {
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

// Aliases through views, scf.index_switch, calls and arith.select. The
// default region of scf.index_switch is its first region: its alloc moves
// first.
// CHECK-LABEL: func.func @aliases(
// CHECK-NEXT:    %[[C:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<1xf32>
// CHECK-NEXT:    scf.index_switch
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      memref.subview %[[A]]
// CHECK:         case 1 {
// CHECK-NEXT:      call @id(%[[B]])
// CHECK:         default {
// CHECK-NEXT:      %[[K:.*]] = memref.cast %[[C]]
// CHECK-NEXT:      arith.select %{{.*}}, %[[K]], %[[K]]
func.func @aliases(%i: index, %c: i1) -> memref<1xf32, strided<[1], offset: ?>> {
  %r = scf.index_switch %i -> memref<1xf32, strided<[1], offset: ?>>
  case 0 {
    %a = memref.alloc() : memref<2xf32>
    %v = memref.subview %a[%i] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1], offset: ?>>
    scf.yield %v : memref<1xf32, strided<[1], offset: ?>>
  }
  case 1 {
    %a = memref.alloc() : memref<1xf32>
    %b = func.call @id(%a) : (memref<1xf32>) -> memref<1xf32, strided<[1], offset: ?>>
    scf.yield %b : memref<1xf32, strided<[1], offset: ?>>
  }
  default {
    %a = memref.alloc() : memref<1xf32>
    %k = memref.cast %a : memref<1xf32> to memref<1xf32, strided<[1], offset: ?>>
    %s = arith.select %c, %k, %k : memref<1xf32, strided<[1], offset: ?>>
    scf.yield %s : memref<1xf32, strided<[1], offset: ?>>
  }
  return %r : memref<1xf32, strided<[1], offset: ?>>
}
func.func private @id(memref<1xf32>) -> memref<1xf32, strided<[1], offset: ?>>

// -----

// Not moved: a buffer freed by two ops, stack allocations, reallocations and
// clones (only memref.alloc is hoisted into dominators).
// CHECK-LABEL: func.func @not_moved(
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.alloc()
// CHECK-NEXT:      memref.alloca()
// CHECK-NEXT:      bufferization.clone
// CHECK-NEXT:      memref.realloc
// CHECK-NEXT:      memref.dealloc
// CHECK-NEXT:      memref.dealloc
func.func @not_moved(%c: i1, %m: memref<2xf32>, %m4: memref<4xf32>) -> (memref<2xf32>, memref<2xf32>, memref<4xf32>) {
  %r:3 = scf.if %c -> (memref<2xf32>, memref<2xf32>, memref<4xf32>) {
    %a = memref.alloc() : memref<2xf32>
    %b = memref.alloca() : memref<2xf32>
    %d = bufferization.clone %m : memref<2xf32> to memref<2xf32>
    %e = memref.realloc %d : memref<2xf32> to memref<4xf32>
    memref.dealloc %a : memref<2xf32>
    memref.dealloc %a : memref<2xf32>
    scf.yield %a, %b, %e : memref<2xf32>, memref<2xf32>, memref<4xf32>
  } else {
    scf.yield %m, %m, %m4 : memref<2xf32>, memref<2xf32>, memref<4xf32>
  }
  return %r#0, %r#1, %r#2 : memref<2xf32>, memref<2xf32>, memref<4xf32>
}

// -----

// A buffer with one dealloc moves without it.
// CHECK-LABEL: func.func @one_dealloc(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:      scf.yield %[[A]]
func.func @one_dealloc(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    memref.dealloc %a : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}

// -----

// Out of scf.execute_region and memref.alloca_scope, before the first op of
// the target block that uses the buffer.
// CHECK-LABEL: func.func @single_region_ops(
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    scf.execute_region
// CHECK-NEXT:      scf.yield %[[A]]
// CHECK:         %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    memref.alloca_scope
// CHECK-NEXT:      memref.alloca_scope.return %[[B]]
func.func @single_region_ops() -> (memref<2xf32>, memref<2xf32>) {
  %c = arith.constant 0 : index
  %r = scf.execute_region -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  %s = memref.alloca_scope -> (memref<2xf32>) {
    %b = memref.alloc() : memref<2xf32>
    memref.alloca_scope.return %b : memref<2xf32>
  }
  return %r, %s : memref<2xf32>, memref<2xf32>
}

// -----

// A loop of blocks: the buffer is used in its block only and stays.
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

// Functions of nested modules are not processed (MLIR runs the pass on the
// functions of the top-level module).
// CHECK-LABEL: func.func @in_nested_module(
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.alloc()
module {
  module @inner {
    func.func @in_nested_module(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
      %r = scf.if %c -> memref<2xf32> {
        %a = memref.alloc() : memref<2xf32>
        scf.yield %a : memref<2xf32>
      } else {
        scf.yield %m : memref<2xf32>
      }
      return %r : memref<2xf32>
    }
  }
}


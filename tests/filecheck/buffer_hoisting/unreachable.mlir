// RUN: xdsl-opt %s --split-input-file -p buffer-hoisting | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p buffer-loop-hoisting | filecheck %s --check-prefix=LOOP

// Blocks that cannot be reached from their region's entry. MLIR 22 crashes
// on both functions (buffer-hoisting: an assertion in
// findNearestCommonDominator; buffer-loop-hoisting: a segmentation fault in
// hoistBuffersFromLoops), so there is no mlir-opt RUN line. Here an
// allocation in an unreachable block stays, and the upward walk from a
// reachable nested block stops at an unreachable block (what later MLIR
// versions do).

// CHECK-LABEL: func.func @alloc_in_unreachable_block(
// CHECK:       ^bb1:
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    cf.br ^bb2
// LOOP-LABEL: func.func @alloc_in_unreachable_block(
// LOOP:       ^bb1:
// LOOP-NEXT:    memref.alloc()
// LOOP-NEXT:    cf.br ^bb2
func.func @alloc_in_unreachable_block(%m: memref<2xf32>) -> memref<2xf32> {
  cf.br ^bb2(%m : memref<2xf32>)
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb2(%a : memref<2xf32>)
^bb2(%r: memref<2xf32>):
  return %r : memref<2xf32>
}

// -----

// CHECK-LABEL: func.func @loop_in_unreachable_block(
// CHECK:       ^bb1:
// CHECK:         scf.while
// CHECK-NEXT:      memref.alloc()
// LOOP-LABEL: func.func @loop_in_unreachable_block(
// LOOP:       ^bb1:
// LOOP-NEXT:    arith.constant
// LOOP-NEXT:    arith.constant
// LOOP-NEXT:    %[[ALLOC:.*]] = memref.alloc()
// LOOP-NEXT:    scf.while
// LOOP-NEXT:      memref.store %{{.*}}, %[[ALLOC]]
func.func @loop_in_unreachable_block() {
  func.return
^bb1:
  %c0 = arith.constant 0 : index
  %false = arith.constant false
  scf.while : () -> () {
    %buffer = memref.alloc() : memref<1xindex>
    memref.store %c0, %buffer[%c0] : memref<1xindex>
    scf.condition(%false)
  } do {
    scf.yield
  }
  func.return
}

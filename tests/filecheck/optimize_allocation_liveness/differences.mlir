// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p optimize-allocation-liveness | filecheck %s
// RUN: not %mlir-opt %s --allow-unregistered-dialect --split-input-file -optimize-allocation-liveness 2>/dev/null | filecheck %s --check-prefix=MLIR
// RUN: not %mlir-opt %s --allow-unregistered-dialect --split-input-file -optimize-allocation-liveness 2>&1 | filecheck %s --check-prefix=MLIR-ERROR

// Where this pass differs from MLIR 22.

// An alias used in another block: the uses cannot be ordered, nothing
// moves. MLIR 22 moves the dealloc before the use in ^bb1 here (it ignores a
// use outside the block when it comes first in the use list, and crashes
// when it does not).
// CHECK-LABEL: func.func @other_block(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    cf.cond_br
// MLIR-LABEL: func.func @other_block(
// MLIR-NEXT:    %[[A:.*]] = memref.alloc()
// MLIR-NEXT:    "test.use"(%[[A]])
// MLIR-NEXT:    memref.dealloc %[[A]]
// MLIR-NEXT:    "test.other"()
// MLIR-NEXT:    cf.cond_br
func.func @other_block(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.use"(%a) : (memref<4xf32>) -> ()
  cf.br ^bb2
^bb2:
  return
}

// -----

// memref.realloc frees its source: MLIR 22 moves it after the uses of its
// own result, and the IR fails to verify. It stays here.
// CHECK-LABEL: func.func @realloc(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    %[[B:.*]] = memref.realloc %[[A]]
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    memref.dealloc %[[B]]
// MLIR-ERROR: error: operand #0 does not dominate this use
func.func @realloc() {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  "test.other"() : () -> ()
  %b = memref.realloc %a : memref<4xf32> to memref<8xf32>
  "test.use"(%b) : (memref<8xf32>) -> ()
  memref.dealloc %b : memref<8xf32>
  return
}


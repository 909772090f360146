// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p promote-buffers-to-stack | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -promote-buffers-to-stack | filecheck %s --check-prefix=MLIR

// Where this pass differs from MLIR 22: MLIR 22 promotes these buffers and
// the program then frees a stack buffer, or uses one after its scope ended
// (MLIR lines). Element types MLIR 22 aborts on are in
// unsupported_element_types.mlir.

// A buffer freed through a view, or by bufferization.dealloc (which declares
// no memory effect in MLIR): not promoted.
// CHECK-LABEL: func.func @freed_elsewhere(
// CHECK-NEXT:    arith.constant
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    memref.subview %[[A]]
// CHECK-NEXT:    memref.dealloc
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    bufferization.dealloc (%[[B]]
// CHECK-NEXT:    %[[C:.*]] = memref.alloc()
// CHECK-NEXT:    cf.br ^bb1(%[[C]]
// CHECK-NEXT:  ^bb1(%[[X:.*]]: memref<2xf32>):
// CHECK-NEXT:    memref.dealloc %[[X]]
// MLIR-LABEL: func.func @freed_elsewhere(
// MLIR-NEXT:    arith.constant
// MLIR-NEXT:    %[[A:.*]] = memref.alloca()
// MLIR-NEXT:    memref.subview %[[A]]
// MLIR-NEXT:    memref.dealloc
// MLIR-NEXT:    %[[B:.*]] = memref.alloca()
// MLIR-NEXT:    bufferization.dealloc (%[[B]]
// MLIR-NEXT:    %[[C:.*]] = memref.alloca()
func.func @freed_elsewhere() {
  %t = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %v = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  memref.dealloc %v : memref<1xf32, strided<[1]>>
  %b = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%b : memref<2xf32>) if (%t)
  %c = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%c : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  memref.dealloc %x : memref<2xf32>
  return
}

// -----

// A buffer returned from a memref.alloca_scope outlives the scope's stack.
// CHECK-LABEL: func.func @out_of_alloca_scope(
// CHECK-NEXT:    memref.alloca_scope
// CHECK-NEXT:      memref.alloc()
// MLIR-LABEL: func.func @out_of_alloca_scope(
// MLIR-NEXT:    memref.alloca_scope
// MLIR-NEXT:      memref.alloca()
func.func @out_of_alloca_scope() {
  %r = memref.alloca_scope -> (memref<2xf32>) {
    %b = memref.alloc() : memref<2xf32>
    memref.alloca_scope.return %b : memref<2xf32>
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// bufferization.manual_deallocation: allocations with the attribute are
// never owned by the pass (ownership false); frees with the attribute are
// the user's and allowed, after a runtime check that the block does not own
// the buffer (when its ownership is unique); a realloc with the attribute is
// both. The same CHECK lines run on MLIR 22's output.
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation | xdsl-opt --split-input-file | filecheck %s

// MLIR's test: the manual allocation is freed by the user, the other by the
// pass.
func.func @manual_deallocation(%c: i1, %f: f32, %idx: index) -> f32 {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
  linalg.fill ins(%f : f32) outs(%0 : memref<5xf32>)
  %1 = memref.alloc() : memref<5xf32>
  linalg.fill ins(%f : f32) outs(%1 : memref<5xf32>)
  %2 = arith.select %c, %0, %1 : memref<5xf32>
  %3 = memref.load %2[%idx] : memref<5xf32>
  memref.dealloc %0 {bufferization.manual_deallocation} : memref<5xf32>
  return %3 : f32
}

// CHECK-LABEL: func.func @manual_deallocation
// CHECK: %[[TRUE:[^ ,:]+]] = arith.constant true
// CHECK: %[[FALSE:[^ ,:]+]] = arith.constant false
// CHECK: %[[MANUAL:[^ ,:]+]] = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
// CHECK: %[[MANAGED:[^ ,:]+]] = memref.alloc() : memref<5xf32>
// CHECK: arith.select
// CHECK: %[[TRUE_1:[^ ,:]+]] = arith.constant true
// CHECK: %[[NOT_OWNED:[^ ,:]+]] = arith.xori %[[FALSE]], %[[TRUE_1]] : i1
// CHECK: cf.assert %[[NOT_OWNED]], "expected that the block does not have ownership"
// CHECK: memref.dealloc %[[MANUAL]] {bufferization.manual_deallocation} : memref<5xf32>
// CHECK: %[[BASE:[^ ,:]+]], %{{.*}} = memref.extract_strided_metadata %[[MANAGED]]
// CHECK: bufferization.dealloc (%[[BASE]] : memref<f32>) if (%[[TRUE]])
// CHECK-NOT: %[[MANUAL]]
// CHECK: return

// -----

// A select of a manual and an owned allocation has unknown ownership: no
// runtime check is possible.
func.func @manual_free_of_select(%c: i1, %idx: index) -> f32 {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
  %1 = memref.alloc() : memref<5xf32>
  %2 = arith.select %c, %0, %1 : memref<5xf32>
  %3 = memref.load %2[%idx] : memref<5xf32>
  memref.dealloc %2 {bufferization.manual_deallocation} : memref<5xf32>
  return %3 : f32
}

// CHECK-LABEL: func.func @manual_free_of_select
// CHECK: %[[SELECT:[^ ,:]+]] = arith.select
// CHECK-NOT: cf.assert
// CHECK: memref.dealloc %[[SELECT]] {bufferization.manual_deallocation} : memref<5xf32>
// CHECK: bufferization.dealloc

// -----

// In a nested region and for a block argument, the ownership the block has
// is checked: false for a value from outside, the forwarded indicator for a
// block argument.
func.func @manual_free_in_if(%c: i1) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
  scf.if %c {
    memref.dealloc %0 {bufferization.manual_deallocation} : memref<5xf32>
  }
  return
}

// CHECK-LABEL: func.func @manual_free_in_if
// CHECK: %[[MANUAL:[^ ,:]+]] = memref.alloc() {bufferization.manual_deallocation}
// CHECK: scf.if
// CHECK: %[[FALSE:[^ ,:]+]] = arith.constant false
// CHECK: %[[TRUE:[^ ,:]+]] = arith.constant true
// CHECK: %[[NOT_OWNED:[^ ,:]+]] = arith.xori %[[FALSE]], %[[TRUE]] : i1
// CHECK: cf.assert %[[NOT_OWNED]], "expected that the block does not have ownership"
// CHECK: memref.dealloc %[[MANUAL]] {bufferization.manual_deallocation}
// CHECK-NOT: bufferization.dealloc
// CHECK: return

// -----

func.func @manual_free_of_block_argument() {
  %0 = memref.alloc() : memref<5xf32>
  cf.br ^bb1(%0 : memref<5xf32>)
^bb1(%a: memref<5xf32>):
  memref.dealloc %a {bufferization.manual_deallocation} : memref<5xf32>
  return
}

// CHECK-LABEL: func.func @manual_free_of_block_argument
// CHECK: ^bb1(%[[A:[^ ,:]+]]: memref<5xf32>, %[[OWNED:[^ ,:]+]]: i1):
// CHECK: %[[TRUE:[^ ,:]+]] = arith.constant true
// CHECK: %[[NOT_OWNED:[^ ,:]+]] = arith.xori %[[OWNED]], %[[TRUE]] : i1
// CHECK: cf.assert %[[NOT_OWNED]], "expected that the block does not have ownership"
// CHECK: memref.dealloc %[[A]] {bufferization.manual_deallocation}
// CHECK: bufferization.dealloc (%{{[^ ,:]+}} : memref<f32>) if (%[[OWNED]])

// -----

// A realloc under manual deallocation frees its source (checked) and
// allocates a buffer the pass does not own (MLIR handles it by its memory
// effects; without the attribute the pass has its own model for reallocs).
func.func @manual_realloc() {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
  %1 = memref.realloc %0 {bufferization.manual_deallocation} : memref<5xf32> to memref<10xf32>
  memref.dealloc %1 {bufferization.manual_deallocation} : memref<10xf32>
  return
}

// CHECK-LABEL: func.func @manual_realloc
// CHECK: %[[FALSE:[^ ,:]+]] = arith.constant false
// CHECK: %[[FALSE_1:[^ ,:]+]] = arith.constant false
// CHECK: %[[MANUAL:[^ ,:]+]] = memref.alloc() {bufferization.manual_deallocation}
// CHECK: %[[TRUE:[^ ,:]+]] = arith.constant true
// CHECK: %[[CHECK1:[^ ,:]+]] = arith.xori %[[FALSE_1]], %[[TRUE]] : i1
// CHECK: cf.assert %[[CHECK1]], "expected that the block does not have ownership"
// CHECK: %[[NEW:[^ ,:]+]] = memref.realloc %[[MANUAL]] {bufferization.manual_deallocation}
// CHECK: %[[TRUE_1:[^ ,:]+]] = arith.constant true
// CHECK: %[[CHECK2:[^ ,:]+]] = arith.xori %[[FALSE]], %[[TRUE_1]] : i1
// CHECK: cf.assert %[[CHECK2]], "expected that the block does not have ownership"
// CHECK: memref.dealloc %[[NEW]] {bufferization.manual_deallocation}
// CHECK-NOT: bufferization.dealloc
// CHECK: return

// Explicit control-flow loops (cf back edges). MLIR 22 rejects them ("Only
// structured control-flow loops are supported."); here they are handled like
// any other CFG: the loop header's memref arguments get `i1` arguments, the
// back edge forwards the indicators its dealloc computes, and a value defined
// before the loop keeps the indicator of its defining block. The programs
// tests/dealloc_programs/cf_loop_*.mlir check this by execution.
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s
// RUN: not %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation 2>&1 | filecheck %s --check-prefix=MLIR

// MLIR: error: Only structured control-flow loops are supported.
// MLIR: error: Only structured control-flow loops are supported.

// A buffer replaced in each iteration.
func.func @grow(%n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  cf.br ^header(%c1, %init : index, memref<?xf32>)
^header(%i: index, %buf: memref<?xf32>):
  %done = arith.cmpi uge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next_size = arith.addi %i, %c1 : index
  %next = memref.alloc(%next_size) : memref<?xf32>
  cf.br ^header(%next_size, %next : index, memref<?xf32>)
^exit:
  return %buf : memref<?xf32>
}

// CHECK-LABEL: func.func @grow
// CHECK-SAME:  (%[[N:[^ ,:]+]]: index) -> memref<?xf32> {
// CHECK: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// CHECK: %[[INIT:[^ ,:]+]] = memref.alloc(%[[C1]]) : memref<?xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[INIT]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V3:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[INIT]] : memref<?xf32>)
// CHECK: cf.br ^header(%[[C1]], %[[INIT]], %[[V3]] : index, memref<?xf32>, i1)
// CHECK: ^header(%[[I:[^ ,:]+]]: index, %[[BUF:[^ ,:]+]]: memref<?xf32>, %[[V4:[^ ,:]+]]: i1):
// CHECK: %[[DONE:[^ ,:]+]] = arith.cmpi uge, %[[I]], %[[N]] : index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BUF]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V8:[^ ,:]+]] = arith.andi %[[V4]], %[[DONE]] : i1
// CHECK: %[[V9:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V8]]) retain (%[[BUF]] : memref<?xf32>)
// CHECK: %[[V10:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[DONE]] : i1
// CHECK: %[[V11:[^ ,:]+]] = arith.andi %[[V4]], %[[V10]] : i1
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V11]])
// CHECK: cf.cond_br %[[DONE]], ^exit, ^body
// CHECK: ^body:
// CHECK: %[[NEXT_SIZE:[^ ,:]+]] = arith.addi %[[I]], %[[C1]] : index
// CHECK: %[[NEXT:[^ ,:]+]] = memref.alloc(%[[NEXT_SIZE]]) : memref<?xf32>
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[NEXT]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V15:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_2]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[NEXT]] : memref<?xf32>)
// CHECK: cf.br ^header(%[[NEXT_SIZE]], %[[NEXT]], %[[V15]] : index, memref<?xf32>, i1)
// CHECK: ^exit:
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BUF]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V19:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_3]] : memref<f32>) if (%[[V9]]) retain (%[[BUF]] : memref<?xf32>)
// CHECK: %[[V20:[^ ,:]+]] = scf.if %[[V19]] -> (memref<?xf32>) {
// CHECK: scf.yield %[[BUF]] : memref<?xf32>
// CHECK: } else {
// CHECK: %[[V21:[^ ,:]+]] = bufferization.clone %[[BUF]] : memref<?xf32> to memref<?xf32>
// CHECK: scf.yield %[[V21]] : memref<?xf32>
// CHECK: func.return %[[V20]] : memref<?xf32>

// -----

// A buffer defined before the loop, live around the back edge, and a
// temporary in each iteration.
func.func @live_through(%n: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %data = memref.alloc(%n) : memref<?xf32>
  cf.br ^header(%c0 : index)
^header(%i: index):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %tmp = memref.alloc() : memref<1xf32>
  memref.store %f, %tmp[%c0] : memref<1xf32>
  %v = memref.load %tmp[%c0] : memref<1xf32>
  memref.store %v, %data[%i] : memref<?xf32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2 : index)
^exit:
  return
}

// CHECK-LABEL: func.func @live_through
// CHECK-SAME:  (%[[N:[^ ,:]+]]: index, %[[F:[^ ,:]+]]: f32) {
// CHECK: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// CHECK: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// CHECK: %[[DATA:[^ ,:]+]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[DATA]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V3:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[DATA]] : memref<?xf32>)
// CHECK: cf.br ^header(%[[C0]] : index)
// CHECK: ^header(%[[I:[^ ,:]+]]: index):
// CHECK: %[[MORE:[^ ,:]+]] = arith.cmpi ult, %[[I]], %[[N]] : index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[DATA]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V7:[^ ,:]+]] = arith.andi %[[V3]], %[[MORE]] : i1
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V7]]) retain (%[[DATA]] : memref<?xf32>)
// CHECK: %[[V9:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[MORE]] : i1
// CHECK: %[[V10:[^ ,:]+]] = arith.andi %[[V3]], %[[V9]] : i1
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V10]])
// CHECK: cf.cond_br %[[MORE]], ^body, ^exit
// CHECK: ^body:
// CHECK: %[[TMP:[^ ,:]+]] = memref.alloc() : memref<1xf32>
// CHECK: memref.store %[[F]], %[[TMP]][%[[C0]]] : memref<1xf32>
// CHECK: %[[V:[^ ,:]+]] = memref.load %[[TMP]][%[[C0]]] : memref<1xf32>
// CHECK: memref.store %[[V]], %[[DATA]][%[[I]]] : memref<?xf32>
// CHECK: %[[I2:[^ ,:]+]] = arith.addi %[[I]], %[[C1]] : index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[DATA]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[TMP]] : memref<1xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%[[V3]], %{{true(_[0-9]+)?}}) retain (%[[DATA]] : memref<?xf32>)
// CHECK: cf.br ^header(%[[I2]] : index)
// CHECK: ^exit:
// CHECK: func.return

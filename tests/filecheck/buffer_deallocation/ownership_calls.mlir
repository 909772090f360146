// func.call results are owned by the caller (function boundary ABI); with
// private-function-dynamic-ownership, calls of private functions with a body
// get one `i1` result per memref result instead, and those functions return
// their indicators rather than clones. Declarations and public functions
// keep the ABI.
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation | xdsl-opt --split-input-file | filecheck %s --check-prefixes=CHECK,MLIR
// RUN: xdsl-opt %s --split-input-file -p 'ownership-based-buffer-deallocation{private-function-dynamic-ownership}' | filecheck %s --check-prefixes=DYN,DYN-OURS
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation=private-function-dynamic-ownership | xdsl-opt --split-input-file | filecheck %s --check-prefixes=DYN,DYN-MLIR

// The result of a call is owned; an argument passed to a call stays the
// caller's.
func.func private @external(memref<2xf32>) -> memref<2xf32>
func.func @call_external(%f: f32, %idx: index) {
  %a = memref.alloc() : memref<2xf32>
  %r = call @external(%a) : (memref<2xf32>) -> memref<2xf32>
  memref.store %f, %r[%idx] : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @call_external
// CHECK-SAME:  (%[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[R:[^ ,:]+]] = func.call @external(%[[A]]) : (memref<2xf32>) -> memref<2xf32>
// CHECK: memref.store %[[F]], %[[R]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{true(_[0-9]+)?}}, %{{true(_[0-9]+)?}})
// CHECK: func.return

// DYN-LABEL: func.func @call_external
// DYN-SAME:  (%[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// DYN: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// DYN: %[[R:[^ ,:]+]] = func.call @external(%[[A]]) : (memref<2xf32>) -> memref<2xf32>
// DYN: memref.store %[[F]], %[[R]][%[[IDX]]] : memref<2xf32>
// DYN: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{true(_[0-9]+)?}}, %{{true(_[0-9]+)?}})
// DYN: func.return

// -----

func.func private @callee(%arg: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %arg : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @caller(%c: i1, %f: f32, %idx: index) {
  %a = memref.alloc() : memref<2xf32>
  %r = call @callee(%a, %c) : (memref<2xf32>, i1) -> memref<2xf32>
  memref.store %f, %r[%idx] : memref<2xf32>
  return
}

// OURS-LABEL: func.func private @callee
// OURS-SAME:  (%[[ARG:[^ ,:]+]]: memref<2xf32>, %[[C:[^ ,:]+]]: i1) -> memref<2xf32> {
// OURS: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.if %[[C]] -> (memref<2xf32>, i1) {
// OURS: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[V4:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]] : memref<2xf32>)
// OURS: scf.yield %[[A]], %[[V4]] : memref<2xf32>, i1
// OURS: } else {
// OURS: %[[V5:[^ ,:]+]] = bufferization.dealloc retain (%[[ARG]] : memref<2xf32>)
// OURS: scf.yield %[[ARG]], %[[V5]] : memref<2xf32>, i1
// OURS: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[V12:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V0]]) retain (%[[R]] : memref<2xf32>)
// OURS: %[[V13:[^ ,:]+]] = scf.if %[[V12]] -> (memref<2xf32>) {
// OURS: scf.yield %[[R]] : memref<2xf32>
// OURS: } else {
// OURS: %[[V14:[^ ,:]+]] = bufferization.clone %[[R]] : memref<2xf32> to memref<2xf32>
// OURS: scf.yield %[[V14]] : memref<2xf32>
// OURS: func.return %[[V13]] : memref<2xf32>
// OURS-LABEL: func.func @caller
// OURS-SAME:  (%[[C:[^ ,:]+]]: i1, %[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// OURS: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: %[[R:[^ ,:]+]] = func.call @callee(%[[A]], %[[C]]) : (memref<2xf32>, i1) -> memref<2xf32>
// OURS: memref.store %[[F]], %[[R]][%[[IDX]]] : memref<2xf32>
// OURS: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{true(_[0-9]+)?}}, %{{true(_[0-9]+)?}})
// OURS: func.return

// MLIR-LABEL: func.func private @callee
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: memref<2xf32>, %[[ARG1:[^ ,:]+]]: i1) -> memref<2xf32> {
// MLIR: %[[V0:[^ ,:]+]], %[[V1:[^ ,:]+]] = scf.if %[[ARG1]] -> (memref<2xf32>, i1) {
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ALLOC]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[V2:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[ALLOC]] : memref<2xf32>)
// MLIR: scf.yield %[[ALLOC]], %[[V2]] : memref<2xf32>, i1
// MLIR: } else {
// MLIR: %[[V3:[^ ,:]+]] = bufferization.dealloc retain (%[[ARG0]] : memref<2xf32>)
// MLIR: scf.yield %[[ARG0]], %[[V3]] : memref<2xf32>, i1
// MLIR: %[[V4:[^ ,:]+]] = scf.if %[[V1]] -> (memref<2xf32>) {
// MLIR: scf.yield %[[V0]] : memref<2xf32>
// MLIR: } else {
// MLIR: %[[V5:[^ ,:]+]] = bufferization.clone %[[V0]] : memref<2xf32> to memref<2xf32>
// MLIR: scf.yield %[[V5]] : memref<2xf32>
// MLIR: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V4]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V1]], %{{true(_[0-9]+)?}}) retain (%[[V4]] : memref<2xf32>)
// MLIR: func.return %[[V4]] : memref<2xf32>
// MLIR-LABEL: func.func @caller
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: i1, %[[ARG1:[^ ,:]+]]: f32, %[[ARG2:[^ ,:]+]]: index) {
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: %[[V0:[^ ,:]+]] = func.call @callee(%[[ALLOC]], %[[ARG0]]) : (memref<2xf32>, i1) -> memref<2xf32>
// MLIR: memref.store %[[ARG1]], %[[V0]][%[[ARG2]]] : memref<2xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ALLOC]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{true(_[0-9]+)?}}, %{{true(_[0-9]+)?}})
// MLIR: func.return

// DYN-LABEL: func.func private @callee
// DYN-SAME:  (%[[ARG:[^ ,:]+]]: memref<2xf32>, %[[C:[^ ,:]+]]: i1) -> (memref<2xf32>, i1) {
// DYN: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.if %[[C]] -> (memref<2xf32>, i1) {
// DYN: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// DYN: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: %[[V4:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]] : memref<2xf32>)
// DYN: scf.yield %[[A]], %[[V4]] : memref<2xf32>, i1
// DYN: } else {
// DYN: %[[V5:[^ ,:]+]] = bufferization.dealloc retain (%[[ARG]] : memref<2xf32>)
// DYN: scf.yield %[[ARG]], %[[V5]] : memref<2xf32>, i1
// DYN: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: %[[V12:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V0]]) retain (%[[R]] : memref<2xf32>)
// DYN: func.return %[[R]], %[[V12]] : memref<2xf32>, i1
// DYN-LABEL: func.func @caller
// DYN-SAME:  (%[[C:[^ ,:]+]]: i1, %[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// DYN: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// DYN: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = func.call @callee(%[[A]], %[[C]]) : (memref<2xf32>, i1) -> (memref<2xf32>, i1)
// DYN: memref.store %[[F]], %[[R]][%[[IDX]]] : memref<2xf32>
// DYN: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// DYN: bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{true(_[0-9]+)?}}, %[[V0]])
// DYN: func.return

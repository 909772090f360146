// Ownership from memory effects: allocations are owned (`true`), stack
// allocations and ops without memref operands (`memref.get_global`) are not
// (`false`), other results take the ownership of their memref operands
// (views share the ownership of their base allocation; `arith.select` of two
// differently owned memrefs is unknown until a dealloc retains it).
// Unranked memrefs are reinterpreted as rank-0 memrefs to get their base.
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation | xdsl-opt --split-input-file | filecheck %s

func.func @alloc_alloca_global(%f: f32, %idx: index) {
  %a = memref.alloc() : memref<2xf32>
  %s = memref.alloca() : memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  memref.copy %g, %s : memref<2xf32> to memref<2xf32>
  memref.copy %s, %a : memref<2xf32> to memref<2xf32>
  memref.store %f, %a[%idx] : memref<2xf32>
  return
}
memref.global "private" constant @g : memref<2xf32> = dense<1.0>

// CHECK-LABEL: func.func @alloc_alloca_global
// CHECK-SAME:  (%[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[S:[^ ,:]+]] = memref.alloca() : memref<2xf32>
// CHECK: %[[G:[^ ,:]+]] = memref.get_global @g : memref<2xf32>
// CHECK: memref.copy %[[G]], %[[S]] : memref<2xf32> to memref<2xf32>
// CHECK: memref.copy %[[S]], %[[A]] : memref<2xf32> to memref<2xf32>
// CHECK: memref.store %[[F]], %[[A]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}})
// CHECK: func.return
// CHECK: memref.global "private" constant @g : memref<2xf32> = dense<1.000000e+00>

// -----

// Views of an allocation (and a view of an argument) live across a branch:
// the allocation's dealloc in ^bb1 uses the ownership of the views'
// base; the view of the argument is never owned.
func.func @views(%arg: memref<8xf32>, %f: f32, %idx: index) {
  %a = memref.alloc() : memref<2x4xf32>
  %sub = memref.subview %a[0, 1] [2, 2] [1, 1] : memref<2x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
  %col = memref.collapse_shape %a [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %cast = memref.cast %col : memref<8xf32> to memref<?xf32>
  %t = memref.transpose %sub (i, j) -> (j, i) : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<2x2xf32, strided<[1, 4], offset: 1>>
  %view = memref.subview %arg[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  cf.br ^bb1
^bb1:
  memref.store %f, %t[%idx, %idx] : memref<2x2xf32, strided<[1, 4], offset: 1>>
  memref.store %f, %cast[%idx] : memref<?xf32>
  memref.store %f, %view[%idx] : memref<4xf32, strided<[1]>>
  return
}

// CHECK-LABEL: func.func @views
// CHECK-SAME:  (%[[ARG:[^ ,:]+]]: memref<8xf32>, %[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2x4xf32>
// CHECK: %[[SUB:[^ ,:]+]] = memref.subview %[[A]][0, 1] [2, 2] [1, 1] : memref<2x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 1>>
// CHECK: %[[COL:[^ ,:]+]] = memref.collapse_shape %[[A]] {{\[\[}}0, 1{{\]\]}} : memref<2x4xf32> into memref<8xf32>
// CHECK: %[[CAST:[^ ,:]+]] = memref.cast %[[COL]] : memref<8xf32> to memref<?xf32>
// CHECK: %[[T:[^ ,:]+]] = memref.transpose %[[SUB]] (d0, d1) -> (d1, d0) : memref<2x2xf32, strided<[4, 1], offset: 1>> to memref<2x2xf32, strided<[1, 4], offset: 1>>
// CHECK: %[[VIEW:[^ ,:]+]] = memref.subview %[[ARG]][0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<8xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2x4xf32> -> memref<f32>, index, index, index, index, index
// CHECK: %[[V8:[^ ,:]+]], %[[V9:[^ ,:]+]], %[[V10:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}}) retain (%[[CAST]], %[[T]], %[[VIEW]] : memref<?xf32>, memref<2x2xf32, strided<[1, 4], offset: 1>>, memref<4xf32, strided<[1]>>)
// CHECK: cf.br ^bb1
// CHECK: ^bb1:
// CHECK: memref.store %[[F]], %[[T]][%[[IDX]], %[[IDX]]] : memref<2x2xf32, strided<[1, 4], offset: 1>>
// CHECK: memref.store %[[F]], %[[CAST]][%[[IDX]]] : memref<?xf32>
// CHECK: memref.store %[[F]], %[[VIEW]][%[[IDX]]] : memref<4xf32, strided<[1]>>
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[CAST]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[T]] : memref<2x2xf32, strided<[1, 4], offset: 1>> -> memref<f32>, index, index, index, index, index
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[VIEW]] : memref<4xf32, strided<[1]>> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]], %[[BASE_BUFFER_4]] : memref<f32>, memref<f32>, memref<f32>) if (%[[V8]], %[[V9]], %[[V10]])
// CHECK: func.return

// -----

// bufferization.clone allocates: its result is owned.
func.func @clone(%arg: memref<2xf32>, %f: f32, %idx: index) {
  %c = bufferization.clone %arg : memref<2xf32> to memref<2xf32>
  memref.store %f, %c[%idx] : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @clone
// CHECK-SAME:  (%[[ARG:[^ ,:]+]]: memref<2xf32>, %[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[C:[^ ,:]+]] = bufferization.clone %[[ARG]] : memref<2xf32> to memref<2xf32>
// CHECK: memref.store %[[F]], %[[C]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[C]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}})
// CHECK: func.return

// -----

// An unranked memref to deallocate.
func.func private @make() -> memref<*xf32>
func.func @unranked() {
  %u = call @make() : () -> memref<*xf32>
  return
}

// CHECK-LABEL: func.func @unranked
// CHECK-SAME:  () {
// CHECK: %[[U:[^ ,:]+]] = func.call @make() : () -> memref<*xf32>
// CHECK: %[[V0:[^ ,:]+]] = memref.reinterpret_cast %[[U]] to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}})
// CHECK: func.return

// -----

// Allocations and frees marked bufferization.manual_deallocation are left
// to the program: not owned, and the free is allowed; where the block's
// ownership of the freed value is known, an assertion checks that the block
// does not own it.
func.func @manual(%f: f32, %idx: index) {
  %a = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  memref.store %f, %a[%idx] : memref<2xf32>
  memref.dealloc %a {bufferization.manual_deallocation} : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @manual
// CHECK-SAME:  (%[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
// CHECK: memref.store %[[F]], %[[A]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[V0:[^ ,:]+]] = arith.xori %{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}} : i1
// CHECK: cf.assert %[[V0]], "expected that the block does not have ownership"
// CHECK: memref.dealloc %[[A]] {bufferization.manual_deallocation} : memref<2xf32>
// CHECK: func.return

// The function boundary ABI (seed 002): arguments are never owned; returned
// memrefs are owned by the caller. An owned allocation (or a view of it) is
// returned as is. Any other returned memref is retained by the function's
// last dealloc, whose result says whether the function owned it at runtime:
// if not, a clone is returned. (MLIR 22 decides before its dealloc, from the
// indicator alone: see the MLIR lines, and docs/buffer_deallocation.md.)
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation | xdsl-opt --split-input-file | filecheck %s --check-prefixes=CHECK,MLIR

// An owned allocation is returned without a clone; an argument is never
// deallocated.
func.func @return_alloc(%arg: memref<2xf32>) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %arg, %a : memref<2xf32> to memref<2xf32>
  return %a : memref<2xf32>
}

// CHECK-LABEL: func.func @return_alloc
// CHECK-SAME:  (%[[ARG:[^ ,:]+]]: memref<2xf32>) -> memref<2xf32> {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.copy %[[ARG]], %[[A]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}}) retain (%[[A]] : memref<2xf32>)
// CHECK: func.return %[[A]] : memref<2xf32>

// -----

// A view of an owned allocation shares its ownership.
func.func @return_view(%n: index) -> memref<2xf32, strided<[1], offset: 1>> {
  %a = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  return %s : memref<2xf32, strided<[1], offset: 1>>
}

// CHECK-LABEL: func.func @return_view
// CHECK-SAME:  (%{{[^ ,:]+}}: index) -> memref<2xf32, strided<[1], offset: 1>> {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// CHECK: %[[S:[^ ,:]+]] = memref.subview %[[A]][1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[S]] : memref<2xf32, strided<[1], offset: 1>>)
// CHECK: func.return %[[S]] : memref<2xf32, strided<[1], offset: 1>>

// -----

// An argument is returned: the function does not own it, the caller gets a
// clone.
func.func @return_argument(%arg: memref<2xf32>) -> memref<2xf32> {
  return %arg : memref<2xf32>
}

// OURS-LABEL: func.func @return_argument
// OURS-SAME:  (%[[ARG:[^ ,:]+]]: memref<2xf32>) -> memref<2xf32> {
// OURS: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[V3:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{false(_[0-9]+)?}}) retain (%[[ARG]] : memref<2xf32>)
// OURS: %[[V4:[^ ,:]+]] = scf.if %[[V3]] -> (memref<2xf32>) {
// OURS: scf.yield %[[ARG]] : memref<2xf32>
// OURS: } else {
// OURS: %[[V5:[^ ,:]+]] = bufferization.clone %[[ARG]] : memref<2xf32> to memref<2xf32>
// OURS: scf.yield %[[V5]] : memref<2xf32>
// OURS: func.return %[[V4]] : memref<2xf32>

// MLIR-LABEL: func.func @return_argument
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: memref<2xf32>) -> memref<2xf32> {
// MLIR: %[[V0:[^ ,:]+]] = scf.if %{{false(_[0-9]+)?}} -> (memref<2xf32>) {
// MLIR: scf.yield %[[ARG0]] : memref<2xf32>
// MLIR: } else {
// MLIR: %[[V1:[^ ,:]+]] = bufferization.clone %[[ARG0]] : memref<2xf32> to memref<2xf32>
// MLIR: scf.yield %[[V1]] : memref<2xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}}) retain (%[[V0]] : memref<2xf32>)
// MLIR: func.return %[[V0]] : memref<2xf32>

// -----

// A global is never owned: returned as a clone.
memref.global "private" constant @g : memref<2xf32> = dense<1.0>
func.func @return_global() -> memref<2xf32> {
  %g = memref.get_global @g : memref<2xf32>
  return %g : memref<2xf32>
}

// OURS: memref.global "private" constant @g : memref<2xf32> = dense<1.000000e+00>
// OURS-LABEL: func.func @return_global
// OURS-SAME:  () -> memref<2xf32> {
// OURS: %[[G:[^ ,:]+]] = memref.get_global @g : memref<2xf32>
// OURS: %[[V0:[^ ,:]+]] = bufferization.dealloc retain (%[[G]] : memref<2xf32>)
// OURS: %[[V1:[^ ,:]+]] = scf.if %[[V0]] -> (memref<2xf32>) {
// OURS: scf.yield %[[G]] : memref<2xf32>
// OURS: } else {
// OURS: %[[V2:[^ ,:]+]] = bufferization.clone %[[G]] : memref<2xf32> to memref<2xf32>
// OURS: scf.yield %[[V2]] : memref<2xf32>
// OURS: func.return %[[V1]] : memref<2xf32>

// MLIR: memref.global "private" constant @g : memref<2xf32> = dense<1.000000e+00>
// MLIR-LABEL: func.func @return_global
// MLIR-SAME:  () -> memref<2xf32> {
// MLIR: %[[V0:[^ ,:]+]] = memref.get_global @g : memref<2xf32>
// MLIR: %[[V1:[^ ,:]+]] = scf.if %{{false(_[0-9]+)?}} -> (memref<2xf32>) {
// MLIR: scf.yield %[[V0]] : memref<2xf32>
// MLIR: } else {
// MLIR: %[[V2:[^ ,:]+]] = bufferization.clone %[[V0]] : memref<2xf32> to memref<2xf32>
// MLIR: scf.yield %[[V2]] : memref<2xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V1]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[V1]] : memref<2xf32>)
// MLIR: func.return %[[V1]] : memref<2xf32>

// -----

// arith.select of an allocation and an argument: owned when the allocation
// was selected.
func.func @return_select(%arg: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %a = memref.alloc() : memref<2xf32>
  %s = arith.select %c, %a, %arg : memref<2xf32>
  return %s : memref<2xf32>
}

// OURS-LABEL: func.func @return_select
// OURS-SAME:  (%[[ARG:[^ ,:]+]]: memref<2xf32>, %[[C:[^ ,:]+]]: i1) -> memref<2xf32> {
// OURS: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: %[[S:[^ ,:]+]] = arith.select %[[C]], %[[A]], %[[ARG]] : memref<2xf32>
// OURS: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[V6:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}}) retain (%[[S]] : memref<2xf32>)
// OURS: %[[V7:[^ ,:]+]] = scf.if %[[V6]] -> (memref<2xf32>) {
// OURS: scf.yield %[[S]] : memref<2xf32>
// OURS: } else {
// OURS: %[[V8:[^ ,:]+]] = bufferization.clone %[[S]] : memref<2xf32> to memref<2xf32>
// OURS: scf.yield %[[V8]] : memref<2xf32>
// OURS: func.return %[[V7]] : memref<2xf32>

// MLIR-LABEL: func.func @return_select
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: memref<2xf32>, %[[ARG1:[^ ,:]+]]: i1) -> memref<2xf32> {
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: %[[V0:[^ ,:]+]] = arith.select %[[ARG1]], %[[ALLOC]], %[[ARG0]] : memref<2xf32>
// MLIR: %[[V1:[^ ,:]+]] = arith.select %[[ARG1]], %{{true(_[0-9]+)?}}, %{{false(_[0-9]+)?}} : i1
// MLIR: %[[V2:[^ ,:]+]] = scf.if %[[V1]] -> (memref<2xf32>) {
// MLIR: scf.yield %[[V0]] : memref<2xf32>
// MLIR: } else {
// MLIR: %[[V3:[^ ,:]+]] = bufferization.clone %[[V0]] : memref<2xf32> to memref<2xf32>
// MLIR: scf.yield %[[V3]] : memref<2xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ALLOC]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V2]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{true(_[0-9]+)?}}, %{{true(_[0-9]+)?}}) retain (%[[V2]] : memref<2xf32>)
// MLIR: func.return %[[V2]] : memref<2xf32>

// -----

// Results that alias each other (seed 004): MLIR 22 returns the buffer twice,
// both owned by the caller, which frees it once (its dealloc checks for
// aliasing); no clone is made.
func.func @return_twice() -> (memref<2xf32>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  return %a, %a : memref<2xf32>, memref<2xf32>
}

// CHECK-LABEL: func.func @return_twice
// CHECK-SAME:  () -> (memref<2xf32>, memref<2xf32>) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}}, %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]], %[[A]] : memref<2xf32>, memref<2xf32>)
// CHECK: func.return %[[A]], %[[A]] : memref<2xf32>, memref<2xf32>

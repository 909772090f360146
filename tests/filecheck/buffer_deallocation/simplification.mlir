// buffer-deallocation-simplification: seed 002's three simplifications and
// MLIR 22's other patterns, driven by the must/may/no-alias analysis of
// allocations; then this package's additions (conditions that decide
// aliasing, impossible conditions, chains of single-memref deallocs instead
// of the helper library). MLIR 22's output is checked with the same lines
// where it agrees (MLIR prefix otherwise).
// RUN: xdsl-opt %s --split-input-file -p buffer-deallocation-simplification | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-opt %s --split-input-file -buffer-deallocation-simplification | xdsl-opt --split-input-file | filecheck %s --check-prefixes=CHECK,MLIR

// A memref that must alias a retained value (and may alias no other) is
// never deallocated: dropped, its condition ORed into that value's result.
func.func @contained_in_retained(%c: i1, %arg: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%a : memref<2xf32>)
  return %r : i1
}

// CHECK-LABEL: func.func @contained_in_retained
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %{{[^ ,:]+}}: memref<2xf32>) -> i1 {
// CHECK: func.return %[[C]] : i1

// -----

// A retained value that aliases no memref of the op (a fresh allocation and
// an argument) keeps nothing: dropped, its result is false.
func.func @retained_not_aliasing(%c: i1, %arg: memref<2xf32>) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%arg : memref<2xf32>)
  return %r : i1
}

// CHECK-LABEL: func.func @retained_not_aliasing
// CHECK-SAME:  (%{{[^ ,:]+}}: i1, %{{[^ ,:]+}}: memref<2xf32>) -> i1 {
// CHECK: func.return %{{false(_[0-9]+)?}} : i1

// -----

// Memrefs that alias no other memref of the op get a dealloc of their own.
func.func @split(%c: i1, %d: i1) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  bufferization.dealloc (%a, %b : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}

// CHECK-LABEL: func.func @split
// CHECK-SAME:  (%{{[^ ,:]+}}: i1, %{{[^ ,:]+}}: i1) {
// CHECK: func.return

// -----

// A retained value that must alias a memref whose condition is true is
// owned: its result is true, and that memref is dropped.
func.func @retained_always_owned(%arg: memref<2xf32>) -> i1 {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %s = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%s : memref<1xf32, strided<[1]>>)
  return %r : i1
}

// CHECK-LABEL: func.func @retained_always_owned
// CHECK-SAME:  (%{{[^ ,:]+}}: memref<2xf32>) -> i1 {
// CHECK: func.return %{{true(_[0-9]+)?}} : i1

// -----

// An allocation inside a loop body is fresh with respect to the loop's
// iteration argument (the previous iteration's buffer).
func.func @fresh_in_loop(%lb: index, %ub: index, %init: memref<2xf32>, %f: f32) -> (memref<2xf32>, i1) {
  %false = arith.constant false
  %r:2 = scf.for %i = %lb to %ub step %lb iter_args(%it = %init, %own = %false) -> (memref<2xf32>, i1) {
    %n = memref.alloc() : memref<2xf32>
    memref.store %f, %n[%lb] : memref<2xf32>
    %true = arith.constant true
    %o = bufferization.dealloc (%it : memref<2xf32>) if (%own) retain (%n : memref<2xf32>)
    %owned = arith.ori %o, %true : i1
    scf.yield %n, %owned : memref<2xf32>, i1
  }
  return %r#0, %r#1 : memref<2xf32>, i1
}

// CHECK-LABEL: func.func @fresh_in_loop
// CHECK-SAME:  (%[[LB:[^ ,:]+]]: index, %[[UB:[^ ,:]+]]: index, %[[INIT:[^ ,:]+]]: memref<2xf32>, %[[F:[^ ,:]+]]: f32) -> (memref<2xf32>, i1) {
// CHECK: %[[R:[^ ,:]+]], %[[R_1:[^ ,:]+]] = scf.for %{{[^ ,:]+}} = %[[LB]] to %[[UB]] step %[[LB]] iter_args(%[[IT:[^ ,:]+]] = %[[INIT]], %[[OWN:[^ ,:]+]] = %{{false(_[0-9]+)?}}) -> (memref<2xf32>, i1) {
// CHECK: %[[N:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.store %[[F]], %[[N]][%[[LB]]] : memref<2xf32>
// CHECK: bufferization.dealloc (%[[IT]] : memref<2xf32>) if (%[[OWN]])
// CHECK: scf.yield %[[N]], %{{true(_[0-9]+)?}} : memref<2xf32>, i1
// CHECK: func.return %[[R]], %[[R_1]] : memref<2xf32>, i1

// -----

// Function results are fresh buffers (function boundary ABI), distinct
// from the caller's buffers: each gets its own dealloc.
func.func private @make() -> memref<2xf32>
func.func @call_results(%f: f32, %i: index) {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  memref.store %f, %a[%i] : memref<2xf32>
  %r = call @make() : () -> memref<2xf32>
  bufferization.dealloc (%a, %r : memref<2xf32>, memref<2xf32>) if (%true, %true)
  return
}

// OURS-LABEL: func.func @call_results
// OURS-SAME:  (%[[F:[^ ,:]+]]: f32, %[[I:[^ ,:]+]]: index) {
// OURS: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: memref.store %[[F]], %[[A]][%[[I]]] : memref<2xf32>
// OURS: %[[R:[^ ,:]+]] = func.call @make() : () -> memref<2xf32>
// OURS: bufferization.dealloc (%[[A]] : memref<2xf32>) if (%{{true(_[0-9]+)?}})
// OURS: bufferization.dealloc (%[[R]] : memref<2xf32>) if (%{{true(_[0-9]+)?}})
// OURS: func.return

// MLIR-LABEL: func.func @call_results
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: f32, %[[ARG1:[^ ,:]+]]: index) {
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: memref.store %[[ARG0]], %[[ALLOC]][%[[ARG1]]] : memref<2xf32>
// MLIR: %[[V0:[^ ,:]+]] = func.call @make() : () -> memref<2xf32>
// MLIR: bufferization.dealloc (%[[ALLOC]], %[[V0]] : memref<2xf32>, memref<2xf32>) if (%{{true(_[0-9]+)?}}, %{{true(_[0-9]+)?}})
// MLIR: func.return

// -----

// Globals never alias allocations or other globals.
memref.global "private" constant @g : memref<2xf32> = dense<1.0>
func.func @global(%c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %g = memref.get_global @g : memref<2xf32>
  %r = bufferization.dealloc (%a : memref<2xf32>) if (%c) retain (%g : memref<2xf32>)
  return %r : i1
}

// CHECK: memref.global "private" constant @g : memref<2xf32> = dense<1.000000e+00>
// CHECK-LABEL: func.func @global
// CHECK-SAME:  (%{{[^ ,:]+}}: i1) -> i1 {
// CHECK: func.return %{{false(_[0-9]+)?}} : i1

// -----

// When a memref is deallocated (its condition %own holds), the retained
// value (an scf.if on %own) is that memref: nothing is freed, the result is
// %own; no runtime check.
func.func @aliasing_decided_by_condition(%m: memref<2xf32>, %own: i1) -> memref<2xf32> {
  %r = scf.if %own -> memref<2xf32> {
    scf.yield %m : memref<2xf32>
  } else {
    %c = bufferization.clone %m : memref<2xf32> to memref<2xf32>
    scf.yield %c : memref<2xf32>
  }
  %o = bufferization.dealloc (%m : memref<2xf32>) if (%own) retain (%r : memref<2xf32>)
  return %r : memref<2xf32>
}

// CHECK-LABEL: func.func @aliasing_decided_by_condition
// CHECK-SAME:  (%[[M:[^ ,:]+]]: memref<2xf32>, %[[OWN:[^ ,:]+]]: i1) -> memref<2xf32> {
// CHECK: %[[R:[^ ,:]+]] = scf.if %[[OWN]] -> (memref<2xf32>) {
// CHECK: scf.yield %[[M]] : memref<2xf32>
// CHECK: } else {
// CHECK: %[[C:[^ ,:]+]] = bufferization.clone %[[M]] : memref<2xf32> to memref<2xf32>
// CHECK: scf.yield %[[C]] : memref<2xf32>
// CHECK: func.return %[[R]] : memref<2xf32>

// -----

// The retained value is the memref when %c holds and a clone otherwise: the
// memref is freed when %c does not hold, without comparing pointers.
func.func @aliasing_is_a_condition(%c: i1) -> memref<2xf32> {
  %true = arith.constant true
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    scf.yield %a : memref<2xf32>
  } else {
    %cl = bufferization.clone %a : memref<2xf32> to memref<2xf32>
    scf.yield %cl : memref<2xf32>
  }
  %o = bufferization.dealloc (%a : memref<2xf32>) if (%true) retain (%r : memref<2xf32>)
  return %r : memref<2xf32>
}

// OURS-LABEL: func.func @aliasing_is_a_condition
// OURS-SAME:  (%[[C:[^ ,:]+]]: i1) -> memref<2xf32> {
// OURS: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: %[[R:[^ ,:]+]] = scf.if %[[C]] -> (memref<2xf32>) {
// OURS: scf.yield %[[A]] : memref<2xf32>
// OURS: } else {
// OURS: %[[CL:[^ ,:]+]] = bufferization.clone %[[A]] : memref<2xf32> to memref<2xf32>
// OURS: scf.yield %[[CL]] : memref<2xf32>
// OURS: %[[V0:[^ ,:]+]] = arith.xori %[[C]], %{{true(_[0-9]+)?}} : i1
// OURS: bufferization.dealloc (%[[A]] : memref<2xf32>) if (%[[V0]])
// OURS: func.return %[[R]] : memref<2xf32>

// MLIR-LABEL: func.func @aliasing_is_a_condition
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: i1) -> memref<2xf32> {
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: %[[V0:[^ ,:]+]] = scf.if %[[ARG0]] -> (memref<2xf32>) {
// MLIR: scf.yield %[[ALLOC]] : memref<2xf32>
// MLIR: } else {
// MLIR: %[[V1:[^ ,:]+]] = bufferization.clone %[[ALLOC]] : memref<2xf32> to memref<2xf32>
// MLIR: scf.yield %[[V1]] : memref<2xf32>
// MLIR: %{{[^ ,:]+}} = bufferization.dealloc (%[[ALLOC]] : memref<2xf32>) if (%{{true(_[0-9]+)?}}) retain (%[[V0]] : memref<2xf32>)
// MLIR: func.return %[[V0]] : memref<2xf32>

// -----

// A condition that can never hold (%c and not %c): the memref is dropped.
func.func @impossible_condition(%c: i1, %m: memref<2xf32>) {
  %true = arith.constant true
  %not = arith.xori %c, %true : i1
  %never = arith.andi %c, %not : i1
  bufferization.dealloc (%m : memref<2xf32>) if (%never)
  return
}

// CHECK-LABEL: func.func @impossible_condition
// CHECK-SAME:  (%{{[^ ,:]+}}: i1, %{{[^ ,:]+}}: memref<2xf32>) {
// CHECK: func.return

// -----

// Two arguments may alias: instead of one dealloc of both (which needs the
// helper library when lowered), a chain: the second is freed unless it
// aliases the first; its ownership goes to the first otherwise.
func.func @chain(%m: memref<2xf32>, %n: memref<2xf32>, %c: i1, %d: i1) {
  bufferization.dealloc (%m, %n : memref<2xf32>, memref<2xf32>) if (%c, %d)
  return
}

// OURS-LABEL: func.func @chain
// OURS-SAME:  (%[[M:[^ ,:]+]]: memref<2xf32>, %[[N:[^ ,:]+]]: memref<2xf32>, %[[C:[^ ,:]+]]: i1, %[[D:[^ ,:]+]]: i1) {
// OURS: %[[V0:[^ ,:]+]] = bufferization.dealloc (%[[N]] : memref<2xf32>) if (%[[D]]) retain (%[[M]] : memref<2xf32>)
// OURS: %[[V1:[^ ,:]+]] = arith.ori %[[C]], %[[V0]] : i1
// OURS: bufferization.dealloc (%[[M]] : memref<2xf32>) if (%[[V1]])
// OURS: func.return

// MLIR-LABEL: func.func @chain
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: memref<2xf32>, %[[ARG1:[^ ,:]+]]: memref<2xf32>, %[[ARG2:[^ ,:]+]]: i1, %[[ARG3:[^ ,:]+]]: i1) {
// MLIR: bufferization.dealloc (%[[ARG0]], %[[ARG1]] : memref<2xf32>, memref<2xf32>) if (%[[ARG2]], %[[ARG3]])
// MLIR: func.return

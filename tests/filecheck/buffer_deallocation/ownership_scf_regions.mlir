// Region-branch ops (seed 002: ownership indicators forwarded through
// scf.yield operands, loop-carried values and op results). Nested regions
// never own what comes from outside (`false`); what they allocate and yield
// is passed out with its indicator, retained by their dealloc. The same CHECK
// lines run on MLIR 22's output.
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation | xdsl-opt --split-input-file | filecheck %s

// Seed 001's dealloc_test: the result owns the allocation of the then
// branch only.
func.func @if_alloc_or_arg(%c: i1, %m: memref<5xf32>, %idx: index) -> f32 {
  %0 = scf.if %c -> memref<5xf32> {
    %1 = memref.alloc() : memref<5xf32>
    scf.yield %1 : memref<5xf32>
  } else {
    scf.yield %m : memref<5xf32>
  }
  %r = memref.load %0[%idx] : memref<5xf32>
  return %r : f32
}

// CHECK-LABEL: func.func @if_alloc_or_arg
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[M:[^ ,:]+]]: memref<5xf32>, %[[IDX:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[V0:[^ ,:]+]], %[[V1:[^ ,:]+]] = scf.if %[[C]] -> (memref<5xf32>, i1) {
// CHECK: %[[V2:[^ ,:]+]] = memref.alloc() : memref<5xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V2]] : memref<5xf32> -> memref<f32>, index, index, index
// CHECK: %[[V6:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[V2]] : memref<5xf32>)
// CHECK: scf.yield %[[V2]], %[[V6]] : memref<5xf32>, i1
// CHECK: } else {
// CHECK: %[[V7:[^ ,:]+]] = bufferization.dealloc retain (%[[M]] : memref<5xf32>)
// CHECK: scf.yield %[[M]], %[[V7]] : memref<5xf32>, i1
// CHECK: %[[R:[^ ,:]+]] = memref.load %[[V0]][%[[IDX]]] : memref<5xf32>
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[M]] : memref<5xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<5xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V1]])
// CHECK: func.return %[[R]] : f32

// -----

// A temporary inside an scf.if without results is freed in its branch.
func.func @if_no_results(%c: i1, %idx: index, %f: f32) {
  scf.if %c {
    %a = memref.alloc() : memref<2xf32>
    memref.store %f, %a[%idx] : memref<2xf32>
  }
  return
}

// CHECK-LABEL: func.func @if_no_results
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[IDX:[^ ,:]+]]: index, %[[F:[^ ,:]+]]: f32) {
// CHECK: scf.if %[[C]] {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.store %[[F]], %[[A]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}})
// CHECK: func.return

// -----

// scf.for: the iteration argument gets an `i1` companion, `false` on entry.
func.func @for_carried(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %f: f32) {
  %r = scf.for %i = %lb to %ub step %step iter_args(%it = %buf) -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %it, %n : memref<2xf32> to memref<2xf32>
    scf.yield %n : memref<2xf32>
  }
  memref.store %f, %r[%lb] : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @for_carried
// CHECK-SAME:  (%[[LB:[^ ,:]+]]: index, %[[UB:[^ ,:]+]]: index, %[[STEP:[^ ,:]+]]: index, %[[BUF:[^ ,:]+]]: memref<2xf32>, %[[F:[^ ,:]+]]: f32) {
// CHECK: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.for %{{[^ ,:]+}} = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[IT:[^ ,:]+]] = %[[BUF]], %[[V1:[^ ,:]+]] = %{{false(_[0-9]+)?}}) -> (memref<2xf32>, i1) {
// CHECK: %[[N:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.copy %[[IT]], %[[N]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[IT]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[N]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V8:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V1]], %{{true(_[0-9]+)?}}) retain (%[[N]] : memref<2xf32>)
// CHECK: scf.yield %[[N]], %[[V8]] : memref<2xf32>, i1
// CHECK: memref.store %[[F]], %[[R]][%[[LB]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BUF]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V0]])
// CHECK: func.return

// -----

// Seed 000's loop_nested_if.
func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %1 = arith.cmpi eq, %i, %ub : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @loop_nested_if
// CHECK-SAME:  (%[[LB:[^ ,:]+]]: index, %[[UB:[^ ,:]+]]: index, %[[STEP:[^ ,:]+]]: index, %[[BUF:[^ ,:]+]]: memref<2xf32>, %[[RES:[^ ,:]+]]: memref<2xf32>) {
// CHECK: %[[V0:[^ ,:]+]], %[[V1:[^ ,:]+]] = scf.for %[[I:[^ ,:]+]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ITERBUF:[^ ,:]+]] = %[[BUF]], %[[V2:[^ ,:]+]] = %{{false(_[0-9]+)?}}) -> (memref<2xf32>, i1) {
// CHECK: %[[V3:[^ ,:]+]] = arith.cmpi eq, %[[I]], %[[UB]] : index
// CHECK: %[[V4:[^ ,:]+]], %[[V5:[^ ,:]+]] = scf.if %[[V3]] -> (memref<2xf32>, i1) {
// CHECK: %[[V6:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V6]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V10:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[V6]] : memref<2xf32>)
// CHECK: scf.yield %[[V6]], %[[V10]] : memref<2xf32>, i1
// CHECK: } else {
// CHECK: %[[V11:[^ ,:]+]] = bufferization.dealloc retain (%[[ITERBUF]] : memref<2xf32>)
// CHECK: scf.yield %[[ITERBUF]], %[[V11]] : memref<2xf32>, i1
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ITERBUF]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V4]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V18:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%[[V2]], %[[V5]]) retain (%[[V4]] : memref<2xf32>)
// CHECK: scf.yield %[[V4]], %[[V18]] : memref<2xf32>, i1
// CHECK: memref.copy %[[V0]], %[[RES]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BUF]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[RES]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_3]], %[[BASE_BUFFER_4]], %[[BASE_BUFFER_5]] : memref<f32>, memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %{{false(_[0-9]+)?}}, %[[V1]])
// CHECK: func.return

// -----

// scf.while: indicators go through scf.condition and both regions.
func.func @while_carried(%c: i1, %buf: memref<2xf32>, %f: f32, %idx: index) {
  %r = scf.while (%it = %buf) : (memref<2xf32>) -> memref<2xf32> {
    %n = memref.alloc() : memref<2xf32>
    memref.copy %it, %n : memref<2xf32> to memref<2xf32>
    scf.condition(%c) %n : memref<2xf32>
  } do {
  ^bb0(%x: memref<2xf32>):
    scf.yield %x : memref<2xf32>
  }
  memref.store %f, %r[%idx] : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @while_carried
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[BUF:[^ ,:]+]]: memref<2xf32>, %[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.while (%[[IT:[^ ,:]+]] = %[[BUF]], %[[V1:[^ ,:]+]] = %{{false(_[0-9]+)?}}) : (memref<2xf32>, i1) -> (memref<2xf32>, i1) {
// CHECK: %[[N:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.copy %[[IT]], %[[N]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[IT]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[N]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V8:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V1]], %{{true(_[0-9]+)?}}) retain (%[[N]] : memref<2xf32>)
// CHECK: scf.condition(%[[C]]) %[[N]], %[[V8]] : memref<2xf32>, i1
// CHECK: } do {
// CHECK: ^bb0(%[[X:[^ ,:]+]]: memref<2xf32>, %[[V9:[^ ,:]+]]: i1):
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[X]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V13:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_2]] : memref<f32>) if (%[[V9]]) retain (%[[X]] : memref<2xf32>)
// CHECK: scf.yield %[[X]], %[[V13]] : memref<2xf32>, i1
// CHECK: memref.store %[[F]], %[[R]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BUF]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_3]], %[[BASE_BUFFER_4]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V0]])
// CHECK: func.return

// -----

// scf.execute_region with several blocks (a cf.cond_br inside the region).
func.func @execute_region(%c: i1, %m: memref<2xf32>, %idx: index) -> f32 {
  %r = scf.execute_region -> memref<2xf32> no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  ^bb2:
    scf.yield %m : memref<2xf32>
  }
  %v = memref.load %r[%idx] : memref<2xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @execute_region
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[M:[^ ,:]+]]: memref<2xf32>, %[[IDX:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.execute_region -> (memref<2xf32>, i1) no_inline {
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc retain (%[[M]] : memref<2xf32>)
// CHECK: cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V5:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]] : memref<2xf32>)
// CHECK: scf.yield %[[A]], %[[V5]] : memref<2xf32>, i1
// CHECK: ^bb2:
// CHECK: %[[V6:[^ ,:]+]] = bufferization.dealloc retain (%[[M]] : memref<2xf32>)
// CHECK: scf.yield %[[M]], %[[V6]] : memref<2xf32>, i1
// CHECK: %[[V:[^ ,:]+]] = memref.load %[[R]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[M]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V0]])
// CHECK: func.return %[[V]] : f32

// -----

// scf.index_switch: one indicator per case.
func.func @index_switch(%i: index, %m: memref<4xf32>, %idx: index) -> f32 {
  %r = scf.index_switch %i -> memref<4xf32>
  case 0 {
    %a = memref.alloc() : memref<4xf32>
    scf.yield %a : memref<4xf32>
  }
  default {
    scf.yield %m : memref<4xf32>
  }
  %v = memref.load %r[%idx] : memref<4xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @index_switch
// CHECK-SAME:  (%[[I:[^ ,:]+]]: index, %[[M:[^ ,:]+]]: memref<4xf32>, %[[IDX:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.index_switch %[[I]] -> memref<4xf32>, i1
// CHECK: case 0 {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK: %[[V4:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]] : memref<4xf32>)
// CHECK: scf.yield %[[A]], %[[V4]] : memref<4xf32>, i1
// CHECK: default {
// CHECK: %[[V5:[^ ,:]+]] = bufferization.dealloc retain (%[[M]] : memref<4xf32>)
// CHECK: scf.yield %[[M]], %[[V5]] : memref<4xf32>, i1
// CHECK: %[[V:[^ ,:]+]] = memref.load %[[R]][%[[IDX]]] : memref<4xf32>
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[M]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%{{false(_[0-9]+)?}}, %[[V0]])
// CHECK: func.return %[[V]] : f32

// -----

// scf.forall: its body frees its temporaries before scf.forall.in_parallel.
func.func @forall(%out: memref<4xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (4) {
    %tmp = memref.alloc() : memref<1xf32>
    memref.store %f, %tmp[%c0] : memref<1xf32>
    %v = memref.load %tmp[%c0] : memref<1xf32>
    memref.store %v, %out[%i] : memref<4xf32>
  }
  return
}

// CHECK-LABEL: func.func @forall
// CHECK-SAME:  (%[[OUT:[^ ,:]+]]: memref<4xf32>, %[[F:[^ ,:]+]]: f32) {
// CHECK: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// CHECK: scf.forall (%[[I:[^ ,:]+]]) in (4) {
// CHECK: %[[TMP:[^ ,:]+]] = memref.alloc() : memref<1xf32>
// CHECK: memref.store %[[F]], %[[TMP]][%[[C0]]] : memref<1xf32>
// CHECK: %[[V:[^ ,:]+]] = memref.load %[[TMP]][%[[C0]]] : memref<1xf32>
// CHECK: memref.store %[[V]], %[[OUT]][%[[I]]] : memref<4xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[TMP]] : memref<1xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}})
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[OUT]] : memref<4xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%{{false(_[0-9]+)?}})
// CHECK: func.return

// -----

// scf.parallel and scf.reduce: the reduction region frees its temporary
// before scf.reduce.return (seed 001).
func.func @parallel_reduce(%buffer: memref<100xf32>) -> f32 {
  %init = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%iv) = (%c0) to (%c1) step (%c1) init (%init) -> f32 {
    %elem = memref.load %buffer[%iv] : memref<100xf32>
    scf.reduce(%elem : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %alloc = memref.alloc() : memref<2xf32>
      memref.store %lhs, %alloc[%c0] : memref<2xf32>
      %0 = memref.load %alloc[%c0] : memref<2xf32>
      %res = arith.addf %0, %rhs : f32
      scf.reduce.return %res : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @parallel_reduce
// CHECK-SAME:  (%[[BUFFER:[^ ,:]+]]: memref<100xf32>) -> f32 {
// CHECK: %[[INIT:[^ ,:]+]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// CHECK: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// CHECK: %[[R:[^ ,:]+]] = scf.parallel (%[[IV:[^ ,:]+]]) = (%[[C0]]) to (%[[C1]]) step (%[[C1]]) init (%[[INIT]]) -> f32 {
// CHECK: %[[ELEM:[^ ,:]+]] = memref.load %[[BUFFER]][%[[IV]]] : memref<100xf32>
// CHECK: scf.reduce(%[[ELEM]] : f32) {
// CHECK: ^bb0(%[[LHS:[^ ,:]+]]: f32, %[[RHS:[^ ,:]+]]: f32):
// CHECK: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.store %[[LHS]], %[[ALLOC]][%[[C0]]] : memref<2xf32>
// CHECK: %[[V0:[^ ,:]+]] = memref.load %[[ALLOC]][%[[C0]]] : memref<2xf32>
// CHECK: %[[RES:[^ ,:]+]] = arith.addf %[[V0]], %[[RHS]] : f32
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ALLOC]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}})
// CHECK: scf.reduce.return %[[RES]] : f32
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BUFFER]] : memref<100xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%{{false(_[0-9]+)?}})
// CHECK: func.return %[[R]] : f32

// buffer-deallocation-pipeline on the seeds' examples: deallocations
// inserted, simplified and lowered to memref.dealloc. MLIR 22's output is
// checked with the same lines where it agrees, with MLIR lines otherwise
// (typically runtime alias checks or the helper library where ours has
// none). tests/dealloc_programs runs such programs and compares costs.
// RUN: xdsl-opt %s --split-input-file -p buffer-deallocation-pipeline | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-opt %s --split-input-file -buffer-deallocation-pipeline | xdsl-opt --split-input-file | filecheck %s --check-prefixes=CHECK,MLIR

// Seed 001's dealloc_test: the result of the scf.if is freed when the
// allocation was taken.
func.func @dealloc_test(%c: i1, %m: memref<5xf32>, %idx: index, %f: f32) -> f32 {
  %0 = scf.if %c -> memref<5xf32> {
    %1 = memref.alloc() : memref<5xf32>
    linalg.fill ins(%f: f32) outs(%1 : memref<5xf32>)
    scf.yield %1 : memref<5xf32>
  } else {
    scf.yield %m : memref<5xf32>
  }
  %r = memref.load %0[%idx] : memref<5xf32>
  return %r : f32
}

// CHECK-LABEL: func.func @dealloc_test
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[M:[^ ,:]+]]: memref<5xf32>, %[[IDX:[^ ,:]+]]: index, %[[F:[^ ,:]+]]: f32) -> f32 {
// CHECK: %[[V0:[^ ,:]+]] = scf.if %[[C]] -> (memref<5xf32>) {
// CHECK: %[[V1:[^ ,:]+]] = memref.alloc() : memref<5xf32>
// CHECK: linalg.fill ins(%[[F]] : f32) outs(%[[V1]] : memref<5xf32>)
// CHECK: scf.yield %[[V1]] : memref<5xf32>
// CHECK: } else {
// CHECK: scf.yield %[[M]] : memref<5xf32>
// CHECK: %[[R:[^ ,:]+]] = memref.load %[[V0]][%[[IDX]]] : memref<5xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<5xf32> -> memref<f32>, index, index, index
// CHECK: scf.if %[[C]] {
// CHECK: memref.dealloc %[[BASE_BUFFER]] : memref<f32>
// CHECK: func.return %[[R]] : f32

// -----

// Seed 004's condBranch: the join block frees its argument when it came
// from ^bb2.
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  memref.copy %arg1, %arg2 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  memref.copy %arg1, %0 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

// CHECK-LABEL: func.func @condBranch
// CHECK-SAME:  (%[[ARG0:[^ ,:]+]]: i1, %[[ARG1:[^ ,:]+]]: memref<2xf32>, %[[ARG2:[^ ,:]+]]: memref<2xf32>) {
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: memref.copy %[[ARG1]], %[[ARG2]] : memref<2xf32> to memref<2xf32>
// CHECK: cf.br ^bb3(%[[ARG1]], %{{false(_[0-9]+)?}} : memref<2xf32>, i1)
// CHECK: ^bb2:
// CHECK: %[[V0:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.copy %[[ARG1]], %[[V0]] : memref<2xf32> to memref<2xf32>
// CHECK: cf.br ^bb3(%[[V0]], %{{true(_[0-9]+)?}} : memref<2xf32>, i1)
// CHECK: ^bb3(%[[V1:[^ ,:]+]]: memref<2xf32>, %[[V2:[^ ,:]+]]: i1):
// CHECK: memref.copy %[[V1]], %[[ARG2]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V1]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: scf.if %[[V2]] {
// CHECK: memref.dealloc %[[BASE_BUFFER]] : memref<f32>
// CHECK: func.return

// -----

// Seed 002's example: MLIR's canonicalizer turns the cond_br to one block
// into an arith.select; the allocation is freed at the end.
func.func @example(%memref: memref<?xi8>, %select_cond: i1, %br_cond: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xi8>
  %alloca = memref.alloca(%n) : memref<?xi8>
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xi8>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xi8>), ^bb1(%memref : memref<?xi8>)
^bb1(%bbarg: memref<?xi8>):
  memref.copy %bbarg, %select : memref<?xi8> to memref<?xi8>
  return
}

// CHECK-LABEL: func.func @example
// CHECK-SAME:  (%[[MEMREF:[^ ,:]+]]: memref<?xi8>, %[[SELECT_COND:[^ ,:]+]]: i1, %[[BR_COND:[^ ,:]+]]: i1, %[[N:[^ ,:]+]]: index) {
// CHECK: %[[ALLOC:[^ ,:]+]] = memref.alloc(%[[N]]) : memref<?xi8>
// CHECK: %[[ALLOCA:[^ ,:]+]] = memref.alloca(%[[N]]) : memref<?xi8>
// CHECK: %[[SELECT:[^ ,:]+]] = arith.select %[[SELECT_COND]], %[[ALLOC]], %[[ALLOCA]] : memref<?xi8>
// CHECK: %[[BBARG:[^ ,:]+]] = arith.select %[[BR_COND]], %[[ALLOC]], %[[MEMREF]] : memref<?xi8>
// CHECK: memref.copy %[[BBARG]], %[[SELECT]] : memref<?xi8> to memref<?xi8>
// CHECK: memref.dealloc %[[ALLOC]] : memref<?xi8>
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

// OURS-LABEL: func.func @loop_nested_if
// OURS-SAME:  (%[[LB:[^ ,:]+]]: index, %[[UB:[^ ,:]+]]: index, %[[STEP:[^ ,:]+]]: index, %[[BUF:[^ ,:]+]]: memref<2xf32>, %[[RES:[^ ,:]+]]: memref<2xf32>) {
// OURS: %[[V0:[^ ,:]+]], %[[V1:[^ ,:]+]] = scf.for %[[I:[^ ,:]+]] = %[[LB]] to %[[UB]] step %[[STEP]] iter_args(%[[ITERBUF:[^ ,:]+]] = %[[BUF]], %[[V2:[^ ,:]+]] = %{{false(_[0-9]+)?}}) -> (memref<2xf32>, i1) {
// OURS: %[[V3:[^ ,:]+]] = arith.cmpi eq, %[[I]], %[[UB]] : index
// OURS: %[[V4:[^ ,:]+]] = scf.if %[[V3]] -> (memref<2xf32>) {
// OURS: %[[V5:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: scf.yield %[[V5]] : memref<2xf32>
// OURS: } else {
// OURS: scf.yield %[[ITERBUF]] : memref<2xf32>
// OURS: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ITERBUF]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: %[[V9:[^ ,:]+]] = arith.cmpi ne, %[[I]], %[[UB]] : index
// OURS: %[[V10:[^ ,:]+]] = arith.andi %[[V2]], %[[V3]] : i1
// OURS: %[[V11:[^ ,:]+]] = arith.andi %[[V2]], %[[V9]] : i1
// OURS: scf.if %[[V10]] {
// OURS: memref.dealloc %[[BASE_BUFFER]] : memref<f32>
// OURS: %[[V12:[^ ,:]+]] = arith.ori %[[V11]], %[[V3]] : i1
// OURS: scf.yield %[[V4]], %[[V12]] : memref<2xf32>, i1
// OURS: memref.copy %[[V0]], %[[RES]] : memref<2xf32> to memref<2xf32>
// OURS: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<2xf32> -> memref<f32>, index, index, index
// OURS: scf.if %[[V1]] {
// OURS: memref.dealloc %[[BASE_BUFFER_1]] : memref<f32>
// OURS: func.return

// MLIR-LABEL: func.func @loop_nested_if
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: index, %[[ARG1:[^ ,:]+]]: index, %[[ARG2:[^ ,:]+]]: index, %[[ARG3:[^ ,:]+]]: memref<2xf32>, %[[ARG4:[^ ,:]+]]: memref<2xf32>) {
// MLIR: %[[V0:[^ ,:]+]], %[[V1:[^ ,:]+]] = scf.for %[[ARG5:[^ ,:]+]] = %[[ARG0]] to %[[ARG1]] step %[[ARG2]] iter_args(%[[ARG6:[^ ,:]+]] = %[[ARG3]], %[[ARG7:[^ ,:]+]] = %{{false(_[0-9]+)?}}) -> (memref<2xf32>, i1) {
// MLIR: %[[V2:[^ ,:]+]] = arith.cmpi eq, %[[ARG5]], %[[ARG1]] : index
// MLIR: %[[V3:[^ ,:]+]] = scf.if %[[V2]] -> (memref<2xf32>) {
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: scf.yield %[[ALLOC]] : memref<2xf32>
// MLIR: } else {
// MLIR: scf.yield %[[ARG6]] : memref<2xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG6]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: %[[INTPTR:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[BASE_BUFFER]] : memref<f32> -> index
// MLIR: %[[INTPTR_1:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[V3]] : memref<2xf32> -> index
// MLIR: %[[V4:[^ ,:]+]] = arith.cmpi ne, %[[INTPTR]], %[[INTPTR_1]] : index
// MLIR: %[[V5:[^ ,:]+]] = arith.andi %[[V4]], %[[ARG7]] : i1
// MLIR: scf.if %[[V5]] {
// MLIR: memref.dealloc %[[BASE_BUFFER]] : memref<f32>
// MLIR: %[[V6:[^ ,:]+]] = arith.cmpi eq, %[[INTPTR]], %[[INTPTR_1]] : index
// MLIR: %[[V7:[^ ,:]+]] = arith.andi %[[V6]], %[[ARG7]] : i1
// MLIR: %[[V8:[^ ,:]+]] = arith.ori %[[V7]], %[[V2]] : i1
// MLIR: scf.yield %[[V3]], %[[V8]] : memref<2xf32>, i1
// MLIR: memref.copy %[[V0]], %[[ARG4]] : memref<2xf32> to memref<2xf32>
// MLIR: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V0]] : memref<2xf32> -> memref<f32>, index, index, index
// MLIR: scf.if %[[V1]] {
// MLIR: memref.dealloc %[[BASE_BUFFER_1]] : memref<f32>
// MLIR: func.return

// -----

// Seed 000's inner_region_control_flow_div (with scf.if): the result is
// returned owned in both cases; MLIR clones the outer allocation.
func.func @inner_region_control_flow_div(%arg0: index, %arg1: index) -> memref<?x?xf32> {
  %0 = memref.alloc(%arg0, %arg0) : memref<?x?xf32>
  %c = arith.cmpi ult, %arg0, %arg1 : index
  %1 = scf.if %c -> (memref<?x?xf32>) {
    scf.yield %0 : memref<?x?xf32>
  } else {
    %2 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
    scf.yield %2 : memref<?x?xf32>
  }
  return %1 : memref<?x?xf32>
}

// OURS-LABEL: func.func @inner_region_control_flow_div
// OURS-SAME:  (%[[ARG0:[^ ,:]+]]: index, %[[ARG1:[^ ,:]+]]: index) -> memref<?x?xf32> {
// OURS: %[[V0:[^ ,:]+]] = memref.alloc(%[[ARG0]], %[[ARG0]]) : memref<?x?xf32>
// OURS: %[[C:[^ ,:]+]] = arith.cmpi ult, %[[ARG0]], %[[ARG1]] : index
// OURS: %[[V1:[^ ,:]+]] = scf.if %[[C]] -> (memref<?x?xf32>) {
// OURS: scf.yield %[[V0]] : memref<?x?xf32>
// OURS: } else {
// OURS: %[[V2:[^ ,:]+]] = memref.alloc(%[[ARG0]], %[[ARG1]]) : memref<?x?xf32>
// OURS: scf.yield %[[V2]] : memref<?x?xf32>
// OURS: %[[V3:[^ ,:]+]] = arith.cmpi uge, %[[ARG0]], %[[ARG1]] : index
// OURS: scf.if %[[V3]] {
// OURS: memref.dealloc %[[V0]] : memref<?x?xf32>
// OURS: func.return %[[V1]] : memref<?x?xf32>

// MLIR-LABEL: func.func @inner_region_control_flow_div
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: index, %[[ARG1:[^ ,:]+]]: index) -> memref<?x?xf32> {
// MLIR: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// MLIR: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc(%[[ARG0]], %[[ARG0]]) : memref<?x?xf32>
// MLIR: %[[V0:[^ ,:]+]] = arith.cmpi ult, %[[ARG0]], %[[ARG1]] : index
// MLIR: %[[V1:[^ ,:]+]] = arith.cmpi uge, %[[ARG0]], %[[ARG1]] : index
// MLIR: %[[V2:[^ ,:]+]] = scf.if %[[V0]] -> (memref<?x?xf32>) {
// MLIR: scf.yield %[[ALLOC]] : memref<?x?xf32>
// MLIR: } else {
// MLIR: %[[ALLOC_1:[^ ,:]+]] = memref.alloc(%[[ARG0]], %[[ARG1]]) : memref<?x?xf32>
// MLIR: scf.yield %[[ALLOC_1]] : memref<?x?xf32>
// MLIR: %[[V3:[^ ,:]+]] = scf.if %[[V1]] -> (memref<?x?xf32>) {
// MLIR: scf.yield %[[V2]] : memref<?x?xf32>
// MLIR: } else {
// MLIR: %[[V4:[^ ,:]+]] = bufferization.clone %[[V2]] : memref<?x?xf32> to memref<?x?xf32>
// MLIR: scf.yield %[[V4]] : memref<?x?xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V2]] : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// MLIR: %[[ALLOC_2:[^ ,:]+]] = memref.alloc() : memref<2xindex>
// MLIR: %[[ALLOC_3:[^ ,:]+]] = memref.alloc() : memref<2xi1>
// MLIR: %[[ALLOC_4:[^ ,:]+]] = memref.alloc() : memref<1xindex>
// MLIR: %[[INTPTR:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[ALLOC]] : memref<?x?xf32> -> index
// MLIR: memref.store %[[INTPTR]], %[[ALLOC_2]][%[[C0]]] : memref<2xindex>
// MLIR: %[[INTPTR_1:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[BASE_BUFFER]] : memref<f32> -> index
// MLIR: memref.store %[[INTPTR_1]], %[[ALLOC_2]][%[[C1]]] : memref<2xindex>
// MLIR: memref.store %{{true(_[0-9]+)?}}, %[[ALLOC_3]][%[[C0]]] : memref<2xi1>
// MLIR: memref.store %[[V1]], %[[ALLOC_3]][%[[C1]]] : memref<2xi1>
// MLIR: %[[INTPTR_2:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[V3]] : memref<?x?xf32> -> index
// MLIR: memref.store %[[INTPTR_2]], %[[ALLOC_4]][%[[C0]]] : memref<1xindex>
// MLIR: %[[CAST:[^ ,:]+]] = memref.cast %[[ALLOC_2]] : memref<2xindex> to memref<?xindex>
// MLIR: %[[CAST_1:[^ ,:]+]] = memref.cast %[[ALLOC_3]] : memref<2xi1> to memref<?xi1>
// MLIR: %[[CAST_2:[^ ,:]+]] = memref.cast %[[ALLOC_4]] : memref<1xindex> to memref<?xindex>
// MLIR: %[[ALLOC_5:[^ ,:]+]] = memref.alloc() : memref<2xi1>
// MLIR: %[[ALLOC_6:[^ ,:]+]] = memref.alloc() : memref<1xi1>
// MLIR: %[[CAST_3:[^ ,:]+]] = memref.cast %[[ALLOC_5]] : memref<2xi1> to memref<?xi1>
// MLIR: %[[CAST_4:[^ ,:]+]] = memref.cast %[[ALLOC_6]] : memref<1xi1> to memref<?xi1>
// MLIR: func.call @dealloc_helper(%[[CAST]], %[[CAST_2]], %[[CAST_1]], %[[CAST_3]], %[[CAST_4]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// MLIR: %[[V5:[^ ,:]+]] = memref.load %[[ALLOC_5]][%[[C0]]] : memref<2xi1>
// MLIR: scf.if %[[V5]] {
// MLIR: memref.dealloc %[[ALLOC]] : memref<?x?xf32>
// MLIR: %[[V6:[^ ,:]+]] = memref.load %[[ALLOC_5]][%[[C1]]] : memref<2xi1>
// MLIR: scf.if %[[V6]] {
// MLIR: memref.dealloc %[[BASE_BUFFER]] : memref<f32>
// MLIR: memref.dealloc %[[ALLOC_2]] : memref<2xindex>
// MLIR: memref.dealloc %[[ALLOC_4]] : memref<1xindex>
// MLIR: memref.dealloc %[[ALLOC_3]] : memref<2xi1>
// MLIR: memref.dealloc %[[ALLOC_5]] : memref<2xi1>
// MLIR: memref.dealloc %[[ALLOC_6]] : memref<1xi1>
// MLIR: func.return %[[V3]] : memref<?x?xf32>
// MLIR-LABEL: func.func private @dealloc_helper
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: memref<?xindex>, %[[ARG1:[^ ,:]+]]: memref<?xindex>, %[[ARG2:[^ ,:]+]]: memref<?xi1>, %[[ARG3:[^ ,:]+]]: memref<?xi1>, %[[ARG4:[^ ,:]+]]: memref<?xi1>) {
// MLIR: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// MLIR: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// MLIR: %[[DIM:[^ ,:]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xindex>
// MLIR: %[[DIM_1:[^ ,:]+]] = memref.dim %[[ARG1]], %[[C0]] : memref<?xindex>
// MLIR: scf.for %[[ARG5:[^ ,:]+]] = %[[C0]] to %[[DIM_1]] step %[[C1]] {
// MLIR: memref.store %{{false(_[0-9]+)?}}, %[[ARG4]][%[[ARG5]]] : memref<?xi1>
// MLIR: scf.for %[[ARG5_1:[^ ,:]+]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// MLIR: %[[V0:[^ ,:]+]] = memref.load %[[ARG0]][%[[ARG5_1]]] : memref<?xindex>
// MLIR: %[[V1:[^ ,:]+]] = memref.load %[[ARG2]][%[[ARG5_1]]] : memref<?xi1>
// MLIR: %[[V2:[^ ,:]+]] = scf.for %[[ARG6:[^ ,:]+]] = %[[C0]] to %[[DIM_1]] step %[[C1]] iter_args(%[[ARG7:[^ ,:]+]] = %{{true(_[0-9]+)?}}) -> (i1) {
// MLIR: %[[V3:[^ ,:]+]] = memref.load %[[ARG1]][%[[ARG6]]] : memref<?xindex>
// MLIR: %[[V4:[^ ,:]+]] = arith.cmpi eq, %[[V3]], %[[V0]] : index
// MLIR: scf.if %[[V4]] {
// MLIR: %[[V5:[^ ,:]+]] = memref.load %[[ARG4]][%[[ARG6]]] : memref<?xi1>
// MLIR: %[[V6:[^ ,:]+]] = arith.ori %[[V5]], %[[V1]] : i1
// MLIR: memref.store %[[V6]], %[[ARG4]][%[[ARG6]]] : memref<?xi1>
// MLIR: %[[V7:[^ ,:]+]] = arith.cmpi ne, %[[V3]], %[[V0]] : index
// MLIR: %[[V8:[^ ,:]+]] = arith.andi %[[ARG7]], %[[V7]] : i1
// MLIR: scf.yield %[[V8]] : i1
// MLIR: %[[V9:[^ ,:]+]] = scf.for %[[ARG6_1:[^ ,:]+]] = %[[C0]] to %[[ARG5_1]] step %[[C1]] iter_args(%[[ARG7_1:[^ ,:]+]] = %[[V2]]) -> (i1) {
// MLIR: %[[V10:[^ ,:]+]] = memref.load %[[ARG0]][%[[ARG6_1]]] : memref<?xindex>
// MLIR: %[[V11:[^ ,:]+]] = arith.cmpi ne, %[[V10]], %[[V0]] : index
// MLIR: %[[V12:[^ ,:]+]] = arith.andi %[[ARG7_1]], %[[V11]] : i1
// MLIR: scf.yield %[[V12]] : i1
// MLIR: %[[V13:[^ ,:]+]] = arith.andi %[[V9]], %[[V1]] : i1
// MLIR: memref.store %[[V13]], %[[ARG3]][%[[ARG5_1]]] : memref<?xi1>
// MLIR: func.return

// -----

// memref.realloc is expanded first (without deallocation of the old
// buffer), then deallocated like the rest.
func.func @realloc(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

// OURS-LABEL: func.func @realloc
// OURS-SAME:  (%[[N:[^ ,:]+]]: index) -> memref<?xf32> {
// OURS: %[[C2:[^ ,:]+]] = arith.constant 2 : index
// OURS: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// OURS: %[[V0:[^ ,:]+]] = arith.cmpi ugt, %[[N]], %[[C2]] : index
// OURS: %[[B:[^ ,:]+]] = scf.if %[[V0]] -> (memref<?xf32>) {
// OURS: %[[ALLOC:[^ ,:]+]] = memref.alloc(%[[N]]) : memref<?xf32>
// OURS: %[[SUBVIEW:[^ ,:]+]] = memref.subview %[[ALLOC]][0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// OURS: memref.copy %[[A]], %[[SUBVIEW]] : memref<2xf32> to memref<2xf32, strided<[1]>>
// OURS: memref.dealloc %[[A]] : memref<2xf32>
// OURS: scf.yield %[[ALLOC]] : memref<?xf32>
// OURS: } else {
// OURS: %[[REINTERPRET_CAST:[^ ,:]+]] = memref.reinterpret_cast %[[A]] to offset: [0], sizes: [%[[N]]], strides: [1] : memref<2xf32> to memref<?xf32>
// OURS: scf.yield %[[REINTERPRET_CAST]] : memref<?xf32>
// OURS: func.return %[[B]] : memref<?xf32>

// MLIR-LABEL: func.func @realloc
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: index) -> memref<?xf32> {
// MLIR: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// MLIR: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// MLIR: %[[C2:[^ ,:]+]] = arith.constant 2 : index
// MLIR: %[[ALLOC:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// MLIR: %[[V0:[^ ,:]+]] = arith.cmpi ugt, %[[ARG0]], %[[C2]] : index
// MLIR: %[[V1:[^ ,:]+]], %[[V2:[^ ,:]+]] = scf.if %[[V0]] -> (memref<?xf32>, memref<?xf32>) {
// MLIR: %[[ALLOC_1:[^ ,:]+]] = memref.alloc(%[[ARG0]]) : memref<?xf32>
// MLIR: %[[SUBVIEW:[^ ,:]+]] = memref.subview %[[ALLOC_1]][0] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1]>>
// MLIR: memref.copy %[[ALLOC]], %[[SUBVIEW]] : memref<2xf32> to memref<2xf32, strided<[1]>>
// MLIR: scf.yield %[[ALLOC_1]], %[[ALLOC_1]] : memref<?xf32>, memref<?xf32>
// MLIR: } else {
// MLIR: %[[REINTERPRET_CAST:[^ ,:]+]] = memref.reinterpret_cast %[[ALLOC]] to offset: [0], sizes: [%[[ARG0]]], strides: [1] : memref<2xf32> to memref<?xf32>
// MLIR: %[[V3:[^ ,:]+]] = bufferization.clone %[[REINTERPRET_CAST]] : memref<?xf32> to memref<?xf32>
// MLIR: scf.yield %[[REINTERPRET_CAST]], %[[V3]] : memref<?xf32>, memref<?xf32>
// MLIR: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V1]] : memref<?xf32> -> memref<f32>, index, index, index
// MLIR: %[[ALLOC_2:[^ ,:]+]] = memref.alloc() : memref<2xindex>
// MLIR: %[[ALLOC_3:[^ ,:]+]] = memref.alloc() : memref<2xi1>
// MLIR: %[[ALLOC_4:[^ ,:]+]] = memref.alloc() : memref<1xindex>
// MLIR: %[[INTPTR:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[ALLOC]] : memref<2xf32> -> index
// MLIR: memref.store %[[INTPTR]], %[[ALLOC_2]][%[[C0]]] : memref<2xindex>
// MLIR: %[[INTPTR_1:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[BASE_BUFFER]] : memref<f32> -> index
// MLIR: memref.store %[[INTPTR_1]], %[[ALLOC_2]][%[[C1]]] : memref<2xindex>
// MLIR: memref.store %{{true(_[0-9]+)?}}, %[[ALLOC_3]][%[[C0]]] : memref<2xi1>
// MLIR: memref.store %[[V0]], %[[ALLOC_3]][%[[C1]]] : memref<2xi1>
// MLIR: %[[INTPTR_2:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[V2]] : memref<?xf32> -> index
// MLIR: memref.store %[[INTPTR_2]], %[[ALLOC_4]][%[[C0]]] : memref<1xindex>
// MLIR: %[[CAST:[^ ,:]+]] = memref.cast %[[ALLOC_2]] : memref<2xindex> to memref<?xindex>
// MLIR: %[[CAST_1:[^ ,:]+]] = memref.cast %[[ALLOC_3]] : memref<2xi1> to memref<?xi1>
// MLIR: %[[CAST_2:[^ ,:]+]] = memref.cast %[[ALLOC_4]] : memref<1xindex> to memref<?xindex>
// MLIR: %[[ALLOC_5:[^ ,:]+]] = memref.alloc() : memref<2xi1>
// MLIR: %[[ALLOC_6:[^ ,:]+]] = memref.alloc() : memref<1xi1>
// MLIR: %[[CAST_3:[^ ,:]+]] = memref.cast %[[ALLOC_5]] : memref<2xi1> to memref<?xi1>
// MLIR: %[[CAST_4:[^ ,:]+]] = memref.cast %[[ALLOC_6]] : memref<1xi1> to memref<?xi1>
// MLIR: func.call @dealloc_helper(%[[CAST]], %[[CAST_2]], %[[CAST_1]], %[[CAST_3]], %[[CAST_4]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// MLIR: %[[V4:[^ ,:]+]] = memref.load %[[ALLOC_5]][%[[C0]]] : memref<2xi1>
// MLIR: scf.if %[[V4]] {
// MLIR: memref.dealloc %[[ALLOC]] : memref<2xf32>
// MLIR: %[[V5:[^ ,:]+]] = memref.load %[[ALLOC_5]][%[[C1]]] : memref<2xi1>
// MLIR: scf.if %[[V5]] {
// MLIR: memref.dealloc %[[BASE_BUFFER]] : memref<f32>
// MLIR: memref.dealloc %[[ALLOC_2]] : memref<2xindex>
// MLIR: memref.dealloc %[[ALLOC_4]] : memref<1xindex>
// MLIR: memref.dealloc %[[ALLOC_3]] : memref<2xi1>
// MLIR: memref.dealloc %[[ALLOC_5]] : memref<2xi1>
// MLIR: memref.dealloc %[[ALLOC_6]] : memref<1xi1>
// MLIR: func.return %[[V2]] : memref<?xf32>
// MLIR-LABEL: func.func private @dealloc_helper
// MLIR-SAME:  (%[[ARG0:[^ ,:]+]]: memref<?xindex>, %[[ARG1:[^ ,:]+]]: memref<?xindex>, %[[ARG2:[^ ,:]+]]: memref<?xi1>, %[[ARG3:[^ ,:]+]]: memref<?xi1>, %[[ARG4:[^ ,:]+]]: memref<?xi1>) {
// MLIR: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// MLIR: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// MLIR: %[[DIM:[^ ,:]+]] = memref.dim %[[ARG0]], %[[C0]] : memref<?xindex>
// MLIR: %[[DIM_1:[^ ,:]+]] = memref.dim %[[ARG1]], %[[C0]] : memref<?xindex>
// MLIR: scf.for %[[ARG5:[^ ,:]+]] = %[[C0]] to %[[DIM_1]] step %[[C1]] {
// MLIR: memref.store %{{false(_[0-9]+)?}}, %[[ARG4]][%[[ARG5]]] : memref<?xi1>
// MLIR: scf.for %[[ARG5_1:[^ ,:]+]] = %[[C0]] to %[[DIM]] step %[[C1]] {
// MLIR: %[[V0:[^ ,:]+]] = memref.load %[[ARG0]][%[[ARG5_1]]] : memref<?xindex>
// MLIR: %[[V1:[^ ,:]+]] = memref.load %[[ARG2]][%[[ARG5_1]]] : memref<?xi1>
// MLIR: %[[V2:[^ ,:]+]] = scf.for %[[ARG6:[^ ,:]+]] = %[[C0]] to %[[DIM_1]] step %[[C1]] iter_args(%[[ARG7:[^ ,:]+]] = %{{true(_[0-9]+)?}}) -> (i1) {
// MLIR: %[[V3:[^ ,:]+]] = memref.load %[[ARG1]][%[[ARG6]]] : memref<?xindex>
// MLIR: %[[V4:[^ ,:]+]] = arith.cmpi eq, %[[V3]], %[[V0]] : index
// MLIR: scf.if %[[V4]] {
// MLIR: %[[V5:[^ ,:]+]] = memref.load %[[ARG4]][%[[ARG6]]] : memref<?xi1>
// MLIR: %[[V6:[^ ,:]+]] = arith.ori %[[V5]], %[[V1]] : i1
// MLIR: memref.store %[[V6]], %[[ARG4]][%[[ARG6]]] : memref<?xi1>
// MLIR: %[[V7:[^ ,:]+]] = arith.cmpi ne, %[[V3]], %[[V0]] : index
// MLIR: %[[V8:[^ ,:]+]] = arith.andi %[[ARG7]], %[[V7]] : i1
// MLIR: scf.yield %[[V8]] : i1
// MLIR: %[[V9:[^ ,:]+]] = scf.for %[[ARG6_1:[^ ,:]+]] = %[[C0]] to %[[ARG5_1]] step %[[C1]] iter_args(%[[ARG7_1:[^ ,:]+]] = %[[V2]]) -> (i1) {
// MLIR: %[[V10:[^ ,:]+]] = memref.load %[[ARG0]][%[[ARG6_1]]] : memref<?xindex>
// MLIR: %[[V11:[^ ,:]+]] = arith.cmpi ne, %[[V10]], %[[V0]] : index
// MLIR: %[[V12:[^ ,:]+]] = arith.andi %[[ARG7_1]], %[[V11]] : i1
// MLIR: scf.yield %[[V12]] : i1
// MLIR: %[[V13:[^ ,:]+]] = arith.andi %[[V9]], %[[V1]] : i1
// MLIR: memref.store %[[V13]], %[[ARG3]][%[[ARG5_1]]] : memref<?xi1>
// MLIR: func.return

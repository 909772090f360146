// Unstructured control flow: a dealloc before every branch; memrefs passed
// to a block get an `i1` block argument with their indicator; cf.cond_br
// gets one dealloc per successor, conditions conjoined with the branch
// condition, and merges the indicators of values retained by both (seed 002).
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s
// RUN: %mlir-opt %s --split-input-file -ownership-based-buffer-deallocation | xdsl-opt --split-input-file | filecheck %s

// cf.br forwarding an allocation: the successor owns it through its new
// `i1` argument.
func.func @branch(%f: f32, %idx: index) {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  memref.store %f, %x[%idx] : memref<2xf32>
  return
}

// CHECK-LABEL: func.func @branch
// CHECK-SAME:  (%[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V3:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]] : memref<2xf32>)
// CHECK: cf.br ^bb1(%[[A]], %[[V3]] : memref<2xf32>, i1)
// CHECK: ^bb1(%[[X:[^ ,:]+]]: memref<2xf32>, %[[V4:[^ ,:]+]]: i1):
// CHECK: memref.store %[[F]], %[[X]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[X]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V4]])
// CHECK: func.return

// -----

// Seed 004's condBranch diamond: ^bb3 receives the argument (not owned) or a
// new allocation (owned).
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
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V6:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V7:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V8:[^ ,:]+]], %[[V9:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V6]], %[[V7]]) retain (%[[ARG1]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
// CHECK: %[[V10:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V11:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V10]] : i1
// CHECK: %[[V12:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V13:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V12]] : i1
// CHECK: %[[V14:[^ ,:]+]], %[[V15:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V11]], %[[V13]]) retain (%[[ARG1]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
// CHECK: %[[V16:[^ ,:]+]] = arith.select %[[ARG0]], %[[V8]], %[[V14]] : i1
// CHECK: %[[V17:[^ ,:]+]] = arith.select %[[ARG0]], %[[V9]], %[[V15]] : i1
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: memref.copy %[[ARG1]], %[[ARG2]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V24:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%[[V16]], %[[V17]]) retain (%[[ARG1]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
// CHECK: cf.br ^bb3(%[[ARG1]], %[[V24]] : memref<2xf32>, i1)
// CHECK: ^bb2:
// CHECK: %[[V26:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.copy %[[ARG1]], %[[V26]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_6:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V26]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V36:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_4]], %[[BASE_BUFFER_5]], %[[BASE_BUFFER_6]] : memref<f32>, memref<f32>, memref<f32>) if (%[[V16]], %[[V17]], %{{true(_[0-9]+)?}}) retain (%[[V26]], %[[ARG2]] : memref<2xf32>, memref<2xf32>)
// CHECK: cf.br ^bb3(%[[V26]], %[[V36]] : memref<2xf32>, i1)
// CHECK: ^bb3(%[[V38:[^ ,:]+]]: memref<2xf32>, %[[V39:[^ ,:]+]]: i1):
// CHECK: memref.copy %[[V38]], %[[ARG2]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER_7:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_8:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V38]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_7]], %[[BASE_BUFFER_8]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V39]])
// CHECK: func.return

// -----

// Seed 000's condBranchDynamicType: a dynamically sized allocation in one
// branch.
func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @condBranchDynamicType
// CHECK-SAME:  (%[[ARG0:[^ ,:]+]]: i1, %[[ARG1:[^ ,:]+]]: memref<?xf32>, %[[ARG2:[^ ,:]+]]: memref<?xf32>, %[[ARG3:[^ ,:]+]]: index) {
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V6:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V7:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V8:[^ ,:]+]], %[[V9:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V6]], %[[V7]]) retain (%[[ARG1]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: %[[V10:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V11:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V10]] : i1
// CHECK: %[[V12:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V13:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V12]] : i1
// CHECK: %[[V14:[^ ,:]+]], %[[V15:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V11]], %[[V13]]) retain (%[[ARG1]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: %[[V16:[^ ,:]+]] = arith.select %[[ARG0]], %[[V8]], %[[V14]] : i1
// CHECK: %[[V17:[^ ,:]+]] = arith.select %[[ARG0]], %[[V9]], %[[V15]] : i1
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2(%[[ARG3]] : index)
// CHECK: ^bb1:
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V24:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%[[V16]], %[[V17]]) retain (%[[ARG1]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb3(%[[ARG1]], %[[V24]] : memref<?xf32>, i1)
// CHECK: ^bb2(%[[V26:[^ ,:]+]]: index):
// CHECK: %[[V27:[^ ,:]+]] = memref.alloc(%[[V26]]) : memref<?xf32>
// CHECK: memref.copy %[[ARG1]], %[[V27]] : memref<?xf32> to memref<?xf32>
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_6:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V27]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V37:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_4]], %[[BASE_BUFFER_5]], %[[BASE_BUFFER_6]] : memref<f32>, memref<f32>, memref<f32>) if (%[[V16]], %[[V17]], %{{true(_[0-9]+)?}}) retain (%[[V27]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb3(%[[V27]], %[[V37]] : memref<?xf32>, i1)
// CHECK: ^bb3(%[[V39:[^ ,:]+]]: memref<?xf32>, %[[V40:[^ ,:]+]]: i1):
// CHECK: memref.copy %[[V39]], %[[ARG2]] : memref<?xf32> to memref<?xf32>
// CHECK: %[[BASE_BUFFER_7:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_8:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V39]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_7]], %[[BASE_BUFFER_8]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V40]])
// CHECK: func.return

// -----

// Seed 000's condBranchDynamicTypeNested: an allocation forwarded through
// two join blocks.
func.func @condBranchDynamicTypeNested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3: index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  memref.copy %arg1, %1 : memref<?xf32> to memref<?xf32>
  cf.cond_br %arg0, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @condBranchDynamicTypeNested
// CHECK-SAME:  (%[[ARG0:[^ ,:]+]]: i1, %[[ARG1:[^ ,:]+]]: memref<?xf32>, %[[ARG2:[^ ,:]+]]: memref<?xf32>, %[[ARG3:[^ ,:]+]]: index) {
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V6:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V7:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V8:[^ ,:]+]], %[[V9:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V6]], %[[V7]]) retain (%[[ARG1]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: %[[V10:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V11:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V10]] : i1
// CHECK: %[[V12:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V13:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V12]] : i1
// CHECK: %[[V14:[^ ,:]+]], %[[V15:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V11]], %[[V13]]) retain (%[[ARG1]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: %[[V16:[^ ,:]+]] = arith.select %[[ARG0]], %[[V8]], %[[V14]] : i1
// CHECK: %[[V17:[^ ,:]+]] = arith.select %[[ARG0]], %[[V9]], %[[V15]] : i1
// CHECK: cf.cond_br %[[ARG0]], ^bb1, ^bb2(%[[ARG3]] : index)
// CHECK: ^bb1:
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V24:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%[[V16]], %[[V17]]) retain (%[[ARG1]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb6(%[[ARG1]], %[[V24]] : memref<?xf32>, i1)
// CHECK: ^bb2(%[[V26:[^ ,:]+]]: index):
// CHECK: %[[V27:[^ ,:]+]] = memref.alloc(%[[V26]]) : memref<?xf32>
// CHECK: memref.copy %[[ARG1]], %[[V27]] : memref<?xf32> to memref<?xf32>
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG1]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_6:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V27]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V37:[^ ,:]+]] = arith.andi %[[V16]], %[[ARG0]] : i1
// CHECK: %[[V38:[^ ,:]+]] = arith.andi %[[V17]], %[[ARG0]] : i1
// CHECK: %[[V39:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V40:[^ ,:]+]], %[[V41:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_4]], %[[BASE_BUFFER_5]], %[[BASE_BUFFER_6]] : memref<f32>, memref<f32>, memref<f32>) if (%[[V37]], %[[V38]], %[[V39]]) retain (%[[ARG2]], %[[V27]] : memref<?xf32>, memref<?xf32>)
// CHECK: %[[V42:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V43:[^ ,:]+]] = arith.andi %[[V16]], %[[V42]] : i1
// CHECK: %[[V44:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V45:[^ ,:]+]] = arith.andi %[[V17]], %[[V44]] : i1
// CHECK: %[[V46:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[ARG0]] : i1
// CHECK: %[[V47:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[V46]] : i1
// CHECK: %[[V48:[^ ,:]+]], %[[V49:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_4]], %[[BASE_BUFFER_5]], %[[BASE_BUFFER_6]] : memref<f32>, memref<f32>, memref<f32>) if (%[[V43]], %[[V45]], %[[V47]]) retain (%[[ARG2]], %[[V27]] : memref<?xf32>, memref<?xf32>)
// CHECK: %{{[^ ,:]+}} = arith.select %[[ARG0]], %[[V40]], %[[V48]] : i1
// CHECK: %[[V51:[^ ,:]+]] = arith.select %[[ARG0]], %[[V41]], %[[V49]] : i1
// CHECK: cf.cond_br %[[ARG0]], ^bb3, ^bb4
// CHECK: ^bb3:
// CHECK: %[[BASE_BUFFER_7:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_8:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V27]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V58:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_7]], %[[BASE_BUFFER_8]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V51]]) retain (%[[V27]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb5(%[[V27]], %[[V58]] : memref<?xf32>, i1)
// CHECK: ^bb4:
// CHECK: %[[BASE_BUFFER_9:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_10:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V27]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V66:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_9]], %[[BASE_BUFFER_10]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V51]]) retain (%[[V27]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb5(%[[V27]], %[[V66]] : memref<?xf32>, i1)
// CHECK: ^bb5(%[[V68:[^ ,:]+]]: memref<?xf32>, %[[V69:[^ ,:]+]]: i1):
// CHECK: %[[BASE_BUFFER_11:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_12:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V68]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V76:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_11]], %[[BASE_BUFFER_12]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V69]]) retain (%[[V68]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb6(%[[V68]], %[[V76]] : memref<?xf32>, i1)
// CHECK: ^bb6(%[[V78:[^ ,:]+]]: memref<?xf32>, %[[V79:[^ ,:]+]]: i1):
// CHECK: %[[BASE_BUFFER_13:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_14:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V78]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[V86:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_13]], %[[BASE_BUFFER_14]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V79]]) retain (%[[V78]], %[[ARG2]] : memref<?xf32>, memref<?xf32>)
// CHECK: cf.br ^bb7(%[[V78]], %[[V86]] : memref<?xf32>, i1)
// CHECK: ^bb7(%[[V88:[^ ,:]+]]: memref<?xf32>, %[[V89:[^ ,:]+]]: i1):
// CHECK: memref.copy %[[V88]], %[[ARG2]] : memref<?xf32> to memref<?xf32>
// CHECK: %[[BASE_BUFFER_15:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ARG2]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_16:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[V88]] : memref<?xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_15]], %[[BASE_BUFFER_16]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V89]])
// CHECK: func.return

// -----

// A value live in only one successor of a cf.cond_br is freed in the
// dealloc of the other.
func.func @live_in_one_successor(%c: i1, %f: f32, %idx: index) {
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %f, %a[%idx] : memref<2xf32>
  return
^bb2:
  return
}

// CHECK-LABEL: func.func @live_in_one_successor
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[F:[^ ,:]+]]: f32, %[[IDX:[^ ,:]+]]: index) {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V3:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V4:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%[[V3]]) retain (%[[A]] : memref<2xf32>)
// CHECK: %[[V5:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V6:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[V5]] : i1
// CHECK: bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%[[V6]])
// CHECK: cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: memref.store %[[F]], %[[A]][%[[IDX]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V4]])
// CHECK: func.return
// CHECK: ^bb2:
// CHECK: func.return

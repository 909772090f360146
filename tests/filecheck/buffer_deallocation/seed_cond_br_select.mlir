// The example of seed 002 ("Ownership-based Buffer Deallocation", Example):
// a cf.cond_br forwarding an allocation or a function argument, and an
// arith.select between an allocation and an alloca that is used after the
// branch. Function arguments are never owned (`false`), allocations are
// (`true`), allocas are not; deallocs work on base buffers; one dealloc per
// successor, conditions conjoined with the branch condition; the select stays
// live in ^bb1 and its two indicators are merged with an arith.select. The
// same CHECK lines run on MLIR's output.
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: %mlir-opt %s -ownership-based-buffer-deallocation | xdsl-opt | filecheck %s

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
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[MEMREF]] : memref<?xi8> -> memref<i8>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[ALLOC]] : memref<?xi8> -> memref<i8>, index, index, index
// CHECK: %[[V6:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[BR_COND]] : i1
// CHECK: %[[V7:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[BR_COND]] : i1
// CHECK: %[[V8:[^ ,:]+]], %[[V9:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<i8>, memref<i8>) if (%[[V6]], %[[V7]]) retain (%[[ALLOC]], %[[SELECT]] : memref<?xi8>, memref<?xi8>)
// CHECK: %[[V10:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[BR_COND]] : i1
// CHECK: %[[V11:[^ ,:]+]] = arith.andi %{{false(_[0-9]+)?}}, %[[V10]] : i1
// CHECK: %[[V12:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[BR_COND]] : i1
// CHECK: %[[V13:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[V12]] : i1
// CHECK: %[[V14:[^ ,:]+]], %[[V15:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<i8>, memref<i8>) if (%[[V11]], %[[V13]]) retain (%[[MEMREF]], %[[SELECT]] : memref<?xi8>, memref<?xi8>)
// CHECK: %[[V16:[^ ,:]+]] = arith.select %[[BR_COND]], %[[V9]], %[[V15]] : i1
// CHECK: cf.cond_br %[[BR_COND]], ^bb1(%[[ALLOC]], %[[V8]] : memref<?xi8>, i1), ^bb1(%[[MEMREF]], %[[V14]] : memref<?xi8>, i1)
// CHECK: ^bb1(%[[BBARG:[^ ,:]+]]: memref<?xi8>, %[[V17:[^ ,:]+]]: i1):
// CHECK: memref.copy %[[BBARG]], %[[SELECT]] : memref<?xi8> to memref<?xi8>
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[SELECT]] : memref<?xi8> -> memref<i8>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[BBARG]] : memref<?xi8> -> memref<i8>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<i8>, memref<i8>) if (%[[V16]], %[[V17]])
// CHECK: func.return

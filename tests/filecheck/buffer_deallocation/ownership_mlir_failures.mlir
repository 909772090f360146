// CFG shapes on which MLIR 22's ownership-based-buffer-deallocation fails
// (tests/pytest/test_buffer_deallocation_programs.py checks MLIR's failures
// and runs the programs tests/dealloc_programs/cf_*.mlir of these shapes):
// RUN: xdsl-opt %s --split-input-file -p ownership-based-buffer-deallocation | filecheck %s

// An scf.if result live across a diamond: MLIR rebuilds the scf.if with an
// ownership result, loses the liveness of the result, and frees it before
// the diamond uses it. Here the entry block's deallocs retain it.
func.func @if_result_across_diamond(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %r = scf.if %c -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    scf.yield %b : memref<2xf32>
  } else {
    scf.yield %a : memref<2xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.load %r[%i] : memref<2xf32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %w = memref.load %r[%i] : memref<2xf32>
  return %w : f32
}

// CHECK-LABEL: func.func @if_result_across_diamond
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[I:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.if %[[C]] -> (memref<2xf32>, i1) {
// CHECK: %[[B:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[B]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V4:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[B]] : memref<2xf32>)
// CHECK: scf.yield %[[B]], %[[V4]] : memref<2xf32>, i1
// CHECK: } else {
// CHECK: %[[V5:[^ ,:]+]] = bufferization.dealloc retain (%[[A]] : memref<2xf32>)
// CHECK: scf.yield %[[A]], %[[V5]] : memref<2xf32>, i1
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V12:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V13:[^ ,:]+]] = arith.andi %[[V0]], %[[C]] : i1
// CHECK: %[[V14:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%[[V12]], %[[V13]]) retain (%[[R]] : memref<2xf32>)
// CHECK: %[[V15:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V16:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[V15]] : i1
// CHECK: %[[V17:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V18:[^ ,:]+]] = arith.andi %[[V0]], %[[V17]] : i1
// CHECK: %[[V19:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%[[V16]], %[[V18]]) retain (%[[R]] : memref<2xf32>)
// CHECK: %[[V20:[^ ,:]+]] = arith.select %[[C]], %[[V14]], %[[V19]] : i1
// CHECK: cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: %{{[^ ,:]+}} = memref.load %[[R]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_3]] : memref<f32>) if (%[[V20]]) retain (%[[R]] : memref<2xf32>)
// CHECK: cf.br ^bb3
// CHECK: ^bb2:
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_4]] : memref<f32>) if (%[[V20]]) retain (%[[R]] : memref<2xf32>)
// CHECK: cf.br ^bb3
// CHECK: ^bb3:
// CHECK: %[[W:[^ ,:]+]] = memref.load %[[R]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_5]] : memref<f32>) if (%[[V20]])
// CHECK: func.return %[[W]] : f32

// -----

// The same with an scf.for result: MLIR crashes (segmentation fault).
func.func @loop_result_across_diamond(%c: i1, %n: index, %i: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%it = %a) -> memref<2xf32> {
    %b = memref.alloc() : memref<2xf32>
    memref.copy %it, %b : memref<2xf32> to memref<2xf32>
    scf.yield %b : memref<2xf32>
  }
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %v = memref.load %r[%i] : memref<2xf32>
  cf.br ^bb3
^bb2:
  cf.br ^bb3
^bb3:
  %w = memref.load %r[%i] : memref<2xf32>
  return %w : f32
}

// CHECK-LABEL: func.func @loop_result_across_diamond
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[N:[^ ,:]+]]: index, %[[I:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// CHECK: %[[C1:[^ ,:]+]] = arith.constant 1 : index
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[R:[^ ,:]+]], %[[V0:[^ ,:]+]] = scf.for %{{[^ ,:]+}} = %[[C0]] to %[[N]] step %[[C1]] iter_args(%[[IT:[^ ,:]+]] = %[[A]], %[[V1:[^ ,:]+]] = %{{false(_[0-9]+)?}}) -> (memref<2xf32>, i1) {
// CHECK: %[[B:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: memref.copy %[[IT]], %[[B]] : memref<2xf32> to memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[IT]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[B]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V8:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]], %[[BASE_BUFFER_1]] : memref<f32>, memref<f32>) if (%[[V1]], %{{true(_[0-9]+)?}}) retain (%[[B]] : memref<2xf32>)
// CHECK: scf.yield %[[B]], %[[V8]] : memref<2xf32>, i1
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V15:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V16:[^ ,:]+]] = arith.andi %[[V0]], %[[C]] : i1
// CHECK: %[[V17:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%[[V15]], %[[V16]]) retain (%[[R]] : memref<2xf32>)
// CHECK: %[[V18:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V19:[^ ,:]+]] = arith.andi %{{true(_[0-9]+)?}}, %[[V18]] : i1
// CHECK: %[[V20:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V21:[^ ,:]+]] = arith.andi %[[V0]], %[[V20]] : i1
// CHECK: %[[V22:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_2]], %[[BASE_BUFFER_3]] : memref<f32>, memref<f32>) if (%[[V19]], %[[V21]]) retain (%[[R]] : memref<2xf32>)
// CHECK: %[[V23:[^ ,:]+]] = arith.select %[[C]], %[[V17]], %[[V22]] : i1
// CHECK: cf.cond_br %[[C]], ^bb1, ^bb2
// CHECK: ^bb1:
// CHECK: %{{[^ ,:]+}} = memref.load %[[R]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_4]] : memref<f32>) if (%[[V23]]) retain (%[[R]] : memref<2xf32>)
// CHECK: cf.br ^bb3
// CHECK: ^bb2:
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_5]] : memref<f32>) if (%[[V23]]) retain (%[[R]] : memref<2xf32>)
// CHECK: cf.br ^bb3
// CHECK: ^bb3:
// CHECK: %[[W:[^ ,:]+]] = memref.load %[[R]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_6:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[R]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_6]] : memref<f32>) if (%[[V23]])
// CHECK: func.return %[[W]] : f32

// -----

// A buffer forwarded as a block argument and live in that block under its
// own name is retained twice by the dealloc: MLIR joins the two indicators
// into an unknown ownership and fails ("MemRef value does not have valid
// ownership"); both indicators are the same, the first is kept.
func.func @forwarded_and_live(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^bb1(%a : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  cf.cond_br %c, ^bb2(%a : memref<2xf32>), ^bb3
^bb2(%y: memref<2xf32>):
  %v = memref.load %y[%i] : memref<2xf32>
  cf.br ^bb3
^bb3:
  %w = memref.load %a[%i] : memref<2xf32>
  return %w : f32
}

// CHECK-LABEL: func.func @forwarded_and_live
// CHECK-SAME:  (%[[C:[^ ,:]+]]: i1, %[[I:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V3:[^ ,:]+]], %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]], %[[A]] : memref<2xf32>, memref<2xf32>)
// CHECK: cf.br ^bb1(%[[A]], %[[V3]] : memref<2xf32>, i1)
// CHECK: ^bb1(%[[X:[^ ,:]+]]: memref<2xf32>, %[[V5:[^ ,:]+]]: i1):
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[X]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V12:[^ ,:]+]] = arith.andi %[[V3]], %[[C]] : i1
// CHECK: %[[V13:[^ ,:]+]] = arith.andi %[[V5]], %[[C]] : i1
// CHECK: %{{[^ ,:]+}}, %[[V15:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%[[V12]], %[[V13]]) retain (%[[A]], %[[A]] : memref<2xf32>, memref<2xf32>)
// CHECK: %[[V16:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V17:[^ ,:]+]] = arith.andi %[[V3]], %[[V16]] : i1
// CHECK: %[[V18:[^ ,:]+]] = arith.xori %{{true(_[0-9]+)?}}, %[[C]] : i1
// CHECK: %[[V19:[^ ,:]+]] = arith.andi %[[V5]], %[[V18]] : i1
// CHECK: %[[V20:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER_1]], %[[BASE_BUFFER_2]] : memref<f32>, memref<f32>) if (%[[V17]], %[[V19]]) retain (%[[A]] : memref<2xf32>)
// CHECK: %{{[^ ,:]+}} = arith.select %[[C]], %[[V15]], %[[V20]] : i1
// CHECK: cf.cond_br %[[C]], ^bb2(%[[A]], %[[V15]] : memref<2xf32>, i1), ^bb3
// CHECK: ^bb2(%[[Y:[^ ,:]+]]: memref<2xf32>, %[[V22:[^ ,:]+]]: i1):
// CHECK: %{{[^ ,:]+}} = memref.load %[[Y]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_3:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[BASE_BUFFER_4:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[Y]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %{{[^ ,:]+}} = bufferization.dealloc (%[[BASE_BUFFER_3]], %[[BASE_BUFFER_4]] : memref<f32>, memref<f32>) if (%[[V3]], %[[V22]]) retain (%[[A]] : memref<2xf32>)
// CHECK: cf.br ^bb3
// CHECK: ^bb3:
// CHECK: %[[W:[^ ,:]+]] = memref.load %[[A]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_5:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_5]] : memref<f32>) if (%[[V3]])
// CHECK: func.return %[[W]] : f32

// -----

// An unreachable block branching to a reachable one: MLIR leaves its branch
// without the ownership operand the target block now expects (invalid IR).
func.func @unreachable_predecessor(%c: i1, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  cf.br ^join(%a : memref<2xf32>)
^dead:
  cf.br ^join(%a : memref<2xf32>)
^join(%m: memref<2xf32>):
  %r = memref.load %m[%i] : memref<2xf32>
  return %r : f32
}

// CHECK-LABEL: func.func @unreachable_predecessor
// CHECK-SAME:  (%{{[^ ,:]+}}: i1, %[[I:[^ ,:]+]]: index) -> f32 {
// CHECK: %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[BASE_BUFFER:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[A]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: %[[V3:[^ ,:]+]] = bufferization.dealloc (%[[BASE_BUFFER]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[A]] : memref<2xf32>)
// CHECK: cf.br ^join(%[[A]], %[[V3]] : memref<2xf32>, i1)
// CHECK: ^dead:
// CHECK: cf.br ^join(%[[A]], %{{false(_[0-9]+)?}} : memref<2xf32>, i1)
// CHECK: ^join(%[[M:[^ ,:]+]]: memref<2xf32>, %[[V4:[^ ,:]+]]: i1):
// CHECK: %[[R:[^ ,:]+]] = memref.load %[[M]][%[[I]]] : memref<2xf32>
// CHECK: %[[BASE_BUFFER_1:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[M]] : memref<2xf32> -> memref<f32>, index, index, index
// CHECK: bufferization.dealloc (%[[BASE_BUFFER_1]] : memref<f32>) if (%[[V4]])
// CHECK: func.return %[[R]] : f32

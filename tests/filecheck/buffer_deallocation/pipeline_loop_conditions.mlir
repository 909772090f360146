// Conditions that decide aliasing inside loops. A condition defined in a
// loop body describes one iteration: after the loop it is out of scope (the
// pipeline once used the condition of an scf.while's before region after
// the loop: invalid IR that mlir-opt rejects), and through a loop-carried
// value it says nothing about earlier iterations. The second RUN line checks
// that mlir-opt accepts our output.
// RUN: xdsl-opt %s --split-input-file -p buffer-deallocation-pipeline | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p buffer-deallocation-pipeline | %mlir-opt --split-input-file | filecheck %s --check-prefix=VALID

func.func private @use(memref<2xf32>)

// The while's result is the last iteration's select, which may be the
// buffer of an earlier iteration: it is compared with %init at runtime.
func.func @while_select(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<2xf32>
  %r:2 = scf.while (%b = %init, %k = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
    %go = arith.cmpi slt, %k, %n : index
    %v = memref.load %b[%c0] : memref<2xf32>
    %keep = arith.cmpf ogt, %v, %zero : f32
    %fresh = memref.alloc() : memref<2xf32>
    %sel = arith.select %keep, %b, %fresh : memref<2xf32>
    scf.condition(%go) %sel, %k : memref<2xf32>, index
  } do {
  ^bb0(%x: memref<2xf32>, %j: index):
    %j1 = arith.addi %j, %c1 : index
    scf.yield %x, %j1 : memref<2xf32>, index
  }
  func.call @use(%r#0) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @while_select
// CHECK-SAME:  (%[[N:[^ ,:]+]]: index) {
// CHECK: %[[INIT:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[R:[^ ,:]+]], %{{[^ ,:]+}}, %[[OWN:[^ ,:]+]] = scf.while (%[[B:[^ ,:]+]] = %[[INIT]], %{{[^ ,:]+}} = %{{[^ ,:]+}}, %[[BOWN:[^ ,:]+]] = %false)
// CHECK: %[[KEEP:[^ ,:]+]] = arith.cmpf ogt
// CHECK: %[[FRESH:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[SEL:[^ ,:]+]] = arith.select %[[KEEP]], %[[B]], %[[FRESH]] : memref<2xf32>
// Inside the loop, this iteration's %keep decides: the old buffer is freed
// when it is not kept, the fresh one when it is not taken.
// CHECK: %[[BASE:[^ ,:]+]], %{{.*}} = memref.extract_strided_metadata %[[B]]
// CHECK: %[[NOT_KEEP:[^ ,:]+]] = arith.xori %[[KEEP]], %true : i1
// CHECK: %[[FREE_B:[^ ,:]+]] = arith.andi %[[BOWN]], %[[NOT_KEEP]] : i1
// CHECK: %[[KEPT_OWN:[^ ,:]+]] = arith.andi %[[BOWN]], %[[KEEP]] : i1
// CHECK: scf.if %[[FREE_B]] {
// CHECK: memref.dealloc %[[BASE]] : memref<f32>
// CHECK: scf.if %[[KEEP]] {
// CHECK: memref.dealloc %[[FRESH]] : memref<2xf32>
// CHECK: %[[SEL_OWN:[^ ,:]+]] = arith.ori %[[KEPT_OWN]], %[[NOT_KEEP]] : i1
// CHECK: scf.condition(%{{[^ ,:]+}}) %[[SEL]], %{{[^ ,:]+}}, %[[SEL_OWN]] : memref<2xf32>, index, i1
// CHECK: func.call @use(%[[R]])
// After the loop, %keep is out of scope: pointers are compared.
// CHECK: %[[RBASE:[^ ,:]+]], %{{.*}} = memref.extract_strided_metadata %[[R]]
// CHECK: %[[P1:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[RBASE]]
// CHECK: %[[P2:[^ ,:]+]] = memref.extract_aligned_pointer_as_index %[[INIT]]
// CHECK: %[[NE:[^ ,:]+]] = arith.cmpi ne, %[[P1]], %[[P2]] : index
// CHECK: %[[FREE_R:[^ ,:]+]] = arith.andi %[[NE]], %[[OWN]] : i1
// CHECK: scf.if %[[FREE_R]] {
// CHECK: memref.dealloc %[[RBASE]] : memref<f32>
// CHECK: memref.dealloc %[[INIT]] : memref<2xf32>
// CHECK: func.return

// VALID-LABEL: func.func @while_select
// VALID-NOT: arith.xori %{{.*}}keep
// VALID: return

// -----

func.func private @use(memref<2xf32>)

// The same with a condition computed in the after region and carried into
// the before region by the loop: the condition the before region sees is
// its block argument, not the after region's value.
func.func @while_carried_condition(%n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %init = memref.alloc() : memref<2xf32>
  %r:3 = scf.while (%b = %init, %k = %c0, %keep = %c) : (memref<2xf32>, index, i1) -> (memref<2xf32>, index, i1) {
    %go = arith.cmpi slt, %k, %n : index
    %fresh = memref.alloc() : memref<2xf32>
    %sel = arith.select %keep, %b, %fresh : memref<2xf32>
    scf.condition(%go) %sel, %k, %keep : memref<2xf32>, index, i1
  } do {
  ^bb0(%x: memref<2xf32>, %j: index, %old: i1):
    %j1 = arith.addi %j, %c1 : index
    %v = memref.load %x[%c0] : memref<2xf32>
    %next = arith.cmpf ogt, %v, %zero : f32
    scf.yield %x, %j1, %next : memref<2xf32>, index, i1
  }
  func.call @use(%r#0) : (memref<2xf32>) -> ()
  return
}

// CHECK-LABEL: func.func @while_carried_condition
// CHECK: %[[INIT:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK: %[[R:[^ ,:]+]], %{{[^ ,:]+}}, %[[OWN:[^ ,:]+]] = scf.while
// CHECK: func.call @use(%[[R]])
// CHECK: %[[RBASE:[^ ,:]+]], %{{.*}} = memref.extract_strided_metadata %[[R]]
// CHECK: arith.cmpi ne
// CHECK: scf.if
// CHECK: memref.dealloc %[[RBASE]] : memref<f32>
// CHECK: memref.dealloc %[[INIT]] : memref<2xf32>

// VALID-LABEL: func.func @while_carried_condition
// VALID: return

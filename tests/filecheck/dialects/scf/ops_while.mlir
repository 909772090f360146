// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// scf.while with inits; the "after" region names its arguments.

func.func @while_inits(%a: i32, %n: i32) -> i32 {
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.cmpi slt, %x, %n : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.addi %y, %y : i32
    scf.yield %z : i32
  }
  func.return %0 : i32
}

// CHECK-LABEL: func.func @while_inits
// CHECK-SAME:    (%[[A:.*]]: i32, %[[N:.*]]: i32)
// CHECK-NEXT:    %[[R:.*]] = scf.while (%[[X:.*]] = %[[A]]) : (i32) -> i32 {
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi slt, %[[X]], %[[N]] : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X]] : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^{{.*}}(%[[Y:.*]]: i32):
// CHECK-NEXT:      %[[Z:.*]] = arith.addi %[[Y]], %[[Y]] : i32
// CHECK-NEXT:      scf.yield %[[Z]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[R]] : i32

// -----

// scf.while without inits nor results; both terminators stay explicit.

func.func @while_no_inits(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  scf.while () : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {zzz, aaa = 1 : i64}
  func.return
}

// CHECK-LABEL: func.func @while_no_inits
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      scf.condition(%{{.*}})
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      scf.condition(%{{.*}})
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    } attributes {aaa = 1 : i64, zzz}

// -----

// Region argument types differ from each other: the "before" region takes the
// inits, the "after" region and the results the condition's values.

func.func @while_types(%a: i32, %t: tensor<4xf32>, %c: i1) -> (tensor<4xf32>, i64) {
  %0:2 = scf.while (%x = %a, %u = %t) : (i32, tensor<4xf32>) -> (tensor<4xf32>, i64) {
    %w = arith.extsi %x : i32 to i64
    scf.condition(%c) %u, %w : tensor<4xf32>, i64
  } do {
  ^bb0(%v: tensor<4xf32>, %q: i64):
    %n = arith.constant 0 : i32
    scf.yield %n, %v : i32, tensor<4xf32>
  }
  func.return %0#0, %0#1 : tensor<4xf32>, i64
}

// CHECK-LABEL: func.func @while_types
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.while (%[[X:.*]] = %{{.*}}, %[[U:.*]] = %{{.*}}) : (i32, tensor<4xf32>) -> (tensor<4xf32>, i64) {
// CHECK-NEXT:      %[[W:.*]] = arith.extsi %[[X]] : i32 to i64
// CHECK-NEXT:      scf.condition(%{{.*}}) %[[U]], %[[W]] : tensor<4xf32>, i64
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^{{.*}}(%[[V:.*]]: tensor<4xf32>, %[[Q:.*]]: i64):
// CHECK-NEXT:      %[[N:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      scf.yield %[[N]], %[[V]] : i32, tensor<4xf32>
// CHECK-NEXT:    }

// -----

// A do-while loop: the body is in the "before" region, the "after" region
// forwards.

func.func @do_while(%a: index, %n: index) -> index {
  %0 = scf.while (%x = %a) : (index) -> index {
    %one = arith.constant 1 : index
    %next = arith.addi %x, %one : index
    %c = arith.cmpi ult, %next, %n : index
    scf.condition(%c) {some.attr} %next : index
  } do {
  ^bb0(%y: index):
    scf.yield %y : index
  }
  func.return %0 : index
}

// CHECK-LABEL: func.func @do_while
// CHECK:         scf.condition(%{{.*}}) {some.attr} %{{.*}} : index

// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p drop-equivalent-buffer-results | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -drop-equivalent-buffer-results | filecheck %s

// Results of private functions that always return one of the function's
// arguments are dropped; the calls use the argument they pass instead.

// Through memref.cast ops; non-memref results too; a cast at the call when
// the result type differs from the argument's.
// CHECK-LABEL: func.func private @callee(
// CHECK-SAME:    %{{.*}}: i32) -> memref<5xf32> {
// CHECK-NEXT:    memref.cast
// CHECK-NEXT:    %[[D:.*]] = memref.alloc()
// CHECK-NEXT:    return %[[D]] : memref<5xf32>
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[A:[^:]*]]: memref<5xf32>, %[[B:[^:]*]]: memref<?xf32>)
// CHECK-NEXT:    %[[N:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[R:.*]] = {{.*}}call @callee(%[[A]], %[[B]], %[[N]]) : (memref<5xf32>, memref<?xf32>, i32) -> memref<5xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[B]] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    "test.use"(%[[A]], %[[C]], %[[R]])
// CHECK-NEXT:    return %[[N]] : i32
func.func private @callee(%a: memref<5xf32>, %b: memref<?xf32>, %n: i32) -> (memref<5xf32>, memref<?xf32, strided<[?], offset: ?>>, i32, memref<5xf32>) {
  %c = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %d = memref.alloc() : memref<5xf32>
  return %a, %c, %n, %d : memref<5xf32>, memref<?xf32, strided<[?], offset: ?>>, i32, memref<5xf32>
}
func.func @caller(%a: memref<5xf32>, %b: memref<?xf32>) -> i32 {
  %n = arith.constant 1 : i32
  %r:4 = call @callee(%a, %b, %n) {foo = 1 : i32} : (memref<5xf32>, memref<?xf32>, i32) -> (memref<5xf32>, memref<?xf32, strided<[?], offset: ?>>, i32, memref<5xf32>)
  "test.use"(%r#0, %r#1, %r#3) : (memref<5xf32>, memref<?xf32, strided<[?], offset: ?>>, memref<5xf32>) -> ()
  return %r#2 : i32
}

// -----

// Several return ops must return the same argument; result attributes of
// dropped results go; calls nested in regions are updated; every call to a
// processed function is rebuilt without its attributes.
// CHECK-LABEL: func.func private @same_argument(
// CHECK-SAME:    %{{.*}}: memref<5xf32>, %{{.*}}: i1) {
// CHECK:         return{{$}}
// CHECK:         return{{$}}
// CHECK-LABEL: func.func private @different_arguments(
// CHECK-SAME:    -> memref<5xf32> {
// CHECK-LABEL: func.func private @twice(
// CHECK-SAME:    %{{.*}}: memref<5xf32>) {
// CHECK-NEXT:    return{{$}}
// CHECK-LABEL: func.func private @attributes(
// CHECK-SAME:    -> (memref<5xf32> {test.two}) {
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[A:[^:]*]]: memref<5xf32>, %[[C:[^:]*]]: i1)
// CHECK-NEXT:    call @same_argument(%[[A]], %[[C]]) : (memref<5xf32>, i1) -> (){{$}}
// CHECK-NEXT:    %[[R1:.*]] = {{.*}}call @different_arguments(%[[A]], %[[A]], %[[C]]) : (memref<5xf32>, memref<5xf32>, i1) -> memref<5xf32>{{$}}
// CHECK-NEXT:    %[[R2:.*]] = {{.*}}call @none(%[[A]]) : (memref<5xf32>) -> memref<5xf32>{{$}}
// CHECK-NEXT:    scf.if %[[C]] {
// CHECK-NEXT:      call @twice(%[[A]]) : (memref<5xf32>) -> ()
// CHECK-NEXT:      "test.use"(%[[A]], %[[A]])
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[R3:.*]] = {{.*}}call @attributes(%[[A]], %[[A]]) : (memref<5xf32>, memref<5xf32>) -> memref<5xf32>{{$}}
// CHECK-NEXT:    "test.use"(%[[A]], %[[R1]], %[[R2]], %[[A]], %[[R3]])
func.func private @same_argument(%a: memref<5xf32>, %c: i1) -> memref<5xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<5xf32>
^bb2:
  return %a : memref<5xf32>
}
func.func private @different_arguments(%a: memref<5xf32>, %b: memref<5xf32>, %c: i1) -> memref<5xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %a : memref<5xf32>
^bb2:
  return %b : memref<5xf32>
}
func.func private @none(%a: memref<5xf32>) -> memref<5xf32> {
  %d = memref.alloc() : memref<5xf32>
  return %d : memref<5xf32>
}
func.func private @twice(%a: memref<5xf32>) -> (memref<5xf32>, memref<5xf32>) {
  return %a, %a : memref<5xf32>, memref<5xf32>
}
func.func private @attributes(%a: memref<5xf32>, %b: memref<5xf32>) -> (memref<5xf32> {test.one}, memref<5xf32> {test.two}) {
  %e = memref.alloc() : memref<5xf32>
  return %a, %e : memref<5xf32>, memref<5xf32>
}
func.func @caller(%a: memref<5xf32>, %c: i1) {
  %0 = call @same_argument(%a, %c) : (memref<5xf32>, i1) -> memref<5xf32>
  %1 = call @different_arguments(%a, %a, %c) : (memref<5xf32>, memref<5xf32>, i1) -> memref<5xf32>
  %2 = call @none(%a) {keep} : (memref<5xf32>) -> memref<5xf32>
  scf.if %c {
    %3:2 = func.call @twice(%a) : (memref<5xf32>) -> (memref<5xf32>, memref<5xf32>)
    "test.use"(%3#0, %3#1) : (memref<5xf32>, memref<5xf32>) -> ()
  }
  %4:2 = call @attributes(%a, %a) : (memref<5xf32>, memref<5xf32>) -> (memref<5xf32>, memref<5xf32>)
  "test.use"(%0, %1, %2, %4#0, %4#1) : (memref<5xf32>, memref<5xf32>, memref<5xf32>, memref<5xf32>, memref<5xf32>) -> ()
  return
}

// -----

// Unchanged: public functions (and their calls), external functions, a block
// argument that is not a function argument, functions of nested modules.
// CHECK-LABEL: func.func @public(
// CHECK-SAME:    -> (memref<5xf32> {test.attr}) {
// CHECK-LABEL: func.func private @external(memref<5xf32>) -> memref<5xf32>
// CHECK-LABEL: func.func private @block_argument(
// CHECK-SAME:    -> memref<5xf32> {
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    call @public(%{{.*}}) {keep} : (memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT:    call @external(%{{.*}}) {keep} : (memref<5xf32>) -> memref<5xf32>
// CHECK-NEXT:    call @block_argument(%{{.*}}) : (memref<5xf32>) -> memref<5xf32>
// CHECK-LABEL: func.func private @nested(
// CHECK-SAME:    -> memref<5xf32> {
// CHECK:         call @nested(%{{.*}}) {keep} : (memref<5xf32>) -> memref<5xf32>
module {
  func.func @public(%a: memref<5xf32>) -> (memref<5xf32> {test.attr}) {
    return %a : memref<5xf32>
  }
  func.func private @external(memref<5xf32>) -> memref<5xf32>
  func.func private @block_argument(%a: memref<5xf32>) -> memref<5xf32> {
    cf.br ^bb1(%a : memref<5xf32>)
  ^bb1(%x: memref<5xf32>):
    return %x : memref<5xf32>
  }
  func.func @caller(%a: memref<5xf32>) {
    %0 = call @public(%a) {keep} : (memref<5xf32>) -> memref<5xf32>
    %1 = call @external(%a) {keep} : (memref<5xf32>) -> memref<5xf32>
    %2 = call @block_argument(%a) {keep} : (memref<5xf32>) -> memref<5xf32>
    "test.use"(%0, %1, %2) : (memref<5xf32>, memref<5xf32>, memref<5xf32>) -> ()
    return
  }
  module @inner {
    func.func private @nested(%a: memref<5xf32>) -> memref<5xf32> {
      return %a : memref<5xf32>
    }
    func.func @user(%a: memref<5xf32>) -> memref<5xf32> {
      %r = call @nested(%a) {keep} : (memref<5xf32>) -> memref<5xf32>
      return %r : memref<5xf32>
    }
  }
}

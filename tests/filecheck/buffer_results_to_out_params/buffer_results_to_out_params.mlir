// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p buffer-results-to-out-params | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -buffer-results-to-out-params | filecheck %s

// With the default options: the memref results of private functions become
// out-params, filled by memref.copy; callers allocate them.

// CHECK-LABEL: func.func private @basic(
// CHECK-SAME:    %[[OUT:[^:]*]]: memref<4xf32> {test.res}) -> i32 {
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[C:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    memref.copy %[[A]], %[[OUT]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    return %[[C]] : i32
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]] = {{.*}}call @basic(%[[ALLOC]]) : (memref<4xf32>) -> i32{{$}}
// CHECK-NEXT:    "test.use"(%[[ALLOC]], %[[R]])
func.func private @basic() -> (memref<4xf32> {test.res}, i32) {
  %a = memref.alloc() : memref<4xf32>
  %c = arith.constant 3 : i32
  return %a, %c : memref<4xf32>, i32
}
func.func @caller() {
  %0:2 = call @basic() {attr} : () -> (memref<4xf32>, i32)
  "test.use"(%0#0, %0#1) : (memref<4xf32>, i32) -> ()
  return
}

// -----

// A returned argument is copied too; a fully dynamic strided layout is
// allocated with the identity layout and cast at the call; memory spaces are
// kept (xDSL prints `1 : i64`); unranked memref results stay results.
// CHECK-LABEL: func.func private @argument(
// CHECK-SAME:    %[[X:[^:]*]]: memref<4xf32>, %[[OUT:[^:]*]]: memref<4xf32>) {
// CHECK-NEXT:    memref.copy %[[X]], %[[OUT]]
// CHECK-LABEL: func.func private @dynamic_layout(
// CHECK-SAME:    %{{.*}}: memref<4xf32, strided<[?], offset: ?>>, %{{.*}}: memref<4xf32, strided<[?], offset: ?>>) {
// CHECK-LABEL: func.func private @memory_space(
// CHECK-SAME:    %{{.*}}: memref<4xf32, 1{{( : i64)?}}>) {
// CHECK-LABEL: func.func private @unranked(
// CHECK-SAME:    %{{.*}}: memref<*xf32>) -> memref<*xf32> {
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[M:[^:]*]]: memref<4xf32>, %[[U:[^:]*]]: memref<*xf32>)
// CHECK-NEXT:    %[[A1:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    call @argument(%[[M]], %[[A1]]) : (memref<4xf32>, memref<4xf32>) -> ()
// CHECK-NEXT:    %[[L:.*]] = memref.cast %[[M]]
// CHECK-NEXT:    %[[A2:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[C2:.*]] = memref.cast %[[A2]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    call @dynamic_layout(%[[L]], %[[C2]])
// CHECK-NEXT:    %[[A3:.*]] = memref.alloc() : memref<4xf32, 1{{( : i64)?}}>
// CHECK-NEXT:    call @memory_space(%[[A3]])
// CHECK-NEXT:    %[[R:.*]] = {{.*}}call @unranked(%[[U]]) : (memref<*xf32>) -> memref<*xf32>
// CHECK-NEXT:    "test.use"(%[[A1]], %[[C2]], %[[A3]], %[[R]])
func.func private @argument(%x: memref<4xf32>) -> memref<4xf32> {
  return %x : memref<4xf32>
}
func.func private @dynamic_layout(%x: memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>> {
  return %x : memref<4xf32, strided<[?], offset: ?>>
}
func.func private @memory_space() -> memref<4xf32, 1> {
  %a = memref.alloc() : memref<4xf32, 1>
  return %a : memref<4xf32, 1>
}
func.func private @unranked(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}
func.func @caller(%m: memref<4xf32>, %u: memref<*xf32>) {
  %1 = call @argument(%m) : (memref<4xf32>) -> memref<4xf32>
  %l = memref.cast %m : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %2 = call @dynamic_layout(%l) : (memref<4xf32, strided<[?], offset: ?>>) -> memref<4xf32, strided<[?], offset: ?>>
  %3 = call @memory_space() : () -> memref<4xf32, 1>
  %4 = call @unranked(%u) : (memref<*xf32>) -> memref<*xf32>
  "test.use"(%1, %2, %3, %4) : (memref<4xf32>, memref<4xf32, strided<[?], offset: ?>>, memref<4xf32, 1>, memref<*xf32>) -> ()
  return
}

// -----

// Every return op copies; calls nested in regions and recursive calls are
// updated.
// CHECK-LABEL: func.func private @branches(
// CHECK-SAME:    %{{.*}}: i1, %[[OUT:[^:]*]]: memref<2xf32>) {
// CHECK:         memref.copy %{{.*}}, %[[OUT]]
// CHECK-NEXT:    return{{$}}
// CHECK:         memref.copy %{{.*}}, %[[OUT]]
// CHECK-NEXT:    return{{$}}
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      %[[A:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:      call @branches(%{{.*}}, %[[A]]) : (i1, memref<2xf32>) -> ()
// CHECK-NEXT:      "test.use"(%[[A]])
func.func private @branches(%c: i1) -> memref<2xf32> {
  %b = memref.alloc() : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = func.call @branches(%c) : (i1) -> memref<2xf32>
  return %r : memref<2xf32>
^bb2:
  return %d : memref<2xf32>
}
func.func @caller(%c: i1) {
  scf.if %c {
    %0 = func.call @branches(%c) : (i1) -> memref<2xf32>
    "test.use"(%0) : (memref<2xf32>) -> ()
  }
  return
}

// -----

// Public functions (without modify-public-functions) and external functions
// are not changed, nor are their calls.
// CHECK-LABEL: func.func @public() -> memref<4xf32> {
// CHECK-LABEL: func.func private @external() -> memref<4xf32>
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    call @public() {keep} : () -> memref<4xf32>
// CHECK-NEXT:    call @external() {keep} : () -> memref<4xf32>
func.func @public() -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  return %a : memref<4xf32>
}
func.func private @external() -> memref<4xf32>
func.func @caller() {
  %0 = call @public() {keep} : () -> memref<4xf32>
  %1 = call @external() {keep} : () -> memref<4xf32>
  "test.use"(%0, %1) : (memref<4xf32>, memref<4xf32>) -> ()
  return
}

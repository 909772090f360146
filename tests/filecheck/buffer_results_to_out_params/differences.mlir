// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p 'buffer-results-to-out-params{hoist-static-allocs}' | filecheck %s
// RUN: not %mlir-opt %s --allow-unregistered-dialect --split-input-file '-buffer-results-to-out-params=hoist-static-allocs' 2>/dev/null | filecheck %s --check-prefix=MLIR
// RUN: not %mlir-opt %s --allow-unregistered-dialect --split-input-file '-buffer-results-to-out-params=hoist-static-allocs' 2>&1 | filecheck %s --check-prefix=MLIR-ERROR

// Where this pass differs from MLIR 22 (see also returned_twice.mlir).

// A returned memref.realloc is not hoisted: its result holds the data of
// its source, which is copied into the out-param. MLIR 22 erases the
// realloc (MLIR lines): the out-param is never written.
// CHECK-LABEL: func.func private @realloc(
// CHECK-SAME:    %[[M:[^:]*]]: memref<2xf32>, %[[OUT:[^:]*]]: memref<4xf32>) {
// CHECK-NEXT:    %[[R:.*]] = memref.realloc %[[M]]
// CHECK-NEXT:    memref.copy %[[R]], %[[OUT]]
// CHECK-NEXT:    return
// MLIR-LABEL: func.func private @realloc(
// MLIR-SAME:    %{{.*}}: memref<2xf32>, %{{.*}}: memref<4xf32>) {
// MLIR-NEXT:    return
func.func private @realloc(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}

// -----

// An explicit identity layout: the caller's allocation is cast to it (MLIR
// 22 passes the allocation as is, and the call fails to verify).
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.cast %[[A]] : memref<4xf32> to memref<4xf32, strided<[1]>>
// CHECK-NEXT:    call @strided(%[[C]]) : (memref<4xf32, strided<[1]>>) -> ()
// MLIR-ERROR: error: 'func.call' op operand type mismatch: expected operand type 'memref<4xf32, strided<[1]>>', but provided 'memref<4xf32>' for operand number 0
func.func private @strided() -> memref<4xf32, strided<[1]>> {
  %a = memref.alloc() : memref<4xf32, strided<[1]>>
  return %a : memref<4xf32, strided<[1]>>
}
func.func @caller() {
  %0 = call @strided() : () -> memref<4xf32, strided<[1]>>
  "test.use"(%0) : (memref<4xf32, strided<[1]>>) -> ()
  return
}

// RUN: xdsl-opt %s -p 'buffer-results-to-out-params{hoist-static-allocs}' | filecheck %s

// A buffer returned twice: hoisted into the first out-param and copied into
// the second one. MLIR 22 crashes on this input (segmentation fault in
// promoteBufferResultsToOutParams), so there is no mlir-opt RUN line.

// CHECK-LABEL: func.func private @twice(
// CHECK-SAME:    %[[OUT0:[^:]*]]: memref<4xf32>, %[[OUT1:[^:]*]]: memref<4xf32>) {
// CHECK-NEXT:    memref.copy %[[OUT0]], %[[OUT1]]
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    func.call @twice(%[[A]], %[[B]])
func.func private @twice() -> (memref<4xf32>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  func.return %a, %a : memref<4xf32>, memref<4xf32>
}
func.func @caller() -> (memref<4xf32>, memref<4xf32>) {
  %0:2 = func.call @twice() : () -> (memref<4xf32>, memref<4xf32>)
  func.return %0#0, %0#1 : memref<4xf32>, memref<4xf32>
}

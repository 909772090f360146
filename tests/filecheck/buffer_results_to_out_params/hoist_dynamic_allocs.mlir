// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'buffer-results-to-out-params{hoist-dynamic-allocs}' | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect '-buffer-results-to-out-params=hoist-dynamic-allocs' | filecheck %s

// hoist-dynamic-allocs: dynamically shaped allocations (memref.alloc and
// memref.alloca) whose sizes are arguments move to the caller, which
// allocates with the values it passes for those arguments; statically
// shaped ones are copied.

// CHECK-LABEL: func.func private @sizes(
// CHECK-SAME:    %{{.*}}: index, %{{.*}}: index, %{{.*}}: memref<?x4x?xf32>, %[[OUT1:[^:]*]]: memref<2xf32>, %{{.*}}: memref<?xf32>) {
// CHECK-NEXT:    %[[B:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    "test.fill"(%[[B]])
// CHECK-NEXT:    memref.copy %[[B]], %[[OUT1]]
// CHECK-NEXT:    return
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:    %[[X:[^:]*]]: index, %[[Y:[^:]*]]: index)
// CHECK-NEXT:    %[[A0:.*]] = memref.alloc(%[[Y]], %[[X]]) : memref<?x4x?xf32>
// CHECK-NEXT:    %[[A1:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[A2:.*]] = memref.alloc(%[[X]]) : memref<?xf32>
// CHECK-NEXT:    call @sizes(%[[X]], %[[Y]], %[[A0]], %[[A1]], %[[A2]])
// CHECK-NEXT:    "test.use"(%[[A0]], %[[A1]], %[[A2]])
func.func private @sizes(%n: index, %k: index) -> (memref<?x4x?xf32>, memref<2xf32>, memref<?xf32>) {
  %a = memref.alloc(%k, %n) : memref<?x4x?xf32>
  %b = memref.alloc() : memref<2xf32>
  "test.fill"(%b) : (memref<2xf32>) -> ()
  %c = memref.alloca(%n) : memref<?xf32>
  return %a, %b, %c : memref<?x4x?xf32>, memref<2xf32>, memref<?xf32>
}
func.func @caller(%x: index, %y: index) {
  %0:3 = call @sizes(%x, %y) : (index, index) -> (memref<?x4x?xf32>, memref<2xf32>, memref<?xf32>)
  "test.use"(%0#0, %0#1, %0#2) : (memref<?x4x?xf32>, memref<2xf32>, memref<?xf32>) -> ()
  return
}

// RUN: xdsl-opt %s --allow-unregistered-dialect -p optimize-allocation-liveness | filecheck %s

// An alias yielded out of the allocation's block: its uses cannot be
// ordered with the ops of the block, nothing moves. MLIR 22 crashes on this
// input (segmentation fault in the pass), so there is no mlir-opt RUN line.

// CHECK-LABEL: func.func @yielded_out(
// CHECK:         scf.if
// CHECK-NEXT:      %[[A:.*]] = memref.alloc()
// CHECK-NEXT:      "test.use"(%[[A]])
// CHECK-NEXT:      "test.other"()
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:      scf.yield %[[A]]
func.func @yielded_out(%c: i1, %m: memref<4xf32>) {
  %r = scf.if %c -> memref<4xf32> {
    %a = memref.alloc() : memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    "test.other"() : () -> ()
    memref.dealloc %a : memref<4xf32>
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %m : memref<4xf32>
  }
  "test.use"(%r) : (memref<4xf32>) -> ()
  func.return
}

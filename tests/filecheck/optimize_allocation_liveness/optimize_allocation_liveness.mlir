// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p optimize-allocation-liveness | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -optimize-allocation-liveness | filecheck %s

// optimize-allocation-liveness moves each buffer's dealloc right after the
// last op of the allocation's block that uses the buffer or an alias.

// CHECK-LABEL: func.func @earlier(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    memref.copy %{{.*}}, %[[A]]
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    memref.copy %[[A]], %[[B]]
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    return
func.func @earlier(%x: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  memref.copy %x, %a : memref<2xf32> to memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  memref.copy %a, %b : memref<2xf32> to memref<2xf32>
  "test.use"(%b) : (memref<2xf32>) -> ()
  "test.other"() : () -> ()
  memref.dealloc %b : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  return
}

// -----

// A dealloc before a use moves after it.
// CHECK-LABEL: func.func @later(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]]
func.func @later() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  return
}

// -----

// Uses through a view, inside a region (the scf.if counts), through results
// of region ops and of calls.
// CHECK-LABEL: func.func @aliases(
// CHECK:         %[[B:.*]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      "test.use"
// CHECK-NEXT:    }
// CHECK-NEXT:    memref.dealloc %{{.*}} : memref<4xf32>
// CHECK-NEXT:    %[[C:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    %[[R:.*]] = scf.for
// CHECK:         %[[S:.*]] = {{.*}}call @id(%[[R]])
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    "test.use"(%[[S]])
// CHECK-NEXT:    memref.dealloc %[[C]]
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    return
func.func @aliases(%x: memref<2xf32>, %c: i1, %lb: index, %ub: index, %st: index) {
  %a = memref.alloc() : memref<4xf32>
  %v = memref.subview %a[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  memref.copy %x, %v : memref<2xf32> to memref<2xf32, strided<[1]>>
  %b = memref.alloc() : memref<2xf32>
  "test.use"(%b) : (memref<2xf32>) -> ()
  scf.if %c {
    "test.use"(%v) : (memref<2xf32, strided<[1]>>) -> ()
  }
  %d = memref.alloc() : memref<4xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%it = %d) -> memref<4xf32> {
    scf.yield %it : memref<4xf32>
  }
  %s = func.call @id(%r) : (memref<4xf32>) -> memref<4xf32>
  "test.other"() : () -> ()
  "test.use"(%s) : (memref<4xf32>) -> ()
  "test.other"() : () -> ()
  memref.dealloc %d : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<2xf32>
  return
}
func.func private @id(memref<4xf32>) -> memref<4xf32>

// -----

// Two deallocs after the same last use: the one moved later comes first.
// CHECK-LABEL: func.func @same_last_use(
// CHECK:         "test.use"
// CHECK-NEXT:    memref.dealloc %[[B:.*]] :
// CHECK-NEXT:    memref.dealloc %[[A:.*]] :
// CHECK-NEXT:    "test.other"()
func.func @same_last_use(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %r = scf.if %c -> memref<4xf32> {
    scf.yield %a : memref<4xf32>
  } else {
    scf.yield %b : memref<4xf32>
  }
  "test.use"(%r) : (memref<4xf32>) -> ()
  "test.other"() : () -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return
}

// -----

// In a nested block, the dealloc moves within it.
// CHECK-LABEL: func.func @nested(
// CHECK:         scf.for
// CHECK-NEXT:      %[[A:.*]] = bufferization.clone
// CHECK-NEXT:      "test.use"(%[[A]])
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:      "test.other"()
func.func @nested(%m: memref<4xf32>, %lb: index, %ub: index, %st: index) {
  scf.for %i = %lb to %ub step %st {
    %a = bufferization.clone %m : memref<4xf32> to memref<4xf32>
    "test.use"(%a) : (memref<4xf32>) -> ()
    "test.other"() : () -> ()
    memref.dealloc %a : memref<4xf32>
  }
  return
}

// -----

// Not moved: a dealloc in a nested region, a buffer freed twice, a buffer
// with no use but its dealloc, a buffer freed through a view.
// CHECK-LABEL: func.func @not_moved(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    "test.use"(%[[A]])
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.dealloc %[[A]]
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    "test.use"(%[[B]])
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    memref.dealloc %[[B]]
// CHECK-NEXT:    %[[C:.*]] = memref.alloc()
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    memref.dealloc %[[C]]
// CHECK-NEXT:    %[[D:.*]] = memref.alloc()
// CHECK-NEXT:    %[[V:.*]] = memref.subview %[[D]]
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    memref.dealloc %[[V]]
func.func @not_moved(%c: i1) {
  %a = memref.alloc() : memref<4xf32>
  "test.use"(%a) : (memref<4xf32>) -> ()
  "test.other"() : () -> ()
  scf.if %c {
    memref.dealloc %a : memref<4xf32>
  }
  %b = memref.alloc() : memref<4xf32>
  "test.use"(%b) : (memref<4xf32>) -> ()
  "test.other"() : () -> ()
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  %d = memref.alloc() : memref<4xf32>
  "test.other"() : () -> ()
  memref.dealloc %d : memref<4xf32>
  %e = memref.alloc() : memref<4xf32>
  %v = memref.subview %e[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  "test.other"() : () -> ()
  memref.dealloc %v : memref<2xf32, strided<[1]>>
  return
}

// -----

// As in MLIR, the result of an op the alias analysis does not know is not an
// alias: the dealloc moves before its use.
// CHECK-LABEL: func.func @unknown_result(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    %[[R:.*]] = "test.view"(%[[A]])
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    "test.use"(%[[R]])
func.func @unknown_result() {
  %a = memref.alloc() : memref<4xf32>
  %r = "test.view"(%a) : (memref<4xf32>) -> memref<4xf32>
  "test.use"(%r) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// Functions of nested modules are not processed.
// CHECK-LABEL: func.func @in_nested_module(
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    "test.use"
// CHECK-NEXT:    "test.other"()
// CHECK-NEXT:    memref.dealloc
module {
  module @inner {
    func.func @in_nested_module() {
      %a = memref.alloc() : memref<4xf32>
      "test.other"() : () -> ()
      "test.use"(%a) : (memref<4xf32>) -> ()
      "test.other"() : () -> ()
      memref.dealloc %a : memref<4xf32>
      return
    }
  }
}

// RUN: xdsl-opt %s -p convert-bufferization-to-memref | filecheck %s
// RUN: %mlir-opt %s -convert-bufferization-to-memref | filecheck %s

// bufferization.dealloc is lowered as bufferization-lower-deallocations
// lowers it (see tests/filecheck/lower_deallocations), clones and deallocs
// in one pass.

// CHECK-LABEL: func.func @clone_then_free(
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT:    memref.copy %arg0, %[[ALLOC]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.dealloc %[[ALLOC]] : memref<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @clone_then_free(%arg0: memref<4xf32>, %arg1: i1) {
  %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
  bufferization.dealloc (%0 : memref<4xf32>) if (%arg1)
  return
}

// CHECK-LABEL: func.func @retained(
// CHECK-NEXT:    %[[M:.*]] = memref.extract_aligned_pointer_as_index %arg0 : memref<4xf32> -> index
// CHECK-NEXT:    %[[R:.*]] = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32, strided<[1], offset: 1>> -> index
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %[[M]], %[[R]] : index
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[NE]], %arg1 : i1
// CHECK-NEXT:    scf.if %[[FREE]] {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT:    }
func.func @retained(%arg0: memref<4xf32>, %arg1: i1, %arg2: memref<2xf32, strided<[1], offset: 1>>) -> i1 {
  %0 = bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1) retain (%arg2 : memref<2xf32, strided<[1], offset: 1>>)
  return %0 : i1
}

// CHECK-LABEL: func.func @generic(
// CHECK:         %[[RETAIN_PTRS:.*]] = memref.alloc() : memref<0xindex>
// CHECK:         call @dealloc_helper(
// CHECK:       func.func private @dealloc_helper(
func.func @generic(%arg0: memref<2xf32>, %arg1: memref<*xf32>, %arg2: i1, %arg3: i1) {
  bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<*xf32>) if (%arg2, %arg3)
  return
}

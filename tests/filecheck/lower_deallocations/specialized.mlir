// RUN: xdsl-opt %s -p bufferization-lower-deallocations | filecheck %s
// RUN: %mlir-opt %s -bufferization-lower-deallocations | filecheck %s
// RUN: xdsl-opt %s -p bufferization-lower-deallocations | filecheck %s --check-prefix=NOHELPER
// RUN: %mlir-opt %s -bufferization-lower-deallocations | filecheck %s --check-prefix=NOHELPER

// The lowerings without the library function (seed 002, "Specialized
// Lowerings"), op for op as MLIR 22 builds them. None of these deallocs
// needs the library function, so none is added.
// NOHELPER-NOT: dealloc_helper
// NOHELPER:     func.func @nested(
// NOHELPER-NOT: dealloc_helper

// No memref: every updated ownership is false.
// CHECK-LABEL: func.func @no_memref(
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    return %[[FALSE]], %[[FALSE]] : i1, i1
func.func @no_memref(%arg0: memref<2xf32>, %arg1: memref<?xf32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc retain (%arg0, %arg1 : memref<2xf32>, memref<?xf32>)
  return %0#0, %0#1 : i1, i1
}

// Nothing at all: MLIR leaves the (unused) false constant.
// CHECK-LABEL: func.func @nothing(
// CHECK-NEXT:    arith.constant false
// CHECK-NEXT:    return
func.func @nothing() {
  bufferization.dealloc
  return
}

// One memref, nothing retained: scf.if + memref.dealloc.
// CHECK-LABEL: func.func @one_memref_no_retain(
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @one_memref_no_retain(%arg0: memref<2xf32>, %arg1: i1) {
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
  return
}

// Unranked and strided, dynamic memrefs are freed as they are (the
// ownership pass passes base buffers; memref.dealloc of a view frees its
// allocation).
// CHECK-LABEL: func.func @one_memref_no_retain_unranked_strided(
// CHECK-NEXT:    scf.if %arg2 {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<*xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg2 {
// CHECK-NEXT:      memref.dealloc %arg1 : memref<?x?xi8, strided<[?, 1], offset: ?>>
// CHECK-NEXT:    }
func.func @one_memref_no_retain_unranked_strided(%arg0: memref<*xf32>, %arg1: memref<?x?xi8, strided<[?, 1], offset: ?>>, %arg2: i1) {
  bufferization.dealloc (%arg0 : memref<*xf32>) if (%arg2)
  bufferization.dealloc (%arg1 : memref<?x?xi8, strided<[?, 1], offset: ?>>) if (%arg2)
  return
}

// One memref, one retained value.
// CHECK-LABEL: func.func @one_memref_one_retained(
// CHECK-NEXT:    %[[M:.*]] = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:    %[[R:.*]] = memref.extract_aligned_pointer_as_index %arg2 : memref<2xf32> -> index
// CHECK-NEXT:    %[[NE:.*]] = arith.cmpi ne, %[[M]], %[[R]] : index
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[NE]], %arg1 : i1
// CHECK-NEXT:    scf.if %[[FREE]] {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[EQ:.*]] = arith.xori %[[NE]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN:.*]] = arith.andi %[[EQ]], %arg1 : i1
// CHECK-NEXT:    return %[[OWN]] : i1
func.func @one_memref_one_retained(%arg0: memref<2xf32>, %arg1: i1, %arg2: memref<2xf32>) -> i1 {
  %0 = bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1) retain (%arg2 : memref<2xf32>)
  return %0 : i1
}

// One memref, three retained values (unranked, strided with a dynamic
// offset, dynamic): one comparison per retained value, AND-reduced.
// CHECK-LABEL: func.func @one_memref_three_retained(
// CHECK-NEXT:    %[[M:.*]] = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
// CHECK-NEXT:    %[[R0:.*]] = memref.extract_aligned_pointer_as_index %arg2 : memref<*xf32> -> index
// CHECK-NEXT:    %[[NE0:.*]] = arith.cmpi ne, %[[M]], %[[R0]] : index
// CHECK-NEXT:    %[[R1:.*]] = memref.extract_aligned_pointer_as_index %arg3 : memref<4xf32, strided<[1], offset: ?>> -> index
// CHECK-NEXT:    %[[NE1:.*]] = arith.cmpi ne, %[[M]], %[[R1]] : index
// CHECK-NEXT:    %[[R2:.*]] = memref.extract_aligned_pointer_as_index %arg4 : memref<?x?xf32> -> index
// CHECK-NEXT:    %[[NE2:.*]] = arith.cmpi ne, %[[M]], %[[R2]] : index
// CHECK-NEXT:    %[[AND0:.*]] = arith.andi %[[NE0]], %[[NE1]] : i1
// CHECK-NEXT:    %[[AND1:.*]] = arith.andi %[[AND0]], %[[NE2]] : i1
// CHECK-NEXT:    %[[FREE:.*]] = arith.andi %[[AND1]], %arg1 : i1
// CHECK-NEXT:    scf.if %[[FREE]] {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<?xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[EQ0:.*]] = arith.xori %[[NE0]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN0:.*]] = arith.andi %[[EQ0]], %arg1 : i1
// CHECK-NEXT:    %[[EQ1:.*]] = arith.xori %[[NE1]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN1:.*]] = arith.andi %[[EQ1]], %arg1 : i1
// CHECK-NEXT:    %[[EQ2:.*]] = arith.xori %[[NE2]], %[[TRUE]] : i1
// CHECK-NEXT:    %[[OWN2:.*]] = arith.andi %[[EQ2]], %arg1 : i1
// CHECK-NEXT:    return %[[OWN0]], %[[OWN1]], %[[OWN2]] : i1, i1, i1
func.func @one_memref_three_retained(%arg0: memref<?xf32>, %arg1: i1, %arg2: memref<*xf32>, %arg3: memref<4xf32, strided<[1], offset: ?>>, %arg4: memref<?x?xf32>) -> (i1, i1, i1) {
  %0:3 = bufferization.dealloc (%arg0 : memref<?xf32>) if (%arg1) retain (%arg2, %arg3, %arg4 : memref<*xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<?x?xf32>)
  return %0#0, %0#1, %0#2 : i1, i1, i1
}

// Nested regions: the lowering happens where the dealloc is.
// CHECK-LABEL: func.func @nested(
// CHECK:         scf.for
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
func.func @nested(%arg0: memref<2xf32>, %arg1: i1, %arg2: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %arg2 step %c1 {
    bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
  }
  return
}

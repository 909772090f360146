// RUN: xdsl-opt %s -p bufferization-lower-deallocations | filecheck %s
// RUN: %mlir-opt %s -bufferization-lower-deallocations | filecheck %s

// The generic lowering (seed 002, "Generic Lowering"): pointers and
// conditions are stored in small buffers, passed (cast to dynamic sizes) to
// the library function, whose results guard each free and give the
// ownerships. Op for op as MLIR 22 builds it: a new index constant at each
// use (canonicalize/cse merge them later).

// CHECK-LABEL: func.func @two_memrefs_two_retained(
// CHECK-NEXT:    %[[FREE_PTRS:.*]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT:    %[[CONDS:.*]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT:    %[[RETAIN_PTRS:.*]] = memref.alloc() : memref<2xindex>
// CHECK-NEXT:    %[[P0:.*]] = memref.extract_aligned_pointer_as_index %arg0 : memref<2xf32> -> index
// CHECK-NEXT:    %[[I0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[P0]], %[[FREE_PTRS]][%[[I0]]] : memref<2xindex>
// CHECK-NEXT:    %[[P1:.*]] = memref.extract_aligned_pointer_as_index %arg1 : memref<*xf32> -> index
// CHECK-NEXT:    %[[I1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    memref.store %[[P1]], %[[FREE_PTRS]][%[[I1]]] : memref<2xindex>
// CHECK-NEXT:    %[[I2:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %arg2, %[[CONDS]][%[[I2]]] : memref<2xi1>
// CHECK-NEXT:    %[[I3:.*]] = arith.constant 1 : index
// CHECK-NEXT:    memref.store %arg3, %[[CONDS]][%[[I3]]] : memref<2xi1>
// CHECK-NEXT:    %[[P2:.*]] = memref.extract_aligned_pointer_as_index %arg4 : memref<1xf32> -> index
// CHECK-NEXT:    %[[I4:.*]] = arith.constant 0 : index
// CHECK-NEXT:    memref.store %[[P2]], %[[RETAIN_PTRS]][%[[I4]]] : memref<2xindex>
// CHECK-NEXT:    %[[P3:.*]] = memref.extract_aligned_pointer_as_index %arg5 : memref<?xf32, strided<[?], offset: ?>> -> index
// CHECK-NEXT:    %[[I5:.*]] = arith.constant 1 : index
// CHECK-NEXT:    memref.store %[[P3]], %[[RETAIN_PTRS]][%[[I5]]] : memref<2xindex>
// CHECK-NEXT:    %[[FREE_PTRS_D:.*]] = memref.cast %[[FREE_PTRS]] : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:    %[[CONDS_D:.*]] = memref.cast %[[CONDS]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:    %[[RETAIN_PTRS_D:.*]] = memref.cast %[[RETAIN_PTRS]] : memref<2xindex> to memref<?xindex>
// CHECK-NEXT:    %[[FREE_OUT:.*]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT:    %[[OWN_OUT:.*]] = memref.alloc() : memref<2xi1>
// CHECK-NEXT:    %[[FREE_OUT_D:.*]] = memref.cast %[[FREE_OUT]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:    %[[OWN_OUT_D:.*]] = memref.cast %[[OWN_OUT]] : memref<2xi1> to memref<?xi1>
// CHECK-NEXT:    call @dealloc_helper(%[[FREE_PTRS_D]], %[[RETAIN_PTRS_D]], %[[CONDS_D]], %[[FREE_OUT_D]], %[[OWN_OUT_D]]) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
// CHECK-NEXT:    %[[I6:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[F0:.*]] = memref.load %[[FREE_OUT]][%[[I6]]] : memref<2xi1>
// CHECK-NEXT:    scf.if %[[F0]] {
// CHECK-NEXT:      memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[I7:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[F1:.*]] = memref.load %[[FREE_OUT]][%[[I7]]] : memref<2xi1>
// CHECK-NEXT:    scf.if %[[F1]] {
// CHECK-NEXT:      memref.dealloc %arg1 : memref<*xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[I8:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[O0:.*]] = memref.load %[[OWN_OUT]][%[[I8]]] : memref<2xi1>
// CHECK-NEXT:    %[[I9:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[O1:.*]] = memref.load %[[OWN_OUT]][%[[I9]]] : memref<2xi1>
// CHECK-NEXT:    memref.dealloc %[[FREE_PTRS]] : memref<2xindex>
// CHECK-NEXT:    memref.dealloc %[[RETAIN_PTRS]] : memref<2xindex>
// CHECK-NEXT:    memref.dealloc %[[CONDS]] : memref<2xi1>
// CHECK-NEXT:    memref.dealloc %[[FREE_OUT]] : memref<2xi1>
// CHECK-NEXT:    memref.dealloc %[[OWN_OUT]] : memref<2xi1>
// CHECK-NEXT:    return %[[O0]], %[[O1]] : i1, i1
func.func @two_memrefs_two_retained(%arg0: memref<2xf32>, %arg1: memref<*xf32>, %arg2: i1, %arg3: i1, %arg4: memref<1xf32>, %arg5: memref<?xf32, strided<[?], offset: ?>>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<*xf32>) if (%arg2, %arg3) retain (%arg4, %arg5 : memref<1xf32>, memref<?xf32, strided<[?], offset: ?>>)
  return %0#0, %0#1 : i1, i1
}

// Several memrefs, nothing retained: empty retained lists (memref<0x...>).
// A second function calls the same (single) library function.
// CHECK-LABEL: func.func @three_memrefs_no_retained(
// CHECK-NEXT:    arith.constant true
// CHECK-NEXT:    %[[FREE_PTRS:.*]] = memref.alloc() : memref<3xindex>
// CHECK-NEXT:    %[[CONDS:.*]] = memref.alloc() : memref<3xi1>
// CHECK-NEXT:    %[[RETAIN_PTRS:.*]] = memref.alloc() : memref<0xindex>
// CHECK:         memref.extract_aligned_pointer_as_index %arg0 : memref<?x?xf32> -> index
// CHECK:         memref.extract_aligned_pointer_as_index %arg1 : memref<4x4xf32, strided<[8, 1], offset: ?>> -> index
// CHECK:         memref.extract_aligned_pointer_as_index %arg2 : memref<f64> -> index
// CHECK:         %[[OWN_OUT:.*]] = memref.alloc() : memref<0xi1>
// CHECK:         call @dealloc_helper(
// CHECK:         scf.if
// CHECK-NEXT:      memref.dealloc %arg0 : memref<?x?xf32>
// CHECK:         scf.if
// CHECK-NEXT:      memref.dealloc %arg1 : memref<4x4xf32, strided<[8, 1], offset: ?>>
// CHECK:         scf.if
// CHECK-NEXT:      memref.dealloc %arg2 : memref<f64>
// CHECK:         memref.dealloc %[[RETAIN_PTRS]] : memref<0xindex>
// CHECK:         memref.dealloc %[[OWN_OUT]] : memref<0xi1>
// CHECK-NEXT:    return
func.func @three_memrefs_no_retained(%arg0: memref<?x?xf32>, %arg1: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg2: memref<f64>, %arg3: i1) {
  %true = arith.constant true
  bufferization.dealloc (%arg0, %arg1, %arg2 : memref<?x?xf32>, memref<4x4xf32, strided<[8, 1], offset: ?>>, memref<f64>) if (%arg3, %true, %arg3)
  return
}

// The library function: added once, private, at the end of the module.
// CHECK-LABEL: func.func private @dealloc_helper(
// CHECK-SAME:      %[[TO_FREE:[^:]*]]: memref<?xindex>, %[[TO_RETAIN:[^:]*]]: memref<?xindex>, %[[COND:[^:]*]]: memref<?xi1>, %[[FREE_OUT:[^:]*]]: memref<?xi1>, %[[OWN_OUT:[^:]*]]: memref<?xi1>) {
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[TRUE:.*]] = arith.constant true
// CHECK-NEXT:    %[[FALSE:.*]] = arith.constant false
// CHECK-NEXT:    %[[N_FREE:.*]] = memref.dim %[[TO_FREE]], %[[C0]] : memref<?xindex>
// CHECK-NEXT:    %[[N_RETAIN:.*]] = memref.dim %[[TO_RETAIN]], %[[C0]] : memref<?xindex>
// CHECK-NEXT:    scf.for %[[J:.*]] = %[[C0]] to %[[N_RETAIN]] step %[[C1]] {
// CHECK-NEXT:      memref.store %[[FALSE]], %[[OWN_OUT]][%[[J]]] : memref<?xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %[[I:.*]] = %[[C0]] to %[[N_FREE]] step %[[C1]] {
// CHECK-NEXT:      %[[PTR:.*]] = memref.load %[[TO_FREE]][%[[I]]] : memref<?xindex>
// CHECK-NEXT:      %[[C:.*]] = memref.load %[[COND]][%[[I]]] : memref<?xi1>
// CHECK-NEXT:      %[[NO_RETAINED_ALIAS:.*]] = scf.for %[[K:.*]] = %[[C0]] to %[[N_RETAIN]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[TRUE]]) -> (i1) {
// CHECK-NEXT:        %[[RPTR:.*]] = memref.load %[[TO_RETAIN]][%[[K]]] : memref<?xindex>
// CHECK-NEXT:        %[[EQ:.*]] = arith.cmpi eq, %[[RPTR]], %[[PTR]] : index
// CHECK-NEXT:        scf.if %[[EQ]] {
// CHECK-NEXT:          %[[OLD:.*]] = memref.load %[[OWN_OUT]][%[[K]]] : memref<?xi1>
// CHECK-NEXT:          %[[NEW:.*]] = arith.ori %[[OLD]], %[[C]] : i1
// CHECK-NEXT:          memref.store %[[NEW]], %[[OWN_OUT]][%[[K]]] : memref<?xi1>
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[NE:.*]] = arith.cmpi ne, %[[RPTR]], %[[PTR]] : index
// CHECK-NEXT:        %[[AND:.*]] = arith.andi %[[ACC]], %[[NE]] : i1
// CHECK-NEXT:        scf.yield %[[AND]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[NO_ALIAS:.*]] = scf.for %[[L:.*]] = %[[C0]] to %[[I]] step %[[C1]] iter_args(%[[ACC2:.*]] = %[[NO_RETAINED_ALIAS]]) -> (i1) {
// CHECK-NEXT:        %[[EPTR:.*]] = memref.load %[[TO_FREE]][%[[L]]] : memref<?xindex>
// CHECK-NEXT:        %[[NE2:.*]] = arith.cmpi ne, %[[EPTR]], %[[PTR]] : index
// CHECK-NEXT:        %[[AND2:.*]] = arith.andi %[[ACC2]], %[[NE2]] : i1
// CHECK-NEXT:        scf.yield %[[AND2]] : i1
// CHECK-NEXT:      }
// CHECK-NEXT:      %[[FREE:.*]] = arith.andi %[[NO_ALIAS]], %[[C]] : i1
// CHECK-NEXT:      memref.store %[[FREE]], %[[FREE_OUT]][%[[I]]] : memref<?xi1>
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NOT:   func.func
func.func @after_all(%arg0: memref<2xf32>, %arg1: i1) {
  bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
  return
}

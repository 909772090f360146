// The generic form: properties are MLIR's (`operandSegmentSizes`, `restrict`,
// `writable`, `read_only`, `memory_space`), and xDSL prints them back as
// mlir-opt --mlir-print-op-generic does.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC

"func.func"() <{function_type = (memref<2xf32>, memref<?xf32>, i1, tensor<?xf32>, index, tensor<2xf32>) -> (), sym_name = "generic"}> ({
^bb0(%m: memref<2xf32>, %d: memref<?xf32>, %c: i1, %t: tensor<?xf32>, %i: index, %t2: tensor<2xf32>):
  %0:2 = "bufferization.dealloc"(%m, %d, %c, %c, %m, %d) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xf32>, memref<?xf32>, i1, i1, memref<2xf32>, memref<?xf32>) -> (i1, i1)
  "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  %1 = "bufferization.to_tensor"(%m) <{restrict, writable}> : (memref<2xf32>) -> tensor<2xf32>
  %2 = "bufferization.to_buffer"(%t) <{read_only}> : (tensor<?xf32>) -> memref<?xf32, strided<[?], offset: ?>>
  %3 = "bufferization.alloc_tensor"(%t, %i) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?xf32>, index) -> tensor<?xf32>
  %4 = "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> {tag} : (index) -> tensor<?xf32>
  "bufferization.materialize_in_destination"(%t2, %m) <{restrict, writable}> : (tensor<2xf32>, memref<2xf32>) -> ()
  %5 = "bufferization.materialize_in_destination"(%t2, %1) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  "bufferization.dealloc_tensor"(%t) : (tensor<?xf32>) -> ()
  %6 = "bufferization.clone"(%m) : (memref<2xf32>) -> memref<?xf32>
  "func.return"() : () -> ()
}) : () -> ()

// CHECK:      %[[R:.*]], %[[R1:.*]] = bufferization.dealloc (%m, %d : memref<2xf32>, memref<?xf32>) if (%c, %c) retain (%m, %d : memref<2xf32>, memref<?xf32>)
// CHECK-NEXT: bufferization.dealloc
// CHECK-NEXT: %[[TT:.*]] = bufferization.to_tensor %m restrict writable : memref<2xf32> to tensor<2xf32>
// CHECK-NEXT: bufferization.to_buffer %t read_only : tensor<?xf32> to memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: bufferization.alloc_tensor() copy(%t) size_hint=%i {memory_space = 1 : i64} : tensor<?xf32>
// CHECK-NEXT: bufferization.alloc_tensor(%i) {tag} : tensor<?xf32>
// CHECK-NEXT: bufferization.materialize_in_destination %t2 in restrict writable %m : (tensor<2xf32>, memref<2xf32>) -> ()
// CHECK-NEXT: bufferization.materialize_in_destination %t2 in %[[TT]] : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// CHECK-NEXT: bufferization.dealloc_tensor %t : tensor<?xf32>
// CHECK-NEXT: bufferization.clone %m : memref<2xf32> to memref<?xf32>

// GENERIC:      "bufferization.dealloc"(%m, %d, %c, %c, %m, %d) <{operandSegmentSizes = array<i32: 2, 2, 2>}> : (memref<2xf32>, memref<?xf32>, i1, i1, memref<2xf32>, memref<?xf32>) -> (i1, i1)
// GENERIC-NEXT: "bufferization.dealloc"() <{operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
// GENERIC-NEXT: "bufferization.to_tensor"(%m) <{restrict, writable}> : (memref<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "bufferization.to_buffer"(%t) <{read_only}> : (tensor<?xf32>) -> memref<?xf32, strided<[?], offset: ?>>
// GENERIC-NEXT: "bufferization.alloc_tensor"(%t, %i) <{memory_space = 1 : i64, operandSegmentSizes = array<i32: 0, 1, 1>}> : (tensor<?xf32>, index) -> tensor<?xf32>
// GENERIC-NEXT: "bufferization.alloc_tensor"(%i) <{operandSegmentSizes = array<i32: 1, 0, 0>}> {tag} : (index) -> tensor<?xf32>
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%t2, %m) <{restrict, writable}> : (tensor<2xf32>, memref<2xf32>) -> ()
// GENERIC-NEXT: "bufferization.materialize_in_destination"(%t2, %{{.*}}) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC-NEXT: "bufferization.dealloc_tensor"(%t) : (tensor<?xf32>) -> ()
// GENERIC-NEXT: "bufferization.clone"(%m) : (memref<2xf32>) -> memref<?xf32>

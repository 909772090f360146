// xDSL's dce and our canonicalize on our op classes: unused pure ops, an
// unused scf.if and scf.for without side effects, an unused allocation,
// cast, dim, tensor.empty and to_tensor are erased; the loop that stores is
// kept (issue 15).
// RUN: xdsl-opt %s -p dce | filecheck %s
// RUN: xdsl-opt %s -p canonicalize | filecheck %s
// RUN: %mlir-opt %s -canonicalize | filecheck %s --check-prefix=MLIR

func.func @dead(%c: i1, %n: index, %m: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %unused = arith.addi %n, %c1 : index
  %dead_if = scf.if %c -> (index) {
    scf.yield %c0 : index
  } else {
    scf.yield %c1 : index
  }
  %dead_loop = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %b = arith.addi %a, %i : index
    scf.yield %b : index
  }
  %dead_alloc = memref.alloc() : memref<8xf32>
  %cast = memref.cast %m : memref<4xf32> to memref<?xf32>
  %dim = memref.dim %cast, %c0 : memref<?xf32>
  %empty = tensor.empty(%n) : tensor<?xf32>
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %live = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
    %b = arith.addi %a, %i : index
    %f = arith.index_cast %b : index to i32
    %g = arith.sitofp %f : i32 to f32
    memref.store %g, %m[%i] : memref<4xf32>
    scf.yield %b : index
  }
  return %live : index
}

// CHECK:       builtin.module {
// CHECK-NEXT:    func.func @dead(%c: i1, %n: index, %m: memref<4xf32>) -> index {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      %live = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (index) {
// CHECK-NEXT:        %b = arith.addi %a, %i : index
// CHECK-NEXT:        %f = arith.index_cast %b : index to i32
// CHECK-NEXT:        %g = arith.sitofp %f : i32 to f32
// CHECK-NEXT:        memref.store %g, %m[%i] : memref<4xf32>
// CHECK-NEXT:        scf.yield %b : index
// CHECK-NEXT:      }
// CHECK-NEXT:      func.return %live : index
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// MLIR:      func.func @dead
// MLIR-NOT:  scf.if
// MLIR-NOT:  memref.alloc
// MLIR:      scf.for
// MLIR:      memref.store
// MLIR-NOT:  scf.for

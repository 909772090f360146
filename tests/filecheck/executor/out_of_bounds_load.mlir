// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// An off-by-one loop bound.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %zero = arith.constant 0 : i32
  %m = memref.alloc() : memref<4xi32>
  %sum = scf.for %i = %c0 to %c5 step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = memref.load %m[%i] : memref<4xi32>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  memref.dealloc %m : memref<4xi32>
  return
}

// CHECK:      error: out-of-bounds: load at index 4 of dimension 0, of size 4 (indices [4] into sizes [4])
// CHECK-NEXT:   at %v = memref.load %m[%i] : memref<4xi32>  ({{.*}}out_of_bounds_load.mlir:12:5 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (16 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<4xi32>  ({{.*}}out_of_bounds_load.mlir:10:3 in @main)

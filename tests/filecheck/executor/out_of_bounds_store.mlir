// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A store through a subview, with an index past the subview's size (but
// inside the underlying buffer): still out of bounds.

func.func @main() {
  %c2 = arith.constant 2 : index
  %x = arith.constant 1.0 : f64
  %m = memref.alloc() : memref<3x3xf64>
  %s = memref.subview %m[0, 1] [3, 2] [1, 1] : memref<3x3xf64> to memref<3x2xf64, strided<[3, 1], offset: 1>>
  memref.store %x, %s[%c2, %c2] : memref<3x2xf64, strided<[3, 1], offset: 1>>
  memref.dealloc %m : memref<3x3xf64>
  return
}

// CHECK:      error: out-of-bounds: store at index 2 of dimension 1, of size 2 (indices [2, 2] into sizes [3, 2])
// CHECK-NEXT:   at memref.store %x, %s[%c2, %c2] : memref<3x2xf64, strided<[3, 1], offset: 1>>  ({{.*}}out_of_bounds_store.mlir:11:3 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (72 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<3x3xf64>  ({{.*}}out_of_bounds_store.mlir:9:3 in @main)

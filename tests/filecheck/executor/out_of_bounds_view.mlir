// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A reinterpret_cast view larger than its buffer: in-bounds indices of the
// view reach past the end of the allocation.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<6xf32>
  %v = memref.reinterpret_cast %m to offset: [2], sizes: [2, 3], strides: [3, 1] : memref<6xf32> to memref<2x3xf32, strided<[3, 1], offset: 2>>
  %ok = memref.load %v[%c0, %c2] : memref<2x3xf32, strided<[3, 1], offset: 2>>
  %bad = memref.load %v[%c1, %c2] : memref<2x3xf32, strided<[3, 1], offset: 2>>
  memref.dealloc %m : memref<6xf32>
  return
}

// CHECK:      error: out-of-bounds: load at element 7 of a buffer of 6 element(s) (view offset 2, strides [3, 1])
// CHECK-NEXT:   at %bad = memref.load %v[%c1, %c2] : memref<2x3xf32, strided<[3, 1], offset: 2>>  ({{.*}}out_of_bounds_view.mlir:13:3 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (24 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<6xf32>  ({{.*}}out_of_bounds_view.mlir:10:3 in @main)

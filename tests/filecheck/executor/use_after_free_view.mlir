// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A subview and a reinterpret_cast outlive the buffer they view; the access
// through the view is reported with the buffer's origin.

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4x4xf32>
  %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [16], strides: [1] : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<16xf32>
  memref.dealloc %m : memref<4x4xf32>
  %v = memref.load %r[%c0] : memref<16xf32>
  return
}

// CHECK:      error: use-after-free: load through a freed buffer
// CHECK-NEXT:   at %v = memref.load %r[%c0] : memref<16xf32>  ({{.*}}use_after_free_view.mlir:12:3 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (64 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<4x4xf32>  ({{.*}}use_after_free_view.mlir:8:3 in @main)
// CHECK-NEXT:   freed by memref.dealloc %m : memref<4x4xf32>  ({{.*}}use_after_free_view.mlir:11:3 in @main)

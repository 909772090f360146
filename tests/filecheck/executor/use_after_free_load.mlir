// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

func.func @main() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  %v = memref.load %m[%c1] : memref<4xf32>
  return
}

// CHECK:      error: use-after-free: load through a freed buffer
// CHECK-NEXT:   at %v = memref.load %m[%c1] : memref<4xf32>  ({{.*}}use_after_free_load.mlir:7:3 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (16 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<4xf32>  ({{.*}}use_after_free_load.mlir:5:3 in @main)
// CHECK-NEXT:   freed by memref.dealloc %m : memref<4xf32>  ({{.*}}use_after_free_load.mlir:6:3 in @main)

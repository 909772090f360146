// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

func.func @main() {
  %a = memref.alloc() : memref<4xi32>
  %b = memref.alloc() : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  memref.copy %a, %b : memref<4xi32> to memref<4xi32>
  memref.dealloc %b : memref<4xi32>
  return
}

// CHECK:      error: use-after-free: memref.copy reads through a freed buffer
// CHECK-NEXT:   at memref.copy %a, %b : memref<4xi32> to memref<4xi32>  ({{.*}}use_after_free_copy.mlir:7:3 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (16 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %a = memref.alloc() : memref<4xi32>  ({{.*}}use_after_free_copy.mlir:4:3 in @main)
// CHECK-NEXT:   freed by memref.dealloc %a : memref<4xi32>  ({{.*}}use_after_free_copy.mlir:6:3 in @main)

// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// The second dealloc of one buffer, through a subview of it.

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<8xf32>
  %s = memref.subview %m[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  memref.dealloc %m : memref<8xf32>
  memref.dealloc %s : memref<4xf32, strided<[1], offset: 2>>
  return
}

// CHECK:      error: double-free: freed a buffer that was already freed
// CHECK-NEXT:   at memref.dealloc %s : memref<4xf32, strided<[1], offset: 2>>  ({{.*}}double_free.mlir:10:3 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (32 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<8xf32>  ({{.*}}double_free.mlir:7:3 in @main)
// CHECK-NEXT:   freed by memref.dealloc %m : memref<8xf32>  ({{.*}}double_free.mlir:9:3 in @main)
// CHECK-NEXT: memory check: 1 violation(s); 1 allocation(s), 0 alloca(s), 1 free(s)

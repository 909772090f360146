// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// Freeing the buffer of a tensor constant: the program never allocated it.

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %m = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  memref.dealloc %m : memref<2xf32>
  return
}

// CHECK:      error: invalid-free: freed a buffer the program did not allocate (it was materialized by the executor for a tensor)
// CHECK-NEXT:   at memref.dealloc %m : memref<2xf32>  ({{.*}}invalid_free.mlir:8:3 in @main)
// CHECK-NEXT:   buffer: executor-owned buffer #1 (8 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>  ({{.*}}invalid_free.mlir:7:3 in @main)

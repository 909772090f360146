// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

memref.global "private" @table : memref<4xi32> = dense<[1, 2, 3, 4]>

func.func @main() {
  %g = memref.get_global @table : memref<4xi32>
  %c = memref.cast %g : memref<4xi32> to memref<?xi32>
  memref.dealloc %c : memref<?xi32>
  return
}

// CHECK:      error: free-of-global: freed a global buffer
// CHECK-NEXT:   at memref.dealloc %c : memref<?xi32>  ({{.*}}free_of_global.mlir:8:3 in @main)
// CHECK-NEXT:   buffer: global @table #1 (16 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by memref.global "private" @table : memref<4xi32> = dense<[1, 2, 3, 4]>  ({{.*}}free_of_global.mlir:3:1 at top level)

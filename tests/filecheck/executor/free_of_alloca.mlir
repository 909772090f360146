// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

func.func @release(%m: memref<?xi64>) {
  memref.dealloc %m : memref<?xi64>
  return
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %m = memref.alloca(%c3) : memref<?xi64>
  call @release(%m) : (memref<?xi64>) -> ()
  return
}

// CHECK:      error: free-of-alloca: freed a buffer allocated by memref.alloca
// CHECK-NEXT:   at memref.dealloc %m : memref<?xi64>  ({{.*}}free_of_alloca.mlir:4:3 in @release)
// CHECK-NEXT:   called from call @release(%m) : (memref<?xi64>) -> ()  ({{.*}}free_of_alloca.mlir:11:3 in @main)
// CHECK-NEXT:   buffer: stack buffer #1 (24 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloca(%c3) : memref<?xi64>  ({{.*}}free_of_alloca.mlir:10:3 in @main)

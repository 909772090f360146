// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A buffer allocated in a callee, returned, and never freed.

func.func @make() -> memref<4xf32> {
  %m = memref.alloc() : memref<4xf32>
  return %m : memref<4xf32>
}

func.func @main() {
  %kept = memref.alloc() : memref<2xi32>
  %m = call @make() : () -> memref<4xf32>
  memref.dealloc %kept : memref<2xi32>
  return
}

// CHECK:      error: leak: buffer never freed: still live when @main returns
// CHECK-NEXT:   buffer: heap buffer #2 (16 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<4xf32>  ({{.*}}leak.mlir:6:3 in @make)
// CHECK-NEXT: memory check: 1 violation(s); 2 allocation(s), 0 alloca(s), 1 free(s)
// CHECK-NOT:  error

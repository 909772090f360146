// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A store in a loop, through a buffer freed by bufferization.dealloc.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %zero = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<4x4xf32>
  bufferization.dealloc (%m : memref<4x4xf32>) if (%true)
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %zero, %m[%i, %i] : memref<4x4xf32>
  }
  return
}

// CHECK:      error: use-after-free: store through a freed buffer
// CHECK-NEXT:   at memref.store %zero, %m[%i, %i] : memref<4x4xf32>  ({{.*}}use_after_free_store.mlir:14:5 in @main)
// CHECK-NEXT:   buffer: heap buffer #1 (64 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloc() : memref<4x4xf32>  ({{.*}}use_after_free_store.mlir:11:3 in @main)
// CHECK-NEXT:   freed by bufferization.dealloc (%m : memref<4x4xf32>) if (%true)  ({{.*}}use_after_free_store.mlir:12:3 in @main)

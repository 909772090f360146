// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// memref.cast to an identity layout of a view that has another offset or
// strides is undefined behavior (the cast is valid IR: the source layout is
// dynamic); the executor used to check only strided target layouts.

func.func @main() {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %d = memref.cast %s : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[?], offset: ?>>
  %i = memref.cast %d : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
  memref.dealloc %a : memref<8xf32>
  return
}

// CHECK: error: undefined-behavior: memref.cast to memref<4xf32>: the view has offset 2
// CHECK-NEXT: at %i = memref.cast %d

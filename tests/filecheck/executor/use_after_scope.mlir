// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A function returns a stack buffer; its caller reads it.

func.func @scratch() -> memref<2xi64> {
  %m = memref.alloca() : memref<2xi64>
  return %m : memref<2xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = call @scratch() : () -> memref<2xi64>
  %v = memref.load %m[%c0] : memref<2xi64>
  return
}

// CHECK:      error: use-after-free: load through a stack buffer whose scope has ended
// CHECK-NEXT:   at %v = memref.load %m[%c0] : memref<2xi64>  ({{.*}}use_after_scope.mlir:13:3 in @main)
// CHECK-NEXT:   buffer: stack buffer #1 (16 bytes at 0x{{[0-9a-f]+}})
// CHECK-NEXT:   allocated by %m = memref.alloca() : memref<2xi64>  ({{.*}}use_after_scope.mlir:6:3 in @scratch)
// CHECK-NEXT:   freed by end of scope: func.func @scratch() -> memref<2xi64> {  ({{.*}}use_after_scope.mlir:5:1 in @scratch)

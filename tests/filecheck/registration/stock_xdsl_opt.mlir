// Stock xdsl-opt, with no flag, knows our ops once the package is installed.
// RUN: xdsl-opt %s | filecheck %s

// CHECK-LABEL: func.func @plain
func.func @plain(%a: memref<4xf32>) {
  // CHECK: memref.load
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  func.return
}

// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s
// RUN: xdsl-bufferization-run %s --entry peak 2>&1 | filecheck %s --check-prefix=PEAK

// scf.for is an automatic allocation scope: a memref.alloca made in one
// iteration ends with it, so the buffer carried to the next iteration is dead.

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloca() : memref<2xi64>
  %last = scf.for %i = %c0 to %c2 step %c1 iter_args(%prev = %init) -> (memref<2xi64>) {
    %v = memref.load %prev[%c0] : memref<2xi64>
    %m = memref.alloca() : memref<2xi64>
    scf.yield %m : memref<2xi64>
  }
  return
}

// CHECK:      error: use-after-free: load through a stack buffer whose scope has ended
// CHECK-NEXT:   at %v = memref.load %prev[%c0] : memref<2xi64>
// CHECK:        allocated by %m = memref.alloca() : memref<2xi64>
// CHECK-NEXT:   freed by end of scope: %last = scf.for

// Allocas in a loop body do not pile up: one live stack buffer at a time.
func.func @peak() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %x = arith.constant 7 : i64
  scf.for %i = %c0 to %c100 step %c1 {
    %m = memref.alloca() : memref<2xi64>
    memref.store %x, %m[%c0] : memref<2xi64>
  }
  scf.parallel (%j) = (%c0) to (%c100) step (%c1) {
    %m = memref.alloca() : memref<2xi64>
    memref.store %x, %m[%c0] : memref<2xi64>
    scf.reduce
  }
  scf.forall (%k) in (100) {
    %m = memref.alloca() : memref<2xi64>
    memref.store %x, %m[%c0] : memref<2xi64>
  }
  return
}

// PEAK: memory check: OK; 0 allocation(s), 300 alloca(s), 0 free(s)
// PEAK-SAME: peak 1 live buffer(s) / 16 bytes

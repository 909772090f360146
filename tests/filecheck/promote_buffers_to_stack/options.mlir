// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2}' | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect '-promote-buffers-to-stack=max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=2' | filecheck %s
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=0 max-rank-of-allocated-memref=0}' | filecheck %s --check-prefix=ZERO
// RUN: %mlir-opt %s --allow-unregistered-dialect '-promote-buffers-to-stack=max-alloc-size-in-bytes=0 max-rank-of-allocated-memref=0' | filecheck %s --check-prefix=ZERO
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=536870912}' | filecheck %s --check-prefix=WRAP
// RUN: %mlir-opt %s --allow-unregistered-dialect '-promote-buffers-to-stack=max-alloc-size-in-bytes=536870912' | filecheck %s --check-prefix=WRAP
// RUN: xdsl-opt %s --allow-unregistered-dialect -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=4294967295}' | filecheck %s --check-prefix=HUGE
// RUN: %mlir-opt %s --allow-unregistered-dialect '-promote-buffers-to-stack=max-alloc-size-in-bytes=4294967295' | filecheck %s --check-prefix=HUGE

// The two options. The limit in bits is computed in 32-bit unsigned
// arithmetic, as in MLIR 22: 2^29 bytes wraps to 0 bits (WRAP), 2^32 - 1
// bytes to 2^32 - 8 bits (HUGE).

// CHECK-LABEL: func.func @options(
// CHECK-NEXT:    %[[R:.*]] = memref.rank
// CHECK-NEXT:    memref.alloca() : memref<16xf32>
// CHECK-NEXT:    memref.alloc() : memref<17xf32>
// CHECK-NEXT:    memref.alloca(%[[R]], %[[R]]) : memref<?x?xf32>
// CHECK-NEXT:    memref.alloc(%[[R]], %[[R]], %[[R]]) : memref<?x?x?xf32>
// CHECK-NEXT:    memref.alloca() : memref<0xf32>

// ZERO-LABEL: func.func @options(
// ZERO-NEXT:    memref.rank
// ZERO-NEXT:    memref.alloc() : memref<16xf32>
// ZERO-NEXT:    memref.alloc() : memref<17xf32>
// ZERO-NEXT:    memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// ZERO-NEXT:    memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>
// ZERO-NEXT:    memref.alloca() : memref<0xf32>

// WRAP-LABEL: func.func @options(
// WRAP-NEXT:    memref.rank
// WRAP-NEXT:    memref.alloc() : memref<16xf32>
// WRAP-NEXT:    memref.alloc() : memref<17xf32>
// WRAP-NEXT:    memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
// WRAP-NEXT:    memref.alloc(%{{.*}}, %{{.*}}, %{{.*}}) : memref<?x?x?xf32>
// WRAP-NEXT:    memref.alloca() : memref<0xf32>

// HUGE-LABEL: func.func @options(
// HUGE-NEXT:    memref.rank
// HUGE-NEXT:    memref.alloca() : memref<16xf32>
// HUGE-NEXT:    memref.alloca() : memref<17xf32>
// HUGE-NEXT:    memref.alloc(%{{.*}}, %{{.*}}) : memref<?x?xf32>
func.func @options(%arg: memref<*xf32>) {
  %r = memref.rank %arg : memref<*xf32>
  %a = memref.alloc() : memref<16xf32>
  %b = memref.alloc() : memref<17xf32>
  %c = memref.alloc(%r, %r) : memref<?x?xf32>
  %d = memref.alloc(%r, %r, %r) : memref<?x?x?xf32>
  %e = memref.alloc() : memref<0xf32>
  "test.use"(%a, %b, %c, %d, %e) : (memref<16xf32>, memref<17xf32>, memref<?x?xf32>, memref<?x?x?xf32>, memref<0xf32>) -> ()
  return
}

// RUN: xdsl-opt %s -p bufferization-lower-deallocations | filecheck %s
// RUN: %mlir-opt %s -bufferization-lower-deallocations | filecheck %s

// The library function never takes a name the module already uses (seed
// 004: "things will probably break, if user already have dealloc_helper
// function defined"): like MLIR's symbol table insertion, it becomes
// dealloc_helper_N with the first free N. Each symbol table (module) that
// needs one gets its own, at its end, private.

// The user's symbols are untouched, and calls go to the new function.
// CHECK-LABEL: func.func @dealloc_helper(%{{[^:]*}}: i32) -> i32 {
// CHECK-NEXT:    return
// CHECK:       func.func private @dealloc_helper_0(i32)
// CHECK:       memref.global "private" constant @dealloc_helper_1 : memref<2xf32>
func.func @dealloc_helper(%arg0: i32) -> i32 {
  return %arg0 : i32
}
func.func private @dealloc_helper_0(i32)
memref.global "private" constant @dealloc_helper_1 : memref<2xf32> = dense<0.0>

// CHECK-LABEL: func.func @f(
// CHECK:         call @dealloc_helper(%{{.*}}) : (i32) -> i32
// CHECK:         call @dealloc_helper_2(%{{.*}}) : (memref<?xindex>, memref<?xindex>, memref<?xi1>, memref<?xi1>, memref<?xi1>) -> ()
func.func @f(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1, %arg3: i32) -> i32 {
  %0 = func.call @dealloc_helper(%arg3) : (i32) -> i32
  bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%arg2, %arg2)
  return %0 : i32
}

// CHECK-LABEL: func.func @g(
// CHECK:         call @dealloc_helper_2(
func.func @g(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) {
  bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%arg2, %arg2)
  return
}

// A nested module is its own symbol table: its deallocs call a helper
// added to it, which may use the plain name there.
// CHECK-LABEL: module @inner {
// CHECK:         func.func @h(
// CHECK:           call @dealloc_helper(
// CHECK:         func.func private @dealloc_helper(
// CHECK:           return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
builtin.module @inner {
  func.func @h(%arg0: memref<2xf32>, %arg1: memref<2xf32>, %arg2: i1) {
    bufferization.dealloc (%arg0, %arg1 : memref<2xf32>, memref<2xf32>) if (%arg2, %arg2)
    return
  }
}

// A nested module that needs no helper gets none.
// CHECK-LABEL: module @no_helper {
// CHECK-NEXT:    func.func @k(
// CHECK-NEXT:      scf.if %arg1 {
// CHECK-NEXT:        memref.dealloc %arg0 : memref<2xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
builtin.module @no_helper {
  func.func @k(%arg0: memref<2xf32>, %arg1: i1) {
    bufferization.dealloc (%arg0 : memref<2xf32>) if (%arg1)
    return
  }
}

// The outer helper comes last in the outer module.
// CHECK:       func.func private @dealloc_helper_2(%{{[^:]*}}: memref<?xindex>, %{{[^:]*}}: memref<?xindex>, %{{[^:]*}}: memref<?xi1>, %{{[^:]*}}: memref<?xi1>, %{{[^:]*}}: memref<?xi1>) {
// CHECK-NOT:   func.func

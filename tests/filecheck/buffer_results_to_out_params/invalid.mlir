// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics -p 'buffer-results-to-out-params{hoist-dynamic-allocs}' | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics '-buffer-results-to-out-params=hoist-dynamic-allocs'
// RUN: xdsl-bufferization-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics '-buffer-results-to-out-params=hoist-dynamic-allocs'

// MLIR's diagnostics.

// Only the identity layout and fully dynamic strided layouts.
// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @static_stride(%x: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  return %x : memref<4xf32, strided<[2]>>
}
// CHECK: cannot create out param for result with unsupported layout

// -----

// A 0-d strided layout is not the identity.
// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @rank0(%x: memref<f32, strided<[]>>) -> memref<f32, strided<[]>> {
  return %x : memref<f32, strided<[]>>
}
// CHECK: cannot create out param for result with unsupported layout

// -----

// A dynamic size that is not a function argument: the caller cannot allocate.
func.func private @computed_size(%n: index) -> memref<?xf32> {
  %m = arith.addi %n, %n : index
  %a = memref.alloc(%m) : memref<?xf32>
  return %a : memref<?xf32>
}
func.func @caller(%n: index) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %0 = call @computed_size(%n) : (index) -> memref<?xf32>
  return
}
// CHECK: cannot create out param for dynamically shaped result

// -----

// A returned argument of dynamic shape: copied, and the caller cannot
// allocate it.
func.func private @argument(%x: memref<?xf32>) -> memref<?xf32> {
  return %x : memref<?xf32>
}
func.func @caller(%x: memref<?xf32>) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %0 = call @argument(%x) : (memref<?xf32>) -> memref<?xf32>
  return
}
// CHECK: cannot create out param for dynamically shaped result

// -----

// Calls are looked up in the top-level module only.
module {
  module @inner {
    func.func private @f() -> memref<2xf32> {
      %b = memref.alloc() : memref<2xf32>
      return %b : memref<2xf32>
    }
    func.func @g() {
      // expected-error @+1 {{cannot find callee 'f' in symbol table}}
      %0 = call @f() : () -> memref<2xf32>
      return
    }
  }
}
// CHECK: cannot find callee 'f' in symbol table

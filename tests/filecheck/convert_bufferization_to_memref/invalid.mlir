// RUN: xdsl-opt %s -p convert-bufferization-to-memref --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s -convert-bufferization-to-memref --split-input-file --verify-diagnostics
// RUN: xdsl-bufferization-opt %s -convert-bufferization-to-memref --split-input-file --verify-diagnostics

// What MLIR cannot lower is an error, with MLIR's message; the IR is left
// unchanged.

// A static non-unit stride: no identity-layout allocation casts to it.
func.func @clone_static_stride(%arg0: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %0 = bufferization.clone %arg0 : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2]>>
  return %0 : memref<4xf32, strided<[2]>>
}
// CHECK: failed to legalize operation 'bufferization.clone' that was explicitly marked illegal
// CHECK: "bufferization.clone"(%arg0) : (memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>>

// -----

// A static offset.
func.func @clone_static_offset(%arg0: memref<4xf32, strided<[1], offset: 2>>) -> memref<4xf32, strided<[1], offset: 2>> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.clone' that was explicitly marked illegal}}
  %0 = bufferization.clone %arg0 : memref<4xf32, strided<[1], offset: 2>> to memref<4xf32, strided<[1], offset: 2>>
  return %0 : memref<4xf32, strided<[1], offset: 2>>
}
// CHECK: failed to legalize operation 'bufferization.clone' that was explicitly marked illegal

// -----

// The other bufferization ops stay illegal.
func.func @to_buffer(%arg0: tensor<4xf32>) -> memref<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.to_buffer' that was explicitly marked illegal}}
  %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
// CHECK: failed to legalize operation 'bufferization.to_buffer' that was explicitly marked illegal

// -----

func.func @to_tensor(%arg0: memref<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.to_tensor' that was explicitly marked illegal}}
  %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: failed to legalize operation 'bufferization.to_tensor' that was explicitly marked illegal

// -----

func.func @alloc_tensor() -> tensor<4xf32> {
  // expected-error @+1 {{failed to legalize operation 'bufferization.alloc_tensor' that was explicitly marked illegal}}
  %0 = bufferization.alloc_tensor() : tensor<4xf32>
  return %0 : tensor<4xf32>
}
// CHECK: failed to legalize operation 'bufferization.alloc_tensor' that was explicitly marked illegal

// -----

// The error leaves the deallocs of the module unlowered (all or nothing).
func.func @unchanged(%arg0: memref<4xf32>, %arg1: i1, %arg2: tensor<4xf32>) -> memref<4xf32> {
  bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1)
  // expected-error @+1 {{failed to legalize operation 'bufferization.to_buffer' that was explicitly marked illegal}}
  %0 = bufferization.to_buffer %arg2 : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
// CHECK: failed to legalize operation 'bufferization.to_buffer' that was explicitly marked illegal
// CHECK: "bufferization.dealloc"

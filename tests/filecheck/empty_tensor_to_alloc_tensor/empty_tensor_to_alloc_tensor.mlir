// RUN: xdsl-opt %s -p empty-tensor-to-alloc-tensor | filecheck %s
// RUN: %mlir-opt %s -empty-tensor-to-alloc-tensor | filecheck %s
// RUN: xdsl-opt %s -p 'empty-tensor-to-alloc-tensor,one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s --check-prefix=BUF
// RUN: %mlir-opt %s -empty-tensor-to-alloc-tensor -one-shot-bufferize=bufferize-function-boundaries | filecheck %s --check-prefix=BUF

// empty-tensor-to-alloc-tensor is xDSL's pass of that name: it turns every
// tensor.empty, nested ones included, into a bufferization.alloc_tensor with
// the same dynamic sizes, as MLIR 22's pass does. One-Shot Bufferize then
// allocates one buffer per alloc_tensor.

// CHECK-LABEL: func.func @static_and_dynamic
// CHECK-NOT:     tensor.empty
// CHECK:         bufferization.alloc_tensor(%{{.*}}) : tensor<4x?xf32>
// CHECK:         bufferization.alloc_tensor() : tensor<3xf32>
// BUF-LABEL: func.func @static_and_dynamic
// BUF:         memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<4x?xf32>
// BUF:         memref.alloc() {alignment = 64 : i64} : memref<3xf32>
func.func @static_and_dynamic(%n: index) -> (tensor<4x?xf32>, tensor<3xf32>) {
  %0 = tensor.empty(%n) : tensor<4x?xf32>
  %1 = tensor.empty() : tensor<3xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<3xf32>
}

// CHECK-LABEL: func.func @nested
// CHECK:         scf.if
// CHECK:           bufferization.alloc_tensor() : tensor<2xf32>
// CHECK:         } else {
// CHECK:           bufferization.alloc_tensor() : tensor<2xf32>
// BUF-LABEL: func.func @nested
// BUF:         scf.if
// BUF:           memref.alloc() {alignment = 64 : i64} : memref<2xf32>
// BUF:           linalg.fill
// BUF:         } else {
// BUF:           memref.alloc() {alignment = 64 : i64} : memref<2xf32>
func.func @nested(%c: i1, %f: f32) -> tensor<2xf32> {
  %r = scf.if %c -> (tensor<2xf32>) {
    %e = tensor.empty() : tensor<2xf32>
    %filled = linalg.fill ins(%f : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %filled : tensor<2xf32>
  } else {
    %e = tensor.empty() : tensor<2xf32>
    scf.yield %e : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// Nothing to convert: the function is unchanged.
// CHECK-LABEL: func.func @none
// CHECK-NEXT:    return %{{.*}} : tensor<2xf32>
func.func @none(%t: tensor<2xf32>) -> tensor<2xf32> {
  return %t : tensor<2xf32>
}

// The bufferization patterns that cast between memref types read layouts
// given as affine maps as MLIR does, with the one layout algorithm of
// `dialects/memref/layout.py` (they used to read them with a second one that
// took any affine layout for non-strided and left these ops alone). The same
// CHECK lines hold for xDSL's output and for MLIR 22's. (memref.cast is
// matched in its custom and its generic form.)
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

// A clone into an affine layout that is the row-major one (`d1 floordiv 1`
// is `d1`), of a source deallocated after it: a cast of the source.
// CHECK-LABEL: func.func @clone_into_affine_layout
// CHECK-SAME: (%[[A:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[A]]{{.*}}memref<4x8xf32>{{.*}}memref<4x8xf32, {{.+}}>
// CHECK-NEXT: return %[[CAST]]
func.func @clone_into_affine_layout(%a: memref<4x8xf32>) -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 1)>> {
  %0 = bufferization.clone %a : memref<4x8xf32> to memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 1)>>
  memref.dealloc %a : memref<4x8xf32>
  return %0 : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1 floordiv 1)>>
}

// -----

// to_buffer(to_tensor(m)) into an affine layout equal to m's strides: a cast.
// CHECK-LABEL: func.func @to_buffer_of_to_tensor_affine_layout
// CHECK-SAME: (%[[M:.*]]: memref<4x8xf32>)
// CHECK-NEXT: %[[CAST:.*]] = {{"?}}memref.cast{{"?}}{{.?}}%[[M]]{{.*}}memref<4x8xf32>{{.*}}memref<4x8xf32, {{.+}}>
// CHECK-NEXT: return %[[CAST]]
func.func @to_buffer_of_to_tensor_affine_layout(%m: memref<4x8xf32>) -> memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>> {
  %0 = bufferization.to_tensor %m : memref<4x8xf32> to tensor<4x8xf32>
  %1 = bufferization.to_buffer %0 : tensor<4x8xf32> to memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
  return %1 : memref<4x8xf32, affine_map<(d0, d1) -> (d0 * 8 + d1)>>
}

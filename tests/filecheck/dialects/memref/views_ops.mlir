// The view-like memref ops in MLIR 22's syntax: every syntax variant, checked
// against mlir-opt (pretty and generic round trip, exact op lines) and against
// xDSL's exact printed form.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK-LABEL: func.func @subview_static
func.func @subview_static(%m: memref<8x16x4xf32>) {
  // CHECK-NEXT: %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  %0 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32>
  // CHECK-NEXT: %1 = memref.subview %m[1, 2, 0] [4, 4, 4] [2, 2, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[128, 8, 1], offset: 72>>
  %1 = memref.subview %m[1, 2, 0] [4, 4, 4] [2, 2, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[128, 8, 1], offset: 72>>
  // CHECK-NEXT: %2 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] {tag} : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  %2 = memref.subview %m[0, 0, 0] [8, 16, 4] [1, 1, 1] {tag} : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  // Zero strides and sizes are allowed.
  // CHECK-NEXT: %3 = memref.subview %m[3, 0, 0] [0, 16, 4] [0, 1, 1] : memref<8x16x4xf32> to memref<0x16x4xf32, strided<[0, 4, 1], offset: 192>>
  %3 = memref.subview %m[3, 0, 0] [0, 16, 4] [0, 1, 1] : memref<8x16x4xf32> to memref<0x16x4xf32, strided<[0, 4, 1], offset: 192>>
  func.return
}

// -----

// CHECK-LABEL: func.func @subview_dynamic
func.func @subview_dynamic(%m: memref<8x16xf32>, %o: index, %s: index, %st: index) {
  // CHECK-NEXT: %0 = memref.subview %m[%o, 4] [%s, 1] [1, %st] : memref<8x16xf32> to memref<?x1xf32, strided<[16, ?], offset: ?>>
  %0 = memref.subview %m[%o, 4] [%s, 1] [1, %st] : memref<8x16xf32> to memref<?x1xf32, strided<[16, ?], offset: ?>>
  // CHECK-NEXT: %1 = memref.subview %m[%o, %o] [%s, %s] [%st, %st] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = memref.subview %m[%o, %o] [%s, %s] [%st, %st] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  // A less static result type than the inferred one is not accepted; an equal one is.
  // CHECK-NEXT: %2 = memref.subview %m[0, %o] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  %2 = memref.subview %m[0, %o] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  func.return
}

// -----

// CHECK-LABEL: func.func @subview_strided_source
func.func @subview_strided_source(%m: memref<?x?xf32, strided<[?, 1]>>, %d: memref<64x4xf32, strided<[7, 9], offset: 91>>, %i: index) {
  // A static zero offset times a dynamic stride is zero.
  // CHECK-NEXT: %0 = memref.subview %m[0, 2] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, 1]>> to memref<2x2xf32, strided<[?, 1], offset: 2>>
  %0 = memref.subview %m[0, 2] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, 1]>> to memref<2x2xf32, strided<[?, 1], offset: 2>>
  // CHECK-NEXT: %1 = memref.subview %m[1, 2] [2, 2] [0, 1] : memref<?x?xf32, strided<[?, 1]>> to memref<2x2xf32, strided<[0, 1], offset: ?>>
  %1 = memref.subview %m[1, 2] [2, 2] [0, 1] : memref<?x?xf32, strided<[?, 1]>> to memref<2x2xf32, strided<[0, 1], offset: ?>>
  // CHECK-NEXT: %2 = memref.subview %d[4, 1] [8, 2] [3, 2] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 18], offset: 128>>
  %2 = memref.subview %d[4, 1] [8, 2] [3, 2] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 18], offset: 128>>
  // CHECK-NEXT: %3 = memref.subview %d[%i, %i] [4, 4] [%i, %i] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %3 = memref.subview %d[%i, %i] [4, 4] [%i, %i] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  func.return
}

// -----

// CHECK-LABEL: func.func @subview_rank_reducing
func.func @subview_rank_reducing(%m: memref<8x16x4xf32>, %u: memref<8x16xf32>, %d: memref<?x?xf32>, %s: index) {
  // CHECK-NEXT: %0 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %0 = memref.subview %m[0, 0, 0] [1, 16, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  // CHECK-NEXT: %1 = memref.subview %m[3, 4, 1] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 209>>
  %1 = memref.subview %m[3, 4, 1] [1, 6, 3] [1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 209>>
  // CHECK-NEXT: %2 = memref.subview %u[0, 4] [4, 1] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[16], offset: 4>>
  %2 = memref.subview %u[0, 4] [4, 1] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[16], offset: 4>>
  // Several unit dims: either one may be the dropped one (told apart by strides).
  // CHECK-NEXT: %3 = memref.subview %u[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[16]>>
  %3 = memref.subview %u[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[16]>>
  // CHECK-NEXT: %4 = memref.subview %u[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[1]>>
  %4 = memref.subview %u[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<1xf32, strided<[1]>>
  // CHECK-NEXT: %5 = memref.subview %u[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32>
  %5 = memref.subview %u[0, 0] [1, 1] [1, 1] : memref<8x16xf32> to memref<f32>
  // CHECK-NEXT: %6 = memref.subview %d[0, 0] [1, 1] [1, 1] : memref<?x?xf32> to memref<1xf32>
  %6 = memref.subview %d[0, 0] [1, 1] [1, 1] : memref<?x?xf32> to memref<1xf32>
  // CHECK-NEXT: %7 = memref.subview %d[0, 0] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  %7 = memref.subview %d[0, 0] [1, %s] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1]>>
  func.return
}

// -----

// CHECK-LABEL: func.func @subview_zero_size
func.func @subview_zero_size(%z: memref<4x0x3xf32>, %i: index) {
  // A zero size makes the outer strides of an identity layout dynamic, as in MLIR.
  // CHECK-NEXT: %0 = memref.subview %z[%i, %i, %i] [4, 0, 3] [1, 1, 1] : memref<4x0x3xf32> to memref<4x0x3xf32, strided<[?, 3, 1], offset: ?>>
  %0 = memref.subview %z[%i, %i, %i] [4, 0, 3] [1, 1, 1] : memref<4x0x3xf32> to memref<4x0x3xf32, strided<[?, 3, 1], offset: ?>>
  func.return
}

// -----

// CHECK-LABEL: func.func @reinterpret_cast
func.func @reinterpret_cast(%m: memref<8x16xf32>, %u: memref<*xf32>, %o: index, %s: index) {
  // CHECK-NEXT: %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32, strided<[8, 1]>>
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [16, 8], strides: [8, 1] : memref<8x16xf32> to memref<16x8xf32, strided<[8, 1]>>
  // CHECK-NEXT: %1 = memref.reinterpret_cast %u to offset: [%o], sizes: [%s, 4], strides: [%s, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  %1 = memref.reinterpret_cast %u to offset: [%o], sizes: [%s, 4], strides: [%s, 1] : memref<*xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  // CHECK-NEXT: %2 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  %2 = memref.reinterpret_cast %m to offset: [0], sizes: [128], strides: [1] : memref<8x16xf32> to memref<128xf32>
  // CHECK-NEXT: %3 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<8x16xf32> to memref<f32>
  %3 = memref.reinterpret_cast %m to offset: [0], sizes: [], strides: [] : memref<8x16xf32> to memref<f32>
  // A static size, stride or offset may have a dynamic counterpart in the type.
  // CHECK-NEXT: %4 = memref.reinterpret_cast %m to offset: [3], sizes: [4, 2], strides: [2, 1] {tag} : memref<8x16xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  %4 = memref.reinterpret_cast %m to offset: [3], sizes: [4, 2], strides: [2, 1] {tag} : memref<8x16xf32> to memref<?x2xf32, strided<[?, 1], offset: ?>>
  // CHECK-NEXT: %5 = memref.reinterpret_cast %u to offset: [0], sizes: [%s], strides: [1] : memref<*xf32> to memref<?xf32>
  %5 = memref.reinterpret_cast %u to offset: [0], sizes: [%s], strides: [1] : memref<*xf32> to memref<?xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @view
func.func @view(%m: memref<2048xi8>, %d: memref<?xi8>, %s1: memref<64xi8, strided<[1]>>, %o: index, %s: index) {
  // CHECK-NEXT: %0 = memref.view %m[%o][] : memref<2048xi8> to memref<64x4xf32>
  %0 = memref.view %m[%o][] : memref<2048xi8> to memref<64x4xf32>
  // CHECK-NEXT: %1 = memref.view %m[%o][%s, %s] : memref<2048xi8> to memref<?x4x?xf32>
  %1 = memref.view %m[%o][%s, %s] : memref<2048xi8> to memref<?x4x?xf32>
  // CHECK-NEXT: %2 = memref.view %d[%o][%s] {tag} : memref<?xi8> to memref<?xi64>
  %2 = memref.view %d[%o][%s] {tag} : memref<?xi8> to memref<?xi64>
  // CHECK-NEXT: %3 = memref.view %d[%o][] : memref<?xi8> to memref<f64>
  %3 = memref.view %d[%o][] : memref<?xi8> to memref<f64>
  // `strided<[1]>` on a 1-D memref is an identity layout.
  // CHECK-NEXT: %4 = memref.view %s1[%o][] : memref<64xi8, strided<[1]>> to memref<4xf32, strided<[1]>>
  %4 = memref.view %s1[%o][] : memref<64xi8, strided<[1]>> to memref<4xf32, strided<[1]>>
  func.return
}

// -----

// CHECK-LABEL: func.func @collapse_shape
func.func @collapse_shape(%m: memref<8x16x4xf32>, %d: memref<8x?x?xf32>, %one: memref<1x1xf32>, %s: memref<8x16x4xf32, strided<[128, 8, 1], offset: 5>>, %ds: memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>>) {
  // CHECK-NEXT: %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<8x16x4xf32> into memref<128x4xf32>
  // CHECK-NEXT: %1 = memref.collapse_shape %m [[0, 1, 2]] {tag} : memref<8x16x4xf32> into memref<512xf32>
  %1 = memref.collapse_shape %m [[0, 1, 2]] {tag} : memref<8x16x4xf32> into memref<512xf32>
  // CHECK-NEXT: %2 = memref.collapse_shape %d [[0, 1, 2]] : memref<8x?x?xf32> into memref<?xf32>
  %2 = memref.collapse_shape %d [[0, 1, 2]] : memref<8x?x?xf32> into memref<?xf32>
  // CHECK-NEXT: %3 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  %3 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  // CHECK-NEXT: %4 = memref.collapse_shape %s [[0, 1], [2]] : memref<8x16x4xf32, strided<[128, 8, 1], offset: 5>> into memref<128x4xf32, strided<[8, 1], offset: 5>>
  %4 = memref.collapse_shape %s [[0, 1], [2]] : memref<8x16x4xf32, strided<[128, 8, 1], offset: 5>> into memref<128x4xf32, strided<[8, 1], offset: 5>>
  // CHECK-NEXT: %5 = memref.collapse_shape %ds [[0], [1, 2]] : memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  %5 = memref.collapse_shape %ds [[0], [1, 2]] : memref<?x?x4xf32, strided<[?, 4, 1], offset: ?>> into memref<?x?xf32, strided<[?, 1], offset: ?>>
  func.return
}

// -----

// CHECK-LABEL: func.func @expand_shape
func.func @expand_shape(%m: memref<128xf32>, %d: memref<?x32xf32>, %z: memref<f32>, %s: memref<128xf32, strided<[2], offset: 5>>, %ds: memref<?xf32, strided<[?], offset: ?>>, %a: index, %b: index) {
  // CHECK-NEXT: %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 32] : memref<128xf32> into memref<4x32xf32>
  %0 = memref.expand_shape %m [[0, 1]] output_shape [4, 32] : memref<128xf32> into memref<4x32xf32>
  // CHECK-NEXT: %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%a, %b, 32] : memref<?x32xf32> into memref<?x?x32xf32>
  %1 = memref.expand_shape %d [[0, 1], [2]] output_shape [%a, %b, 32] : memref<?x32xf32> into memref<?x?x32xf32>
  // CHECK-NEXT: %2 = memref.expand_shape %z [] output_shape [1, 1] {tag} : memref<f32> into memref<1x1xf32>
  %2 = memref.expand_shape %z [] output_shape [1, 1] {tag} : memref<f32> into memref<1x1xf32>
  // CHECK-NEXT: %3 = memref.expand_shape %s [[0, 1]] output_shape [8, 16] : memref<128xf32, strided<[2], offset: 5>> into memref<8x16xf32, strided<[32, 2], offset: 5>>
  %3 = memref.expand_shape %s [[0, 1]] output_shape [8, 16] : memref<128xf32, strided<[2], offset: 5>> into memref<8x16xf32, strided<[32, 2], offset: 5>>
  // CHECK-NEXT: %4 = memref.expand_shape %ds [[0, 1]] output_shape [%a, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  %4 = memref.expand_shape %ds [[0, 1]] output_shape [%a, 4] : memref<?xf32, strided<[?], offset: ?>> into memref<?x4xf32, strided<[?, ?], offset: ?>>
  // A static output shape entry may stand for a dynamic result size.
  // CHECK-NEXT: %5 = memref.expand_shape %d [[0, 1], [2]] output_shape [2, %b, 32] : memref<?x32xf32> into memref<?x?x32xf32>
  %5 = memref.expand_shape %d [[0, 1], [2]] output_shape [2, %b, 32] : memref<?x32xf32> into memref<?x?x32xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @reshape
func.func @reshape(%m: memref<4x4xf32>, %u: memref<*xf32>, %s2: memref<2xi32>, %s1: memref<1xindex>, %sd: memref<?xi64>) {
  // CHECK-NEXT: %0 = memref.reshape %m(%s2) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
  %0 = memref.reshape %m(%s2) : (memref<4x4xf32>, memref<2xi32>) -> memref<2x8xf32>
  // CHECK-NEXT: %1 = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  %1 = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xindex>) -> memref<?xf32>
  // CHECK-NEXT: %2 = memref.reshape %m(%sd) : (memref<4x4xf32>, memref<?xi64>) -> memref<*xf32>
  %2 = memref.reshape %m(%sd) : (memref<4x4xf32>, memref<?xi64>) -> memref<*xf32>
  // CHECK-NEXT: %3 = memref.reshape %u(%sd) {tag} : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  %3 = memref.reshape %u(%sd) {tag} : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @transpose
func.func @transpose(%m: memref<8x16xf32>, %d: memref<?x?xf32, strided<[?, ?], offset: ?>>, %t: memref<4x?x?xf32>, %z: memref<f32>) {
  // CHECK-NEXT: %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<8x16xf32> to memref<16x8xf32, strided<[1, 16]>>
  // CHECK-NEXT: %1 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
  %1 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<8x16xf32> to memref<8x16xf32>
  // CHECK-NEXT: %2 = memref.transpose %d (d0, d1) -> (d1, d0) {tag = 1 : i64} : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = memref.transpose %d (i, j) -> (j, i) {tag = 1} : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  // CHECK-NEXT: %3 = memref.transpose %t (d0, d1, d2) -> (d2, d0, d1) : memref<4x?x?xf32> to memref<?x4x?xf32, strided<[1, ?, ?]>>
  %3 = memref.transpose %t (d0, d1, d2) -> (d2, d0, d1) : memref<4x?x?xf32> to memref<?x4x?xf32, strided<[1, ?, ?]>>
  // CHECK-NEXT: %4 = memref.transpose %z () -> () : memref<f32> to memref<f32>
  %4 = memref.transpose %z () -> () : memref<f32> to memref<f32>
  func.return
}

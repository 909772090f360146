// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline' | filecheck %s --check-prefix=CHECK
// RUN: %mlir-opt %s -one-shot-bufferize='bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map' -buffer-deallocation-pipeline | filecheck %s --check-prefix=CHECK

// Unranked buffers through One-Shot Module Bufferize and the deallocation
// pipeline: a function returning a new buffer as an unranked memref (its
// caller owns it and frees it through a rank-0 reinterpret_cast), and the
// issue-10 program (a print of a fresh buffer through an unranked cast).

func.func private @printMemrefF32(tensor<*xf32>)

func.func @make(%n: index) -> tensor<*xf32> {
  %cst = arith.constant 2.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %u = tensor.cast %f : tensor<?xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @use_make() {
  %c3 = arith.constant 3 : index
  %u = call @make(%c3) : (index) -> tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @print_sum() {
  %c = arith.constant dense<1.0> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %r = linalg.add ins(%c, %c : tensor<2x2xf32>, tensor<2x2xf32>) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %u = tensor.cast %r : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: memref.global "private" constant @__constant_2x2xf32 : memref<2x2xf32> = dense<1.000000e+00> {alignment = 64 : i64}
// CHECK-LABEL: func.func private @printMemrefF32(memref<*xf32>){{( -> \(\))?}}
// CHECK-LABEL: func.func @make(
// CHECK-SAME: [[N:%[^ ,:)]+]]: index) -> memref<*xf32> {
// CHECK-NEXT: [[CST:%[^ ,:)]+]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.alloc([[N]]) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: linalg.fill ins([[CST]] : f32) outs([[V0]] : memref<?xf32>)
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.cast [[V0]] : memref<?xf32> to memref<*xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @use_make(
// CHECK-SAME: ) {
// CHECK-NEXT: [[C3:%[^ ,:)]+]] = arith.constant 3 : index
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = {{(func.)?}}call @make([[C3]]) : (index) -> memref<*xf32>
// CHECK-NEXT: {{(func.)?}}call @printMemrefF32([[V0]]) : (memref<*xf32>) -> ()
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.reinterpret_cast [[V0]] to offset: [0], sizes: [], strides: [] : memref<*xf32> to memref<f32, strided<[]>>
// CHECK-NEXT: [[BASE_BUFFER:%[^ ,:)]+]], [[V2:%[^ ,:)]+]] = memref.extract_strided_metadata [[V1]] : memref<f32, strided<[]>> -> memref<f32>, index
// CHECK-NEXT: memref.dealloc [[BASE_BUFFER]] : memref<f32>
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @print_sum(
// CHECK-SAME: ) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = memref.get_global @__constant_2x2xf32 : memref<2x2xf32>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<2x2xf32>
// CHECK-NEXT: linalg.add ins([[V0]], [[V0]] : memref<2x2xf32>, memref<2x2xf32>) outs([[V1]] : memref<2x2xf32>)
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.cast [[V1]] : memref<2x2xf32> to memref<*xf32>
// CHECK-NEXT: {{(func.)?}}call @printMemrefF32([[V2]]) : (memref<*xf32>) -> ()
// CHECK-NEXT: memref.dealloc [[V1]] : memref<2x2xf32>
// CHECK-NEXT: {{(func.)?}}return
// CHECK-NEXT: }

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// linalg convolution and pooling ops as destination-style ops: the output is
// written in place into its init (a filled tensor.empty); an init that is a
// function argument (read-only) or read later gets a copy, with its contents
// (the payload reads the init: pooling takes the max of it and the window).
func.func @conv(%img: tensor<1x1x5x5xf32>, %ker: tensor<1x1x3x3xf32>, %f: f32) -> tensor<1x1x3x3xf32> {
  %e = tensor.empty() : tensor<1x1x3x3xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %ker : tensor<1x1x5x5xf32>, tensor<1x1x3x3xf32>) outs(%z : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %r : tensor<1x1x3x3xf32>
}

func.func @pool(%img: tensor<1x1x4x4xf32>, %f: f32) -> tensor<1x1x2x2xf32> {
  %w = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %w : tensor<1x1x4x4xf32>, tensor<3x3xf32>) outs(%z : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}

func.func @conv_nhwc(%img: tensor<1x5x5x1xf32>, %ker: tensor<3x3x1x1xf32>, %init: tensor<1x3x3x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>) {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %ker : tensor<1x5x5x1xf32>, tensor<3x3x1x1xf32>) outs(%init : tensor<1x3x3x1xf32>) -> tensor<1x3x3x1xf32>
  return %r, %init : tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>
}

func.func @pool_init_read_after(%img: tensor<1x1x4x4xf32>, %f: f32, %i: index) -> (tensor<1x1x2x2xf32>, f32) {
  %w = tensor.empty() : tensor<3x3xf32>
  %e = tensor.empty() : tensor<1x1x2x2xf32>
  %z = linalg.fill ins(%f : f32) outs(%e : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%img, %w : tensor<1x1x4x4xf32>, tensor<3x3xf32>) outs(%z : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %x = tensor.extract %z[%i, %i, %i, %i] : tensor<1x1x2x2xf32>
  return %r, %x : tensor<1x1x2x2xf32>, f32
}

// CHECK-LABEL: func.func @conv(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<1x1x5x5xf32>, [[ARG1:%[^ ,:)]+]]: tensor<1x1x3x3xf32>, [[ARG2:%[^ ,:)]+]]: f32) -> tensor<1x1x3x3xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<1x1x3x3xf32> to memref<1x1x3x3xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<1x1x5x5xf32> to memref<1x1x5x5xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x3x3xf32>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<1x1x3x3xf32>)
// CHECK-NEXT: linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins([[V1]], [[V0]] : memref<1x1x5x5xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<1x1x3x3xf32, strided<[?, ?, ?, ?], offset: ?>>) outs([[ALLOC]] : memref<1x1x3x3xf32>)
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<1x1x3x3xf32> to tensor<1x1x3x3xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<1x1x3x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pool(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<1x1x4x4xf32>, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<1x1x2x2xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<1x1x4x4xf32> to memref<1x1x4x4xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x2xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC_0]] : memref<1x1x2x2xf32>)
// CHECK-NEXT: linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins([[V0]], [[ALLOC]] : memref<1x1x4x4xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3xf32>) outs([[ALLOC_0]] : memref<1x1x2x2xf32>)
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<1x1x2x2xf32> to tensor<1x1x2x2xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<1x1x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @conv_nhwc(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<1x5x5x1xf32>, [[ARG1:%[^ ,:)]+]]: tensor<3x3x1x1xf32>, [[ARG2:%[^ ,:)]+]]: tensor<1x3x3x1xf32>) -> (tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<3x3x1x1xf32> to memref<3x3x1x1xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<1x5x5x1xf32> to memref<1x5x5x1xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[ARG2]] : tensor<1x3x3x1xf32> to memref<1x3x3x1xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<1x3x3x1xf32>
// CHECK-NEXT: memref.copy [[V2]], [[ALLOC]] : memref<1x3x3x1xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x3x3x1xf32>
// CHECK-NEXT: linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins([[V1]], [[V0]] : memref<1x5x5x1xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3x1x1xf32, strided<[?, ?, ?, ?], offset: ?>>) outs([[ALLOC]] : memref<1x3x3x1xf32>)
// CHECK-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<1x3x3x1xf32> to tensor<1x3x3x1xf32>
// CHECK-NEXT: {{(func.)?}}return [[V3]], [[ARG2]] : tensor<1x3x3x1xf32>, tensor<1x3x3x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pool_init_read_after(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<1x1x4x4xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> (tensor<1x1x2x2xf32>, f32) {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG0]] : tensor<1x1x4x4xf32> to memref<1x1x4x4xf32, strided<[?, ?, ?, ?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x2xf32>
// CHECK-NEXT: linalg.fill ins([[ARG1]] : f32) outs([[ALLOC_0]] : memref<1x1x2x2xf32>)
// CHECK-NEXT: [[ALLOC_1:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<1x1x2x2xf32>
// CHECK-NEXT: memref.copy [[ALLOC_0]], [[ALLOC_1]] : memref<1x1x2x2xf32> to memref<1x1x2x2xf32>
// CHECK-NEXT: linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins([[V0]], [[ALLOC]] : memref<1x1x4x4xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<3x3xf32>) outs([[ALLOC_1]] : memref<1x1x2x2xf32>)
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_1]] : memref<1x1x2x2xf32> to tensor<1x1x2x2xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC_0]]{{\[}}[[ARG2]], [[ARG2]], [[ARG2]], [[ARG2]]{{\]}} : memref<1x1x2x2xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]], [[V2]] : tensor<1x1x2x2xf32>, f32
// CHECK-NEXT: }

// Seed 001's running example: a matmul of two `restrict` inputs
// materialized into an output buffer. eliminate-empty-tensors computes the
// matmul (and the fill of its init) directly in the output buffer: no
// allocation, and no copy in ours (MLIR 22 copies the buffer into itself).
// PREPROCESS: eliminate-empty-tensors
// OPTIONS: bufferize-function-boundaries
func.func private @printMemrefF32(memref<*xf32>)

func.func @test_matmul(%A: memref<3x2xf32>, %B: memref<2x4xf32>, %C: memref<3x4xf32>) {
  %A_tensor = bufferization.to_tensor %A restrict : memref<3x2xf32> to tensor<3x2xf32>
  %B_tensor = bufferization.to_tensor %B restrict : memref<2x4xf32> to tensor<2x4xf32>
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<3x4xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<3x4xf32>) -> tensor<3x4xf32>
  %0 = linalg.matmul ins(%A_tensor, %B_tensor : tensor<3x2xf32>, tensor<2x4xf32>) outs(%init : tensor<3x4xf32>) -> tensor<3x4xf32>
  bufferization.materialize_in_destination %0 in restrict writable %C : (tensor<3x4xf32>, memref<3x4xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant -1.0 : f32
  %A = memref.alloca() : memref<3x2xf32>
  %B = memref.alloca() : memref<2x4xf32>
  %C = memref.alloca() : memref<3x4xf32>
  linalg.fill ins(%f1 : f32) outs(%A : memref<3x2xf32>)
  linalg.fill ins(%f2 : f32) outs(%B : memref<2x4xf32>)
  memref.store %f3, %A[%c1, %c0] : memref<3x2xf32>
  memref.store %f3, %B[%c0, %c1] : memref<2x4xf32>
  func.call @test_matmul(%A, %B, %C) : (memref<3x2xf32>, memref<2x4xf32>, memref<3x4xf32>) -> ()
  %u = memref.cast %C : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

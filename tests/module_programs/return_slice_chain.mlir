// Slices of slices across calls: @inner returns a slice of its argument,
// @outer a slice of what @inner returned; main writes into the final slice
// while it still reads the whole tensor, so that write gets a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @inner(%t: tensor<8xf32>) -> tensor<6xf32> {
  %s = tensor.extract_slice %t[1] [6] [1] : tensor<8xf32> to tensor<6xf32>
  return %s : tensor<6xf32>
}

func.func @outer(%t: tensor<8xf32>) -> tensor<4xf32> {
  %a = func.call @inner(%t) : (tensor<8xf32>) -> tensor<6xf32>
  %s = tensor.extract_slice %a[1] [4] [1] : tensor<6xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %v = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<8xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %c5 = arith.constant 5 : index
  %f5 = arith.constant 5.0 : f32
  %t2 = tensor.insert %f5 into %t[%c5] : tensor<8xf32>
  %s = func.call @outer(%t2) : (tensor<8xf32>) -> tensor<4xf32>
  %f = arith.constant 42.0 : f32
  %w = tensor.insert %f into %s[%c0] : tensor<4xf32>
  %m = bufferization.to_buffer %w read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t2 read_only : tensor<8xf32> to memref<8xf32>
  %ut = memref.cast %mt : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

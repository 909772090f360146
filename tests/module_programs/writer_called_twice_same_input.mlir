// The same writer called twice on the same tensor, which main also prints:
// each call gets its own copy, the original stays intact.
func.func private @printMemrefF32(memref<*xf32>)

func.func @set_first(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %t = arith.constant dense<[5.0, 6.0, 7.0, 8.0]> : tensor<4xf32>
  %a = func.call @set_first(%t, %one) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %b = func.call @set_first(%t, %two) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %ma = bufferization.to_buffer %a read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

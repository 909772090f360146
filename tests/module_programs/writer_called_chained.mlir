// The same writer called three times, each call on the previous result:
// every call writes in place in one buffer.
func.func private @printMemrefF32(memref<*xf32>)

func.func @set(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %r = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %a = arith.constant 10.0 : f32
  %b = arith.constant 20.0 : f32
  %c = arith.constant 30.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %t1 = func.call @set(%t, %c0, %a) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %t2 = func.call @set(%t1, %c3, %b) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %t3 = func.call @set(%t2, %c1, %c) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  %m = bufferization.to_buffer %t3 read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

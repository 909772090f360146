// One writer called with a whole tensor and with a strided slice of a
// 2-D tensor (a column): the callee's argument has a fully dynamic layout,
// so both buffers are passed as they are.
func.func private @printMemrefF32(memref<*xf32>)

func.func @set_ends(%t: tensor<3xf32>, %v: f32) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = tensor.insert %v into %t[%c0] : tensor<3xf32>
  %b = tensor.insert %v into %a[%c2] : tensor<3xf32>
  return %b : tensor<3xf32>
}

func.func @main() {
  %nine = arith.constant 9.0 : f32
  %seven = arith.constant 7.0 : f32
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %v = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %rv = func.call @set_ends(%v, %nine) : (tensor<3xf32>, f32) -> tensor<3xf32>
  %e2 = tensor.empty() : tensor<3x3xf32>
  %m = linalg.fill ins(%zero : f32) outs(%e2 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %col = tensor.extract_slice %m[0, 1] [3, 1] [1, 1] : tensor<3x3xf32> to tensor<3xf32>
  %rc = func.call @set_ends(%col, %seven) : (tensor<3xf32>, f32) -> tensor<3xf32>
  %m2 = tensor.insert_slice %rc into %m[0, 1] [3, 1] [1, 1] : tensor<3xf32> into tensor<3x3xf32>
  %mv = bufferization.to_buffer %rv read_only : tensor<3xf32> to memref<3xf32>
  %uv = memref.cast %mv : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%uv) : (memref<*xf32>) -> ()
  %mm = bufferization.to_buffer %m2 read_only : tensor<3x3xf32> to memref<3x3xf32>
  %um = memref.cast %mm : memref<3x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  return
}

// bufferization.dealloc_tensor frees the buffers of alloc_tensor ops: the
// program deallocates everything itself.
// NO-DEALLOCATION-PIPELINE (the pipelines reject existing deallocations)
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f0 = arith.constant 0.0 : f32
  %f1 = arith.constant 1.0 : f32
  %f2 = arith.constant 2.0 : f32
  %f3 = arith.constant 3.0 : f32
  %a = bufferization.alloc_tensor() : tensor<4xf32>
  %t = linalg.fill ins(%f3 : f32) outs(%a : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %t[%c1] : tensor<4xf32>
  bufferization.dealloc_tensor %t : tensor<4xf32>
  %b = bufferization.alloc_tensor() : tensor<4xf32>
  %r = linalg.fill ins(%x : f32) outs(%b : tensor<4xf32>) -> tensor<4xf32>
  %r2 = tensor.insert %f1 into %r[%c0] : tensor<4xf32>
  %out_0 = memref.alloca() : memref<4xf32>
  bufferization.materialize_in_destination %r2 in restrict writable %out_0 : (tensor<4xf32>, memref<4xf32>) -> ()
  %u_0 = memref.cast %out_0 : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u_0) : (memref<*xf32>) -> ()
  bufferization.dealloc_tensor %r2 : tensor<4xf32>
  return
}

// BUFFERIZE
// The tensor/buffer boundary: bufferization.to_tensor of a filled buffer,
// bufferization.alloc_tensor (with and without copy),
// bufferization.materialize_in_destination into a tensor and into a buffer.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %buf = memref.alloca() : memref<3xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %buf[%i] : memref<3xf32>
  }
  %t = bufferization.to_tensor %buf restrict : memref<3xf32> to tensor<3xf32>
  %five = arith.constant 5.0 : f32
  %a = bufferization.alloc_tensor() copy(%t) : tensor<3xf32>
  %a2 = tensor.insert %five into %a[%c0] : tensor<3xf32>
  %n = bufferization.alloc_tensor(%c3) : tensor<?xf32>
  %nf = linalg.fill ins(%five : f32) outs(%n : tensor<?xf32>) -> tensor<?xf32>
  %dest = tensor.empty() : tensor<3xf32>
  %m = bufferization.materialize_in_destination %a2 in %dest : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %out = memref.alloca() : memref<3xf32>
  bufferization.materialize_in_destination %m in restrict writable %out : (tensor<3xf32>, memref<3xf32>) -> ()
  %u = memref.cast %out : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %nb = bufferization.to_buffer %nf : tensor<?xf32> to memref<?xf32>
  %nu = memref.cast %nb : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%nu) : (memref<*xf32>) -> ()
  %x = tensor.extract %t[%c1] : tensor<3xf32>
  memref.store %x, %buf[%c0] : memref<3xf32>
  %ub = memref.cast %buf : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

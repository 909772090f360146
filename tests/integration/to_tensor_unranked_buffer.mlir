// A program mixing buffers and tensors: it fills a buffer it allocated,
// views it as an unranked tensor (bufferization.to_tensor restrict), adds
// it to itself at the tensor level and prints the result. The buffer is
// freed by the deallocation pipeline (which rejects a memref.dealloc in
// its input).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %buffer = memref.alloc() : memref<3xf32>
  %a = arith.constant 1.5 : f32
  %b = arith.constant -4.0 : f32
  memref.store %a, %buffer[%c0] : memref<3xf32>
  memref.store %b, %buffer[%c1] : memref<3xf32>
  memref.store %a, %buffer[%c2] : memref<3xf32>
  %unranked = memref.cast %buffer : memref<3xf32> to memref<*xf32>
  %t = bufferization.to_tensor %unranked restrict : memref<*xf32> to tensor<*xf32>
  %ranked = tensor.cast %t : tensor<*xf32> to tensor<3xf32>
  %e = tensor.empty() : tensor<3xf32>
  %sum = linalg.add ins(%ranked, %ranked : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %u = tensor.cast %sum : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [3,  -8,  3]

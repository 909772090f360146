// Dynamically shaped tensors across calls: main casts its static tensors
// to tensor<?xf32>, the callees query the size (tensor.dim), write the last
// element, and return fresh tensors of a dynamic size.
func.func private @printMemrefF32(memref<*xf32>)

func.func @set_last(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %last = arith.subi %n, %c1 : index
  %r = tensor.insert %v into %t[%last] : tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @filled_like(%t: tensor<?xf32>, %v: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<?xf32>) -> tensor<?xf32>
  %r = func.call @set_last(%f, %v) : (tensor<?xf32>, f32) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %five = arith.constant 5.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %d = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %a = func.call @set_last(%d, %five) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %b = func.call @filled_like(%a, %one) : (tensor<?xf32>, f32) -> tensor<?xf32>
  %ma = bufferization.to_buffer %a read_only : tensor<?xf32> to memref<?xf32>
  %ua = memref.cast %ma : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<?xf32> to memref<?xf32>
  %ub = memref.cast %mb : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

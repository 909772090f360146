// A callee returns either its argument or a fresh tensor (scf.if): its
// result may alias the argument without being equivalent to it. The caller
// writes the result and prints its own tensor: a copy either way.
func.func private @printMemrefF32(memref<*xf32>)

func.func @maybe_fresh(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %z = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<4xf32>
    %f = linalg.fill ins(%z : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %f : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %c1 = arith.constant 1 : index
  %v = arith.constant 6.0 : f32
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = func.call @maybe_fresh(%t, %true) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %b = func.call @maybe_fresh(%t, %false) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %a2 = tensor.insert %v into %a[%c1] : tensor<4xf32>
  %b2 = tensor.insert %v into %b[%c1] : tensor<4xf32>
  %ma = bufferization.to_buffer %a2 read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b2 read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

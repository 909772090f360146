// An scf.if whose condition and branches read the result of a call that
// returns a fresh tensor; one branch writes the result in place, the other
// returns a new tensor.
func.func private @printMemrefF32(memref<*xf32>)

func.func @make(%v: f32) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @step(%v: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %limit = arith.constant 2.0 : f32
  %t = func.call @make(%v) : (f32) -> tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %big = arith.cmpf ogt, %x, %limit : f32
  %r = scf.if %big -> (tensor<4xf32>) {
    %w = arith.constant 0.0 : f32
    %u = tensor.insert %w into %t[%c2] : tensor<4xf32>
    scf.yield %u : tensor<4xf32>
  } else {
    %n = func.call @make(%limit) : (f32) -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %one = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %a = func.call @step(%one) : (f32) -> tensor<4xf32>
  %b = func.call @step(%three) : (f32) -> tensor<4xf32>
  %ma = bufferization.to_buffer %a read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

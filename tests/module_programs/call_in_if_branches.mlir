// An scf.if calls a different writer in each branch on the same tensor and
// yields the call result; main prints the original too, so whichever
// branch runs writes a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @set_first(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %v = arith.constant -1.0 : f32
  %r = tensor.insert %v into %t[%c0] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @set_last(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %v = arith.constant -4.0 : f32
  %r = tensor.insert %v into %t[%c3] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @pick(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %a = func.call @set_first(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %b = func.call @set_last(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = func.call @pick(%t, %true) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %b = func.call @pick(%t, %false) : (tensor<4xf32>, i1) -> tensor<4xf32>
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

// BUFFERIZE
// Tensors through scf.for, scf.if and scf.while (bufferization inserts copies
// and deallocations at region boundaries).
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<4xf32>) {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @step(%t: tensor<4xf32>, %i: index) -> tensor<4xf32> {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %j = arith.remui %i, %c4 : index
  %v = tensor.extract %t[%j] : tensor<4xf32>
  %r = arith.remui %i, %c2 : index
  %c0 = arith.constant 0 : index
  %even = arith.cmpi eq, %r, %c0 : index
  %n = scf.if %even -> (tensor<4xf32>) {
    %d = arith.addf %v, %v : f32
    %t2 = tensor.insert %d into %t[%j] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %n : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %init = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%t = %init) -> (tensor<4xf32>) {
    %n = func.call @step(%t, %i) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  func.call @show(%r) : (tensor<4xf32>) -> ()
  func.call @show(%init) : (tensor<4xf32>) -> ()
  %limit = arith.constant 50.0 : f32
  %w = scf.while (%t = %r) : (tensor<4xf32>) -> tensor<4xf32> {
    %v = tensor.extract %t[%c0] : tensor<4xf32>
    %go = arith.cmpf olt, %v, %limit : f32
    scf.condition(%go) %t : tensor<4xf32>
  } do {
  ^bb0(%t: tensor<4xf32>):
    %v = tensor.extract %t[%c0] : tensor<4xf32>
    %d = arith.mulf %v, %v : f32
    %t2 = tensor.insert %d into %t[%c0] : tensor<4xf32>
    scf.yield %t2 : tensor<4xf32>
  }
  func.call @show(%w) : (tensor<4xf32>) -> ()
  return
}

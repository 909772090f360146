// Two mutually recursive functions, @even and @odd, passing a tensor back
// and forth; @odd writes it. Analyzed last, without summaries.
func.func private @printMemrefF32(memref<*xf32>)

func.func @even(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %s = func.call @odd(%t, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @odd(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %i = arith.remui %n, %c3 : index
  %x = tensor.extract %t[%i] : tensor<4xf32>
  %y = arith.addf %x, %one : f32
  %w = tensor.insert %y into %t[%i] : tensor<4xf32>
  %s = func.call @even(%w, %n) : (tensor<4xf32>, index) -> tensor<4xf32>
  return %s : tensor<4xf32>
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %t = arith.constant dense<[0.0, 10.0, 20.0, 30.0]> : tensor<4xf32>
  %r = func.call @even(%t, %c5) : (tensor<4xf32>, index) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

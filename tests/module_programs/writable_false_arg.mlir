// A callee whose argument is marked `bufferization.writable = false`: it
// must not write the caller's buffer, so it copies before its write, and
// the caller needs no copy although it prints its tensor afterwards.
func.func private @printMemrefF32(memref<*xf32>)

func.func @with_last(%t: tensor<4xf32> {bufferization.writable = false}, %v: f32) -> tensor<4xf32> {
  %c3 = arith.constant 3 : index
  %r = tensor.insert %v into %t[%c3] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %two = arith.constant 2.0 : f32
  %seven = arith.constant 7.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%two : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @with_last(%t, %seven) : (tensor<4xf32>, f32) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

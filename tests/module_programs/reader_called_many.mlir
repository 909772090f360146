// A reader called on several tensors and several times on the same one,
// before and after that tensor is updated: no copy, since the reader never
// writes.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @sum(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> (f32) {
    %x = tensor.extract %t[%i] : tensor<4xf32>
    %n = arith.addf %acc, %x : f32
    scf.yield %n : f32
  }
  return %s : f32
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %v = arith.constant 100.0 : f32
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %half = arith.constant 0.5 : f32
  %b = linalg.fill ins(%half : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %s1 = func.call @sum(%a) : (tensor<4xf32>) -> f32
  %s2 = func.call @sum(%b) : (tensor<4xf32>) -> f32
  %b2 = tensor.insert %v into %b[%c2] : tensor<4xf32>
  %s3 = func.call @sum(%b2) : (tensor<4xf32>) -> f32
  %s4 = func.call @sum(%a) : (tensor<4xf32>) -> f32
  func.call @printF32(%s1) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%s2) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%s3) : (f32) -> ()
  func.call @printNewline() : () -> ()
  func.call @printF32(%s4) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %m = bufferization.to_buffer %b2 read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

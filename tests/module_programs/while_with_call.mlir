// An scf.while carrying a tensor: the before region calls a reader for the
// condition, the after region a writer. Both keep the tensor equivalent to
// the loop's arguments.
func.func private @printMemrefF32(memref<*xf32>)

func.func @first(%t: tensor<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}

func.func @grow(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %limit = arith.constant 10.0 : f32
  %t = arith.constant dense<[1.0, 0.5, 0.25, 3.0]> : tensor<4xf32>
  %r = scf.while (%a = %t) : (tensor<4xf32>) -> tensor<4xf32> {
    %x = func.call @first(%a) : (tensor<4xf32>) -> f32
    %go = arith.cmpf olt, %x, %limit : f32
    scf.condition(%go) %a : tensor<4xf32>
  } do {
  ^bb0(%b: tensor<4xf32>):
    %n = func.call @grow(%b) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

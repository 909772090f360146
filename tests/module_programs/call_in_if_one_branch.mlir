// A writer called in the then-branch of an scf.if only; the else-branch
// yields the tensor unchanged. In place: the tensor is not read after.
func.func private @printMemrefF32(memref<*xf32>)

func.func @double(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %y = arith.addf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @maybe_double(%t: tensor<4xf32>, %c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> (tensor<4xf32>) {
    %d = func.call @double(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %d : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %v = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %a = func.call @maybe_double(%t, %true) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %b = func.call @maybe_double(%a, %false) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %c = func.call @maybe_double(%b, %true) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %m = bufferization.to_buffer %c read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A callee with two results: its argument, written in place, and a fresh
// tensor computed from it.
func.func private @printMemrefF32(memref<*xf32>)

func.func @split(%t: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %neg = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%t : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  %w = tensor.insert %zero into %t[%c1] : tensor<4xf32>
  return %w, %neg : tensor<4xf32>, tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a, %b = func.call @split(%t) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  %ma = bufferization.to_buffer %a read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ub = memref.cast %mb : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

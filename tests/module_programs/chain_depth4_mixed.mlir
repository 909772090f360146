// A chain of depth 4 mixing every role: @f4 writes its argument, @f3 reads
// its argument and forwards it to @f4, @f2 passes a slice to @f3 and
// returns it, @f1 adds a fresh tensor made from the result.
func.func private @printMemrefF32(memref<*xf32>)

func.func @f4(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %r = tensor.insert %v into %t[%c2] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @f3(%t: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  %r = func.call @f4(%t, %x) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @f2(%t: tensor<8xf32>) -> tensor<8xf32> {
  %s = tensor.extract_slice %t[4] [4] [1] : tensor<8xf32> to tensor<4xf32>
  %w = func.call @f3(%s) : (tensor<4xf32>) -> tensor<4xf32>
  %r = tensor.insert_slice %w into %t[4] [4] [1] : tensor<4xf32> into tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @f1(%t: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %r = func.call @f2(%t) : (tensor<8xf32>) -> tensor<8xf32>
  %e = tensor.empty() : tensor<8xf32>
  %sq = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
      iterator_types = ["parallel"]}
      ins(%r : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %x : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  return %r, %sq : tensor<8xf32>, tensor<8xf32>
}

func.func @main() {
  %t = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tensor<8xf32>
  %a, %b = func.call @f1(%t) : (tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  %ma = bufferization.to_buffer %a read_only : tensor<8xf32> to memref<8xf32>
  %ua = memref.cast %ma : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mb = bufferization.to_buffer %b read_only : tensor<8xf32> to memref<8xf32>
  %ub = memref.cast %mb : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<8xf32> to memref<8xf32>
  %ut = memref.cast %mt : memref<8xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

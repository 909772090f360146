// An scf.index_switch with a call in each case: a writer, a function
// returning a fresh tensor, and (default) the tensor unchanged.
func.func private @printMemrefF32(memref<*xf32>)

func.func @negate(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {
      indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%t : tensor<4xf32>) {
  ^bb0(%x: f32):
    %y = arith.negf %x : f32
    linalg.yield %y : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @ones() -> tensor<4xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %t : tensor<4xf32>
}

func.func @choose(%t: tensor<4xf32>, %k: index) -> tensor<4xf32> {
  %r = scf.index_switch %k -> tensor<4xf32>
  case 0 {
    %a = func.call @negate(%t) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  }
  case 1 {
    %b = func.call @ones() : () -> tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  default {
    scf.yield %t : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %a = func.call @choose(%t, %c0) : (tensor<4xf32>, index) -> tensor<4xf32>
  %b = func.call @choose(%t, %c1) : (tensor<4xf32>, index) -> tensor<4xf32>
  %c = func.call @choose(%a, %c2) : (tensor<4xf32>, index) -> tensor<4xf32>
  %ma = bufferization.to_buffer %b read_only : tensor<4xf32> to memref<4xf32>
  %ua = memref.cast %ma : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  %mc = bufferization.to_buffer %c read_only : tensor<4xf32> to memref<4xf32>
  %uc = memref.cast %mc : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

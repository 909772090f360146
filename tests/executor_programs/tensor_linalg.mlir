// BUFFERIZE
// linalg on tensors: fill, generic, matmul, add, transpose, broadcast, reduce.
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x3xf32>
  %a = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%e : tensor<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %p = arith.muli %s, %j : index
    %pi = arith.index_cast %p : index to i32
    %f = arith.sitofp %pi : i32 to f32
    linalg.yield %f : f32
  } -> tensor<2x3xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  func.call @show(%ad) : (tensor<?x?xf32>) -> ()
  %ones = linalg.fill ins(%one : f32) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %sum = linalg.add ins(%a, %ones : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e : tensor<2x3xf32>) -> tensor<2x3xf32>
  %sumd = tensor.cast %sum : tensor<2x3xf32> to tensor<?x?xf32>
  func.call @show(%sumd) : (tensor<?x?xf32>) -> ()
  %et = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%sum : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %em = tensor.empty() : tensor<2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%em : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mm = linalg.matmul ins(%a, %t : tensor<2x3xf32>, tensor<3x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %mmd = tensor.cast %mm : tensor<2x2xf32> to tensor<?x?xf32>
  func.call @show(%mmd) : (tensor<?x?xf32>) -> ()
  %er = tensor.empty() : tensor<2xf32>
  %zr = linalg.fill ins(%zero : f32) outs(%er : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.reduce ins(%sum : tensor<2x3xf32>) outs(%zr : tensor<2xf32>) dimensions = [1]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %eb = tensor.empty() : tensor<2x4xf32>
  %b = linalg.broadcast ins(%r : tensor<2xf32>) outs(%eb : tensor<2x4xf32>) dimensions = [1]
  %bd = tensor.cast %b : tensor<2x4xf32> to tensor<?x?xf32>
  func.call @show(%bd) : (tensor<?x?xf32>) -> ()
  return
}

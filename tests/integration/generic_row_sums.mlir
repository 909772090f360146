// Row sums and row maxima of a matrix: linalg.generic reductions over the
// second dimension into zero-filled and -inf-filled accumulators.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %m = arith.constant dense<[[1.0, -2.0, 3.5, 0.5],
                             [4.0, 4.0, -8.0, 1.0],
                             [0.25, 0.25, 0.25, 0.25]]> : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<3xf32>
  %sums_init = linalg.fill ins(%zero : f32) outs(%e0 : tensor<3xf32>) -> tensor<3xf32>
  %sums = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                          iterator_types = ["parallel", "reduction"]}
      ins(%m : tensor<3x4xf32>) outs(%sums_init : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %e1 = tensor.empty() : tensor<3xf32>
  %max_init = linalg.fill ins(%ninf : f32) outs(%e1 : tensor<3xf32>) -> tensor<3xf32>
  %maxima = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                            iterator_types = ["parallel", "reduction"]}
      ins(%m : tensor<3x4xf32>) outs(%max_init : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.maximumf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  %u0 = tensor.cast %sums : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %maxima : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [3,  1,  1]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [3.5,  4,  0.25]

// Clamping with a boolean mask: a linalg.generic computes an i1 tensor
// (which bufferizes to an i1 buffer), linalg.select picks between the
// input and a bound, and linalg.max / linalg.min clamp another input.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[-3.0, 0.5, 7.0, 2.0, -0.25]> : tensor<5xf32>
  %limit = arith.constant 1.0 : f32
  %e0 = tensor.empty() : tensor<5xi1>
  %mask = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                          iterator_types = ["parallel"]}
      ins(%x : tensor<5xf32>) outs(%e0 : tensor<5xi1>) {
  ^bb0(%v: f32, %o: i1):
    %gt = arith.cmpf ogt, %v, %limit : f32
    linalg.yield %gt : i1
  } -> tensor<5xi1>
  %e1 = tensor.empty() : tensor<5xf32>
  %limits = linalg.fill ins(%limit : f32) outs(%e1 : tensor<5xf32>) -> tensor<5xf32>
  %e2 = tensor.empty() : tensor<5xf32>
  %capped = linalg.select ins(%mask, %limits, %x : tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) outs(%e2 : tensor<5xf32>) -> tensor<5xf32>
  %low = arith.constant dense<-1.0> : tensor<5xf32>
  %high = arith.constant dense<1.5> : tensor<5xf32>
  %e3 = tensor.empty() : tensor<5xf32>
  %above = linalg.max ins(%x, %low : tensor<5xf32>, tensor<5xf32>) outs(%e3 : tensor<5xf32>) -> tensor<5xf32>
  %e4 = tensor.empty() : tensor<5xf32>
  %clamped = linalg.min ins(%above, %high : tensor<5xf32>, tensor<5xf32>) outs(%e4 : tensor<5xf32>) -> tensor<5xf32>
  %u0 = tensor.cast %capped : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %clamped : tensor<5xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [-3,  0.5,  1,  1,  -0.25]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [-1,  0.5,  1.5,  1.5,  -0.25]

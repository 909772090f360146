// An elementwise a * b + c written as a linalg.generic with three inputs,
// plus a broadcast of a row vector through the indexing map.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[[2.0, 2.0, 2.0], [0.5, 0.5, 0.5]]> : tensor<2x3xf32>
  %c = arith.constant dense<[100.0, 200.0, 300.0]> : tensor<3xf32>
  %init = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row, #id],
                       iterator_types = ["parallel", "parallel"]}
      ins(%a, %b, %c : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>)
      outs(%init : tensor<2x3xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %m, %z : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  %u = tensor.cast %r : tensor<2x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[102,   204,   306],
// CHECK-NEXT{LITERAL}:  [102,   202.5,   303]]

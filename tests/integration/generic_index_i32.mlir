// Integer computation with linalg.index: a multiplication table
// (i + 1) * (j + 1), then each row scaled by an input vector.

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %e = tensor.empty() : tensor<3x4xi32>
  %table = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                           iterator_types = ["parallel", "parallel"]}
      outs(%e : tensor<3x4xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %c1 = arith.constant 1 : index
    %i1 = arith.addi %i, %c1 : index
    %j1 = arith.addi %j, %c1 : index
    %p = arith.muli %i1, %j1 : index
    %v = arith.index_cast %p : index to i32
    linalg.yield %v : i32
  } -> tensor<3x4xi32>
  %scale = arith.constant dense<[1, -1, 10]> : tensor<3xi32>
  %e2 = tensor.empty() : tensor<3x4xi32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                            iterator_types = ["parallel", "parallel"]}
      ins(%table, %scale : tensor<3x4xi32>, tensor<3xi32>) outs(%e2 : tensor<3x4xi32>) {
  ^bb0(%t: i32, %s: i32, %out: i32):
    %m = arith.muli %t, %s : i32
    linalg.yield %m : i32
  } -> tensor<3x4xi32>
  %u0 = tensor.cast %table : tensor<3x4xi32> to tensor<*xi32>
  %u1 = tensor.cast %scaled : tensor<3x4xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4],
// CHECK-NEXT:  [-2,   -4,   -6,   -8],
// CHECK-NEXT{LITERAL}:  [30,   60,   90,   120]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2,   3,   4],
// CHECK-NEXT:  [2,   4,   6,   8],
// CHECK-NEXT{LITERAL}:  [3,   6,   9,   12]]

// Elementwise named ops chained the way a frontend lowers an expression:
// sub, abs, sqrt, exp, log, reciprocal, square, rsqrt, tanh, erf, powf,
// round/floor/ceil and negf (signs of zeros kept), max/min/select, div and
// div_unsigned on integers, and linalg.elementwise adding a row vector
// broadcast along the rows.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @show(%t: tensor<2x4xf32>) {
  %u = tensor.cast %t : tensor<2x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant dense<[[-2.5, -0.25, 0.0, 0.5], [1.0, 1.5, 2.25, 4.0]]> : tensor<2x4xf32>
  %y = arith.constant dense<[[1.0, 1.0, 2.0, 2.0], [0.5, 0.5, 3.0, 3.0]]> : tensor<2x4xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %d = linalg.sub ins(%x, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %a = linalg.abs ins(%d : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %s = linalg.sqrt ins(%a : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%s) : (tensor<2x4xf32>) -> ()
  %ex = linalg.exp ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %lg = linalg.log ins(%ex : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%lg) : (tensor<2x4xf32>) -> ()
  %r = linalg.reciprocal ins(%y : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %sq = linalg.square ins(%r : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %rs = linalg.rsqrt ins(%sq : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%rs) : (tensor<2x4xf32>) -> ()
  %th = linalg.tanh ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %ef = linalg.erf ins(%th : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %pw = linalg.powf ins(%a, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %mx = linalg.max ins(%ef, %pw : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%mx) : (tensor<2x4xf32>) -> ()
  %rd = linalg.round ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %fl = linalg.floor ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %ce = linalg.ceil ins(%x : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %ng = linalg.negf ins(%ce : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%rd) : (tensor<2x4xf32>) -> ()
  call @show(%fl) : (tensor<2x4xf32>) -> ()
  call @show(%ng) : (tensor<2x4xf32>) -> ()
  %mn = linalg.min ins(%x, %y : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %cond = arith.constant dense<[[true, false, true, false], [false, true, false, true]]> : tensor<2x4xi1>
  %sel = linalg.select ins(%cond, %mn, %x : tensor<2x4xi1>, tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%sel) : (tensor<2x4xf32>) -> ()

  %row = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %bc = linalg.elementwise kind=#linalg.elementwise_kind<add>
      indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>]
      ins(%x, %row : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  call @show(%bc) : (tensor<2x4xf32>) -> ()

  %n = arith.constant dense<[[7, -7, 100, -1]]> : tensor<1x4xi32>
  %m = arith.constant dense<[[2, 2, -3, 2]]> : tensor<1x4xi32>
  %ei = tensor.empty() : tensor<1x4xi32>
  %q = linalg.div ins(%n, %m : tensor<1x4xi32>, tensor<1x4xi32>) outs(%ei : tensor<1x4xi32>) -> tensor<1x4xi32>
  %qu = tensor.cast %q : tensor<1x4xi32> to tensor<*xi32>
  call @printMemrefI32(%qu) : (tensor<*xi32>) -> ()
  %uq = linalg.div_unsigned ins(%n, %m : tensor<1x4xi32>, tensor<1x4xi32>) outs(%ei : tensor<1x4xi32>) -> tensor<1x4xi32>
  %uqu = tensor.cast %uq : tensor<1x4xi32> to tensor<*xi32>
  call @printMemrefI32(%uqu) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1.87083,   1.11803,   1.41421,   1.22474],
// CHECK-NEXT{LITERAL}:  [0.707107,   1,   0.866025,   1]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-2.5,   -0.25,   0,   0.5],
// CHECK-NEXT{LITERAL}:  [1,   1.5,   2.25,   4]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   1,   2,   2],
// CHECK-NEXT{LITERAL}:  [0.5,   0.5,   3,   3]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[3.5,   1.25,   4,   2.25],
// CHECK-NEXT{LITERAL}:  [0.718545,   1,   0.833377,   1]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-3,   -0,   0,   1],
// CHECK-NEXT{LITERAL}:  [1,   2,   2,   4]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-3,   -1,   0,   0],
// CHECK-NEXT{LITERAL}:  [1,   1,   2,   4]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[2,   0,   -0,   -1],
// CHECK-NEXT{LITERAL}:  [-1,   -2,   -3,   -4]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-2.5,   -0.25,   0,   0.5],
// CHECK-NEXT{LITERAL}:  [1,   0.5,   2.25,   3]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[7.5,   19.75,   30,   40.5],
// CHECK-NEXT{LITERAL}:  [11,   21.5,   32.25,   44]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [1, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   -3,   -33,   0]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [1, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   2147483644,   0,   2147483647]]

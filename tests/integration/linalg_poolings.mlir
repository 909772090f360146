// Poolings over an NHWC feature map and an NCHW one: max with a 2x2 window
// and stride 2 (the init is the lowest float), sum, min over a 1-D NWC
// signal, 3-D max, and the unsigned max on integers (-1 is the largest).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @max_pool(%input: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %lowest = arith.constant -3.40282347E+38 : f32
  %window = tensor.empty() : tensor<2x2xf32>
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %init = linalg.fill ins(%lowest : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = linalg.pooling_nhwc_max {strides = dense<2> : tensor<2xi64>, dilations = dense<1> : tensor<2xi64>}
      ins(%input, %window : tensor<1x4x4x2xf32>, tensor<2x2xf32>)
      outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

func.func @main() {
  %fmap = tensor.generate {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    %c4 = arith.constant 4 : index
    %row = arith.muli %h, %c4 : index
    %pos = arith.addi %row, %w : index
    %i = arith.index_cast %pos : index to i32
    %f = arith.sitofp %i : i32 to f32
    %c0 = arith.constant 0 : index
    %is_first = arith.cmpi eq, %c, %c0 : index
    %neg = arith.negf %f : f32
    %v = arith.select %is_first, %f, %neg : f32
    tensor.yield %v : f32
  } : tensor<1x4x4x2xf32>
  %m = call @max_pool(%fmap) : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  %mu = tensor.cast %m : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()

  %nchw = arith.constant dense<[[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0]]]]> : tensor<1x1x3x3xf32>
  %w2 = tensor.empty() : tensor<2x2xf32>
  %zero = arith.constant 0.0 : f32
  %es = tensor.empty() : tensor<1x1x2x2xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %s = linalg.pooling_nchw_sum ins(%nchw, %w2 : tensor<1x1x3x3xf32>, tensor<2x2xf32>) outs(%zs : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  %su = tensor.cast %s : tensor<1x1x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()

  %signal = arith.constant dense<[[[3.0], [1.0], [4.0], [1.0], [5.0], [9.0], [2.0]]]> : tensor<1x7x1xf32>
  %w3 = tensor.empty() : tensor<3xf32>
  %big = arith.constant 1.0e+9 : f32
  %en = tensor.empty() : tensor<1x3x1xf32>
  %bn = linalg.fill ins(%big : f32) outs(%en : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %n = linalg.pooling_nwc_min {strides = dense<2> : tensor<1xi64>} ins(%signal, %w3 : tensor<1x7x1xf32>, tensor<3xf32>) outs(%bn : tensor<1x3x1xf32>) -> tensor<1x3x1xf32>
  %nu = tensor.cast %n : tensor<1x3x1xf32> to tensor<*xf32>
  call @printMemrefF32(%nu) : (tensor<*xf32>) -> ()

  %vol = tensor.generate {
  ^bb0(%a: index, %d: index, %h: index, %w: index, %c: index):
    %dh = arith.addi %d, %h : index
    %dhw = arith.muli %dh, %w : index
    %i = arith.index_cast %dhw : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<1x3x3x3x1xf32>
  %w4 = tensor.empty() : tensor<2x2x2xf32>
  %lowest = arith.constant -3.40282347E+38 : f32
  %e3 = tensor.empty() : tensor<1x2x2x2x1xf32>
  %l3 = linalg.fill ins(%lowest : f32) outs(%e3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
  %p3 = linalg.pooling_ndhwc_max ins(%vol, %w4 : tensor<1x3x3x3x1xf32>, tensor<2x2x2xf32>) outs(%l3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
  %p3u = tensor.cast %p3 : tensor<1x2x2x2x1xf32> to tensor<*xf32>
  call @printMemrefF32(%p3u) : (tensor<*xf32>) -> ()

  %ints = arith.constant dense<[[[[5], [-1]], [[7], [2]]]]> : tensor<1x2x2x1xi32>
  %w5 = tensor.empty() : tensor<2x2xi32>
  %izero = arith.constant 0 : i32
  %ei = tensor.empty() : tensor<1x1x1x1xi32>
  %zi = linalg.fill ins(%izero : i32) outs(%ei : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  %u = linalg.pooling_nhwc_max_unsigned ins(%ints, %w5 : tensor<1x2x2x1xi32>, tensor<2x2xi32>) outs(%zi : tensor<1x1x1x1xi32>) -> tensor<1x1x1x1xi32>
  %uu = tensor.cast %u : tensor<1x1x1x1xi32> to tensor<*xi32>
  call @printMemrefI32(%uu) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[5,     -0],
// CHECK-NEXT{LITERAL}:    [7,     -2]],
// CHECK-NEXT{LITERAL}:   [[13,     -8],
// CHECK-NEXT{LITERAL}:    [15,     -10]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 1, 2, 2] strides = [4, 4, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[12,     16],
// CHECK-NEXT{LITERAL}:    [24,     28]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 3 offset = 0 sizes = [1, 3, 1] strides = [3, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[1],
// CHECK-NEXT:   [1],
// CHECK-NEXT{LITERAL}:   [2]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 5 offset = 0 sizes = [1, 2, 2, 2, 1] strides = [8, 4, 2, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[[[2],
// CHECK-NEXT{LITERAL}:     [4]],
// CHECK-NEXT{LITERAL}:    [[3],
// CHECK-NEXT{LITERAL}:     [6]]],
// CHECK-NEXT{LITERAL}:   [[[3],
// CHECK-NEXT{LITERAL}:     [6]],
// CHECK-NEXT{LITERAL}:    [[4],
// CHECK-NEXT{LITERAL}:     [8]]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 1, 1, 1] strides = [1, 1, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[[-1]]]]

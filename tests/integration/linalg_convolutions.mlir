// Convolutions of the named-op table as a CNN front end writes them: a 1-D
// convolution without channels, a 2-D NCHW/FCHW one with stride 2 and
// dilation 2, a 3-D NDHWC/DHWCF one, and a depthwise 2-D NHWC one, each on
// a zero-filled destination.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @conv_1d(%input: tensor<8xf32>, %filter: tensor<3xf32>) -> tensor<6xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<6xf32>) -> tensor<6xf32>
  %r = linalg.conv_1d ins(%input, %filter : tensor<8xf32>, tensor<3xf32>) outs(%init : tensor<6xf32>) -> tensor<6xf32>
  return %r : tensor<6xf32>
}

func.func @conv_2d_nchw(%input: tensor<1x2x7x7xf32>, %filter: tensor<3x2x2x2xf32>) -> tensor<1x3x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x3x3x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<2> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%input, %filter : tensor<1x2x7x7xf32>, tensor<3x2x2x2xf32>)
      outs(%init : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %r : tensor<1x3x3x3xf32>
}

func.func @main() {
  %signal = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %edge = arith.constant dense<[-1.0, 0.0, 1.0]> : tensor<3xf32>
  %c1 = call @conv_1d(%signal, %edge) : (tensor<8xf32>, tensor<3xf32>) -> tensor<6xf32>
  %u1 = tensor.cast %c1 : tensor<6xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()

  %image = tensor.generate {
  ^bb0(%n: index, %c: index, %h: index, %w: index):
    %hw = arith.muli %h, %w : index
    %chw = arith.addi %hw, %c : index
    %i = arith.index_cast %chw : index to i32
    %f = arith.sitofp %i : i32 to f32
    tensor.yield %f : f32
  } : tensor<1x2x7x7xf32>
  %filter = arith.constant dense<[[[[1.0, 0.0], [0.0, 1.0]], [[0.5, 0.5], [0.5, 0.5]]],
                                  [[[1.0, 1.0], [1.0, 1.0]], [[0.0, 0.0], [0.0, 0.0]]],
                                  [[[-1.0, 0.0], [0.0, 0.0]], [[0.0, 0.0], [0.0, 2.0]]]]> : tensor<3x2x2x2xf32>
  %c2 = call @conv_2d_nchw(%image, %filter) : (tensor<1x2x7x7xf32>, tensor<3x2x2x2xf32>) -> tensor<1x3x3x3xf32>
  %u2 = tensor.cast %c2 : tensor<1x3x3x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u2) : (tensor<*xf32>) -> ()

  %volume = arith.constant dense<1.0> : tensor<1x3x3x3x2xf32>
  %kernel3 = arith.constant dense<0.5> : tensor<2x2x2x2x1xf32>
  %zero = arith.constant 0.0 : f32
  %e3 = tensor.empty() : tensor<1x2x2x2x1xf32>
  %init3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
  %c3 = linalg.conv_3d_ndhwc_dhwcf ins(%volume, %kernel3 : tensor<1x3x3x3x2xf32>, tensor<2x2x2x2x1xf32>) outs(%init3 : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
  %u3 = tensor.cast %c3 : tensor<1x2x2x2x1xf32> to tensor<*xf32>
  call @printMemrefF32(%u3) : (tensor<*xf32>) -> ()

  %nhwc = arith.constant dense<[[[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0]],
                                 [[4.0, 40.0], [5.0, 50.0], [6.0, 60.0]],
                                 [[7.0, 70.0], [8.0, 80.0], [9.0, 90.0]]]]> : tensor<1x3x3x2xf32>
  %dw = arith.constant dense<[[[1.0, -1.0], [0.0, 1.0]], [[1.0, 0.0], [2.0, 0.5]]]> : tensor<2x2x2xf32>
  %e4 = tensor.empty() : tensor<1x2x2x2xf32>
  %init4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %c4 = linalg.depthwise_conv_2d_nhwc_hwc ins(%nhwc, %dw : tensor<1x3x3x2xf32>, tensor<2x2x2xf32>) outs(%init4 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %u4 = tensor.cast %c4 : tensor<1x2x2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u4) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [2,  2,  2,  2,  2,  2]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 3, 3, 3] strides = [27, 9, 3, 1] data =
// CHECK-NEXT{LITERAL}: [[[[8,     16,     24],
// CHECK-NEXT:    [16,     40,     64],
// CHECK-NEXT{LITERAL}:    [24,     64,     104]],
// CHECK-NEXT{LITERAL}:   [[4,     12,     20],
// CHECK-NEXT:    [12,     36,     60],
// CHECK-NEXT{LITERAL}:    [20,     60,     100]],
// CHECK-NEXT{LITERAL}:   [[10,     18,     26],
// CHECK-NEXT:    [18,     30,     42],
// CHECK-NEXT{LITERAL}:    [26,     42,     58]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 5 offset = 0 sizes = [1, 2, 2, 2, 1] strides = [8, 4, 2, 1, 1] data =
// CHECK-NEXT{LITERAL}: [[[[[8],
// CHECK-NEXT{LITERAL}:     [8]],
// CHECK-NEXT{LITERAL}:    [[8],
// CHECK-NEXT{LITERAL}:     [8]]],
// CHECK-NEXT{LITERAL}:   [[[8],
// CHECK-NEXT{LITERAL}:     [8]],
// CHECK-NEXT{LITERAL}:    [[8],
// CHECK-NEXT{LITERAL}:     [8]]]]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 4 offset = 0 sizes = [1, 2, 2, 2] strides = [8, 4, 2, 1] data =
// CHECK-NEXT{LITERAL}: [[[[15,     35],
// CHECK-NEXT{LITERAL}:    [19,     40]],
// CHECK-NEXT{LITERAL}:   [[27,     50],
// CHECK-NEXT{LITERAL}:    [31,     55]]]]

// A pad whose result type is static although its source has a dynamic
// dimension (MLIR 22 accepts this: the result shape is what the program
// states). The padding value depends on the position.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @pad_to_4x4(%t: tensor<?x2xf32>) -> tensor<4x4xf32> {
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %rows = tensor.dim %t, %c0 : tensor<?x2xf32>
  %high = arith.subi %c3, %rows : index
  %padded = tensor.pad %t low[1, 1] high[%high, 1] {
  ^bb0(%i: index, %j: index):
    %sum = arith.addi %i, %j : index
    %s = arith.index_cast %sum : index to i32
    %f = arith.sitofp %s : i32 to f32
    %neg = arith.negf %f : f32
    tensor.yield %neg : f32
  } : tensor<?x2xf32> to tensor<4x4xf32>
  return %padded : tensor<4x4xf32>
}

func.func @main() {
  %source = arith.constant dense<[[10.0, 20.0], [30.0, 40.0]]> : tensor<2x2xf32>
  %dynamic = tensor.cast %source : tensor<2x2xf32> to tensor<?x2xf32>
  %padded = call @pad_to_4x4(%dynamic) : (tensor<?x2xf32>) -> tensor<4x4xf32>
  %u = tensor.cast %padded : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[-0,   -1,   -2,   -3],
// CHECK-NEXT:  [-1,   10,   20,   -4],
// CHECK-NEXT:  [-2,   30,   40,   -5],
// CHECK-NEXT{LITERAL}:  [-3,   -4,   -5,   -6]]

// A matrix product tiled in two dimensions by hand: nested scf.for loops
// over 2x2 output tiles, each computed by linalg.matmul on slices of the
// operands and inserted back into the accumulator.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @tiled_matmul(%a: tensor<4x3xf32>, %b: tensor<3x4xf32>, %c: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc_i = %c) -> (tensor<4x4xf32>) {
    %ri = scf.for %j = %c0 to %c4 step %c2 iter_args(%acc_j = %acc_i) -> (tensor<4x4xf32>) {
      %ta = tensor.extract_slice %a[%i, 0] [2, 3] [1, 1] : tensor<4x3xf32> to tensor<2x3xf32>
      %tb = tensor.extract_slice %b[0, %j] [3, 2] [1, 1] : tensor<3x4xf32> to tensor<3x2xf32>
      %tc = tensor.extract_slice %acc_j[%i, %j] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
      %p = linalg.matmul ins(%ta, %tb : tensor<2x3xf32>, tensor<3x2xf32>) outs(%tc : tensor<2x2xf32>) -> tensor<2x2xf32>
      %n = tensor.insert_slice %p into %acc_j[%i, %j] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      scf.yield %n : tensor<4x4xf32>
    }
    scf.yield %ri : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 0.0, 1.0], [0.0, 1.0, 0.0], [2.0, 2.0, 2.0], [1.0, -1.0, 0.5]]> : tensor<4x3xf32>
  %b = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [-1.0, 0.0, 1.0, 2.0]]> : tensor<3x4xf32>
  %ten = arith.constant 10.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %c = linalg.fill ins(%ten : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %r = call @tiled_matmul(%a, %b, %c) : (tensor<4x3xf32>, tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %u = tensor.cast %r : tensor<4x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[10,   12,   14,   16],
// CHECK-NEXT:  [15,   16,   17,   18],
// CHECK-NEXT:  [20,   26,   32,   38],
// CHECK-NEXT{LITERAL}:  [5.5,   6,   6.5,   7]]

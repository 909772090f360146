// Transpose a 4x6 matrix into a 6x4 one, two source rows at a time: each
// iteration reads a 6x2 block of the source through a transposing
// permutation map (d0, d1) -> (d1, d0) and writes it as two columns of the
// destination, which the loop carries (in place).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @transpose(%src: tensor<4x6xf32>, %dst: tensor<6x4xf32>) -> tensor<6x4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %dst) -> (tensor<6x4xf32>) {
    %block = vector.transfer_read %src[%i, %c0], %pad {in_bounds = [true, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : tensor<4x6xf32>, vector<6x2xf32>
    %w = vector.transfer_write %block, %acc[%c0, %i] {in_bounds = [true, true]} : vector<6x2xf32>, tensor<6x4xf32>
    scf.yield %w : tensor<6x4xf32>
  }
  return %r : tensor<6x4xf32>
}

func.func @main() {
  %src = arith.constant dense<[[0.0, 1.0, 2.0, 3.0, 4.0, 5.0],
                               [10.0, 11.0, 12.0, 13.0, 14.0, 15.0],
                               [20.0, 21.0, 22.0, 23.0, 24.0, 25.0],
                               [30.0, 31.0, 32.0, 33.0, 34.0, 35.0]]> : tensor<4x6xf32>
  %dst = tensor.empty() : tensor<6x4xf32>
  %r = call @transpose(%src, %dst) : (tensor<4x6xf32>, tensor<6x4xf32>) -> tensor<6x4xf32>
  %u = tensor.cast %r : tensor<6x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [6, 4] strides = [4, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   10,   20,   30],
// CHECK-NEXT:  [1,   11,   21,   31],
// CHECK-NEXT:  [2,   12,   22,   32],
// CHECK-NEXT:  [3,   13,   23,   33],
// CHECK-NEXT:  [4,   14,   24,   34],
// CHECK-NEXT{LITERAL}:  [5,   15,   25,   35]]

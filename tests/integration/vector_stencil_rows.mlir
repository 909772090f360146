// A three-point stencil along the rows of a 3x8 image, four outputs at a
// time: out[i][j] = in[i][j] + 2 * in[i][j+1] + in[i][j+2], where the reads
// past the right edge are zero (padding). An outer loop over rows and an
// inner loop over column chunks carry the output tensor, which starts as a
// copy of a constant (so the first write cannot be in place on the
// constant: One-Shot Bufferize copies it once, outside the loops).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0.0 : f32
  %two = arith.constant dense<2.0> : vector<4xf32>
  %in = arith.constant dense<[[1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0],
                              [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0],
                              [1.0, -1.0, 1.0, -1.0, 1.0, -1.0, 1.0, -1.0]]> : tensor<3x8xf32>
  %out0 = arith.constant dense<-9.0> : tensor<3x8xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%rows = %out0) -> (tensor<3x8xf32>) {
    %row = scf.for %j = %c0 to %c8 step %c4 iter_args(%acc = %rows) -> (tensor<3x8xf32>) {
      %j1 = arith.addi %j, %c1 : index
      %j2 = arith.addi %j, %c2 : index
      %a = vector.transfer_read %in[%i, %j], %zero : tensor<3x8xf32>, vector<4xf32>
      %b = vector.transfer_read %in[%i, %j1], %zero : tensor<3x8xf32>, vector<4xf32>
      %c = vector.transfer_read %in[%i, %j2], %zero : tensor<3x8xf32>, vector<4xf32>
      %b2 = arith.mulf %b, %two : vector<4xf32>
      %s1 = arith.addf %a, %b2 : vector<4xf32>
      %s = arith.addf %s1, %c : vector<4xf32>
      %w = vector.transfer_write %s, %acc[%i, %j] {in_bounds = [true]} : vector<4xf32>, tensor<3x8xf32>
      scf.yield %w : tensor<3x8xf32>
    }
    scf.yield %row : tensor<3x8xf32>
  }
  %u = tensor.cast %r : tensor<3x8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 8] strides = [8, 1] data =
// CHECK-NEXT{LITERAL}: [[4,   4,   4,   4,   4,   4,   3,   1],
// CHECK-NEXT:  [4,   8,   12,   16,   20,   24,   20,   7],
// CHECK-NEXT{LITERAL}:  [0,   0,   0,   0,   0,   0,   -1,   -1]]

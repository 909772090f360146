// An outer sum m[i][j] = col[i] + row[j]: the row vector is read once and
// broadcast to every row by a permutation map with a constant 0 result; the
// column is read per row with a broadcast of one element. Rows are written
// into a tensor carried by an scf.for; the result is printed row by row with
// vector.print and then through an unranked tensor.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %row = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<5xf32>
  %col = arith.constant dense<[100.0, 200.0, 300.0]> : tensor<3xf32>
  %rows = vector.transfer_read %row[%c0], %pad {permutation_map = affine_map<(d0) -> (0, d0)>, in_bounds = [true, true]} : tensor<5xf32>, vector<3x5xf32>
  %init = tensor.empty() : tensor<3x5xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %init) -> (tensor<3x5xf32>) {
    %ci = vector.transfer_read %col[%i], %pad {permutation_map = affine_map<(d0) -> (0)>, in_bounds = [true]} : tensor<3xf32>, vector<5xf32>
    %ri = vector.extract %rows[%i] : vector<5xf32> from vector<3x5xf32>
    %s = arith.addf %ci, %ri : vector<5xf32>
    vector.print %s : vector<5xf32>
    %w = vector.transfer_write %s, %acc[%i, %c0] {in_bounds = [true]} : vector<5xf32>, tensor<3x5xf32>
    scf.yield %w : tensor<3x5xf32>
  }
  %u = tensor.cast %r : tensor<3x5xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( 101, 102, 103, 104, 105 )
// CHECK-NEXT: ( 201, 202, 203, 204, 205 )
// CHECK-NEXT: ( 301, 302, 303, 304, 305 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 5] strides = [5, 1] data =
// CHECK-NEXT{LITERAL}: [[101,   102,   103,   104,   105],
// CHECK-NEXT:  [201,   202,   203,   204,   205],
// CHECK-NEXT{LITERAL}:  [301,   302,   303,   304,   305]]

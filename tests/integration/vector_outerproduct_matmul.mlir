// C += A * B on tensors, one k step per iteration: column k of A and row k
// of B are read as vectors and accumulated into the 3x4 tile of C with
// vector.outerproduct (the way the contraction lowering emits it); the tile
// is written back once after the loop. A masked outer product then updates
// only the top-left 2x3 corner, and an AXPY (scalar right operand) scales a
// row. Results printed with printMemrefF32 and vector.print.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @matmul(%a: tensor<3x2xf32>, %b: tensor<2x4xf32>, %c: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %init = vector.transfer_read %c[%c0, %c0], %pad {in_bounds = [true, true]} : tensor<3x4xf32>, vector<3x4xf32>
  %acc = scf.for %k = %c0 to %c2 step %c1 iter_args(%t = %init) -> (vector<3x4xf32>) {
    %col = vector.transfer_read %a[%c0, %k], %pad {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (d0)>} : tensor<3x2xf32>, vector<3xf32>
    %row = vector.transfer_read %b[%k, %c0], %pad {in_bounds = [true]} : tensor<2x4xf32>, vector<4xf32>
    %next = vector.outerproduct %col, %row, %t {kind = #vector.kind<add>} : vector<3xf32>, vector<4xf32>
    scf.yield %next : vector<3x4xf32>
  }
  %r = vector.transfer_write %acc, %c[%c0, %c0] {in_bounds = [true, true]} : vector<3x4xf32>, tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %b = arith.constant dense<[[1.0, 0.0, -1.0, 2.0], [0.5, 1.0, 0.0, -2.0]]> : tensor<2x4xf32>
  %ones = arith.constant dense<1.0> : tensor<3x4xf32>
  %c = bufferization.alloc_tensor() copy(%ones) : tensor<3x4xf32>
  %r = call @matmul(%a, %b, %c) : (tensor<3x2xf32>, tensor<2x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  // Read before printing: the external print function may write its argument.
  %tile = vector.transfer_read %r[%c0, %c0], %pad {in_bounds = [true, true]} : tensor<3x4xf32>, vector<3x4xf32>
  %u = tensor.cast %r : tensor<3x4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  // Only the 2x3 corner takes the maximum with the outer product.
  %x = arith.constant dense<[2.0, -1.0, 10.0]> : vector<3xf32>
  %y = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %m = vector.create_mask %c2, %c3 : vector<3x4xi1>
  %mx = vector.mask %m { vector.outerproduct %x, %y, %tile {kind = #vector.kind<maximumf>} : vector<3xf32>, vector<4xf32> } : vector<3x4xi1> -> vector<3x4xf32>
  vector.print %mx : vector<3x4xf32>

  // AXPY: 0.5 * x + row 0 of the tile.
  %half = arith.constant 0.5 : f32
  %row0 = vector.extract %mx[0] : vector<4xf32> from vector<3x4xf32>
  %x4 = arith.constant dense<[4.0, 8.0, -2.0, 0.0]> : vector<4xf32>
  %axpy = vector.outerproduct %x4, %half, %row0 : vector<4xf32>, f32
  vector.print %axpy : vector<4xf32>

  // Integers: a multiplication table, and its minimum with a bound.
  %i = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %j = arith.constant dense<[-1, 5, 7]> : vector<3xi32>
  %table = vector.outerproduct %i, %j : vector<3xi32>, vector<3xi32>
  vector.print %table : vector<3x3xi32>
  %bound = arith.constant dense<10> : vector<3x3xi32>
  %capped = vector.outerproduct %i, %j, %bound {kind = #vector.kind<minsi>} : vector<3xi32>, vector<3xi32>
  vector.print %capped : vector<3x3xi32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: [3,   3,   0,   -1],
// CHECK-NEXT: [6,   5,   -2,   -1],
// CHECK-NEXT: [9,   7,   -4,   -1]]
// CHECK-NEXT: ( ( 3, 4, 6, -1 ), ( 6, 5, -2, -1 ), ( 9, 7, -4, -1 ) )
// CHECK-NEXT: ( 5, 8, 5, -1 )
// CHECK-NEXT: ( ( -1, 5, 7 ), ( -2, 10, 14 ), ( -3, 15, 21 ) )
// CHECK-NEXT: ( ( -1, 5, 7 ), ( -2, 10, 10 ), ( -3, 10, 10 ) )

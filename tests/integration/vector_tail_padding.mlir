// A loop over a 10-element tensor in steps of 4 reads past the end on its
// last iteration: the elements out of bounds are the padding (-1) and the
// write of the last chunk drops them (in_bounds is false by default). Each
// chunk is printed as read, then the squared tensor.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @square_chunks(%t: tensor<10xf32>) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %pad = arith.constant -1.0 : f32
  %r = scf.for %i = %c0 to %c10 step %c4 iter_args(%acc = %t) -> (tensor<10xf32>) {
    %v = vector.transfer_read %acc[%i], %pad : tensor<10xf32>, vector<4xf32>
    vector.print %v : vector<4xf32>
    %sq = arith.mulf %v, %v : vector<4xf32>
    %w = vector.transfer_write %sq, %acc[%i] : vector<4xf32>, tensor<10xf32>
    scf.yield %w : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0]> : tensor<10xf32>
  %r = call @square_chunks(%t) : (tensor<10xf32>) -> tensor<10xf32>
  %u = tensor.cast %r : tensor<10xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( 1, 2, 3, 4 )
// CHECK-NEXT: ( 5, 6, 7, 8 )
// CHECK-NEXT: ( 9, 10, -1, -1 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [1,  4,  9,  16,  25,  36,  49,  64,  81,  100]

// An elementwise addition tiled by hand: an scf.for over row tiles of 2
// extracts slices of both operands, adds them with linalg.add into a slice
// of the destination, and inserts the tile back (destination passing: the
// whole loop bufferizes in place into one buffer).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @tiled_add(%a: tensor<6x3xf32>, %b: tensor<6x3xf32>, %out: tensor<6x3xf32>) -> tensor<6x3xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %r = scf.for %i = %c0 to %c6 step %c2 iter_args(%acc = %out) -> (tensor<6x3xf32>) {
    %ta = tensor.extract_slice %a[%i, 0] [2, 3] [1, 1] : tensor<6x3xf32> to tensor<2x3xf32>
    %tb = tensor.extract_slice %b[%i, 0] [2, 3] [1, 1] : tensor<6x3xf32> to tensor<2x3xf32>
    %to = tensor.extract_slice %acc[%i, 0] [2, 3] [1, 1] : tensor<6x3xf32> to tensor<2x3xf32>
    %sum = linalg.add ins(%ta, %tb : tensor<2x3xf32>, tensor<2x3xf32>) outs(%to : tensor<2x3xf32>) -> tensor<2x3xf32>
    %next = tensor.insert_slice %sum into %acc[%i, 0] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<6x3xf32>
    scf.yield %next : tensor<6x3xf32>
  }
  return %r : tensor<6x3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0],
                             [10.0, 11.0, 12.0], [13.0, 14.0, 15.0], [16.0, 17.0, 18.0]]> : tensor<6x3xf32>
  %b = arith.constant dense<0.5> : tensor<6x3xf32>
  %e = tensor.empty() : tensor<6x3xf32>
  %r = call @tiled_add(%a, %b, %e) : (tensor<6x3xf32>, tensor<6x3xf32>, tensor<6x3xf32>) -> tensor<6x3xf32>
  %u = tensor.cast %r : tensor<6x3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [6, 3] strides = [3, 1] data =
// CHECK-NEXT{LITERAL}: [[1.5,   2.5,   3.5],
// CHECK-NEXT:  [4.5,   5.5,   6.5],
// CHECK-NEXT:  [7.5,   8.5,   9.5],
// CHECK-NEXT:  [10.5,   11.5,   12.5],
// CHECK-NEXT:  [13.5,   14.5,   15.5],
// CHECK-NEXT{LITERAL}:  [16.5,   17.5,   18.5]]

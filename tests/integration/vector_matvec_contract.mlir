// A matrix-vector product y = A x + b, one row tile of two rows per
// iteration: the tile of A and the vector x are read as vectors and
// contracted with vector.contract (accumulating into the tile of b read from
// y), then the two results are written back into y, which the loop carries.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @matvec(%a: tensor<4x3xf32>, %x: tensor<3xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %vx = vector.transfer_read %x[%c0], %pad {in_bounds = [true]} : tensor<3xf32>, vector<3xf32>
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%acc = %y) -> (tensor<4xf32>) {
    %tile = vector.transfer_read %a[%i, %c0], %pad {in_bounds = [true, true]} : tensor<4x3xf32>, vector<2x3xf32>
    %b = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<4xf32>, vector<2xf32>
    %d = vector.contract {indexing_maps = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>],
                          iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>}
         %tile, %vx, %b : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
    %w = vector.transfer_write %d, %acc[%i] {in_bounds = [true]} : vector<2xf32>, tensor<4xf32>
    scf.yield %w : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [1.0, 0.0, -1.0]]> : tensor<4x3xf32>
  %x = arith.constant dense<[1.0, 10.0, 100.0]> : tensor<3xf32>
  %b = arith.constant dense<[0.5, 0.25, 0.0, -1.0]> : tensor<4xf32>
  %y = bufferization.alloc_tensor() copy(%b) : tensor<4xf32>
  %r = call @matvec(%a, %x, %y) : (tensor<4x3xf32>, tensor<3xf32>, tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [321.5,  654.25,  987,  -100]

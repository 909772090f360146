// A permutation through gather and scatter on tensors: a loop gathers four
// elements of the source at the indices of a table (masked lanes keep the
// pass-through value), and scatters them to the same indices of a
// destination tensor that it carries. The last iteration masks off lanes.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %src = arith.constant dense<[10.0, 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0]> : tensor<8xf32>
  %perm = arith.constant dense<[7, 2, 5, 0, 3, 6, 1, 4]> : tensor<8xi32>
  %zero = arith.constant 0.0 : f32
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %izero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<8xf32>
  %init = vector.transfer_write %pass, %e[%c4] : vector<4xf32>, tensor<8xf32>
  %dst0 = vector.transfer_write %pass, %init[%c0] : vector<4xf32>, tensor<8xf32>
  %r = scf.for %i = %c0 to %c8 step %c4 iter_args(%dst = %dst0) -> (tensor<8xf32>) {
    %idx = vector.transfer_read %perm[%i], %izero {in_bounds = [true]} : tensor<8xi32>, vector<4xi32>
    %three = arith.constant 3 : index
    %last = arith.cmpi eq, %i, %c4 : index
    %count = arith.select %last, %three, %c4 : index
    %m = vector.create_mask %count : vector<4xi1>
    %g = vector.gather %src[%c0] [%idx], %m, %pass : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    vector.print %g : vector<4xf32>
    %s = vector.scatter %dst[%c0] [%idx], %m, %g : tensor<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  }
  %u = tensor.cast %r : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( 17, 12, 15, 10 )
// CHECK-NEXT: ( 13, 16, 11, -1 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [10,  11,  12,  13,  -1,  15,  16,  17]

// A tensor of dynamic size (tensor.empty(%n)) filled and scaled by a vector
// loop whose last chunk runs past the end (padding on the read, dropped
// lanes on the write). The size comes from a function argument so that
// nothing is static.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @ramp(%n: index, %scale: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %pad = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?xf32>
  %vs = vector.broadcast %scale : f32 to vector<4xf32>
  %step = vector.step : vector<4xindex>
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %e) -> (tensor<?xf32>) {
    %base = vector.broadcast %i : index to vector<4xindex>
    %idx = arith.addi %base, %step : vector<4xindex>
    %idx64 = arith.index_cast %idx : vector<4xindex> to vector<4xi64>
    %f = arith.sitofp %idx64 : vector<4xi64> to vector<4xf32>
    %s = arith.mulf %f, %vs : vector<4xf32>
    %w = vector.transfer_write %s, %acc[%i] : vector<4xf32>, tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %n = arith.constant 7 : index
  %half = arith.constant 0.5 : f32
  %pad = arith.constant -1.0 : f32
  %r = call @ramp(%n, %half) : (index, f32) -> tensor<?xf32>
  %tail = vector.transfer_read %r[%n], %pad : tensor<?xf32>, vector<2xf32>
  vector.print %tail : vector<2xf32>
  %dim = tensor.dim %r, %c0 : tensor<?xf32>
  vector.print %dim : index
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( -1, -1 )
// CHECK-NEXT: 7
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [7] strides = [1] data =
// CHECK-NEXT: [0,  0.5,  1,  1.5,  2,  2.5,  3]

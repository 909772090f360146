// ReLU and a clamp on a 2x6 tensor, 2x3 blocks at a time: arith.cmpf on
// vectors gives an i1 vector mask, arith.select picks element-wise, and
// arith.maximumf / math.absf run element by element. The loop nest carries
// the result tensor (in place).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @relu_clamp(%t: tensor<2x6xf32>) -> tensor<2x6xf32> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<2x3xf32>
  %cap = arith.constant dense<4.0> : vector<2x3xf32>
  %r = scf.for %j = %c0 to %c6 step %c3 iter_args(%acc = %t) -> (tensor<2x6xf32>) {
    %v = vector.transfer_read %acc[%c0, %j], %pad {in_bounds = [true, true]} : tensor<2x6xf32>, vector<2x3xf32>
    %neg = arith.cmpf olt, %v, %zero : vector<2x3xf32>
    %relu = arith.select %neg, %zero, %v : vector<2x3xi1>, vector<2x3xf32>
    %big = arith.cmpf ogt, %relu, %cap : vector<2x3xf32>
    %clamped = arith.select %big, %cap, %relu : vector<2x3xi1>, vector<2x3xf32>
    %w = vector.transfer_write %clamped, %acc[%c0, %j] {in_bounds = [true, true]} : vector<2x3xf32>, tensor<2x6xf32>
    scf.yield %w : tensor<2x6xf32>
  }
  return %r : tensor<2x6xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[-3.0, -1.5, 0.0, 1.5, 3.0, 4.5],
                             [6.0, -6.0, 2.25, -0.25, 7.5, 0.5]]> : tensor<2x6xf32>
  %abs_in = vector.transfer_read %t[%c0, %c0], %pad : tensor<2x6xf32>, vector<2x6xf32>
  %abs = math.absf %abs_in : vector<2x6xf32>
  %m = arith.maximumf %abs, %abs_in : vector<2x6xf32>
  vector.print %m : vector<2x6xf32>
  %copy = bufferization.alloc_tensor() copy(%t) : tensor<2x6xf32>
  %r = call @relu_clamp(%copy) : (tensor<2x6xf32>) -> tensor<2x6xf32>
  %u = tensor.cast %r : tensor<2x6xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( ( 3, 1.5, 0, 1.5, 3, 4.5 ), ( 6, 6, 2.25, 0.25, 7.5, 0.5 ) )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 6] strides = [6, 1] data =
// CHECK-NEXT{LITERAL}: [[0,   0,   0,   1.5,   3,   4],
// CHECK-NEXT{LITERAL}:  [4,   0,   2.25,   0,   4,   0.5]]

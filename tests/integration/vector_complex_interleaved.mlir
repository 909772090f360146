// Complex numbers stored interleaved (re, im, re, im, ...) in a tensor:
// each iteration reads four of them, splits real and imaginary parts with
// vector.deinterleave, multiplies by a constant complex factor, and writes
// the product back interleaved. The squared magnitudes are written into a
// second tensor; one element is also taken out with vector.to_elements.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @scale(%z: tensor<16xf32>, %mag: tensor<8xf32>) -> (tensor<16xf32>, tensor<8xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  // (1 + 2i)
  %fre = arith.constant dense<1.0> : vector<4xf32>
  %fim = arith.constant dense<2.0> : vector<4xf32>
  %r:2 = scf.for %i = %c0 to %c8 step %c4 iter_args(%zt = %z, %mt = %mag) -> (tensor<16xf32>, tensor<8xf32>) {
    %pos = arith.muli %i, %c2 : index
    %v = vector.transfer_read %zt[%pos], %pad {in_bounds = [true]} : tensor<16xf32>, vector<8xf32>
    %re, %im = vector.deinterleave %v : vector<8xf32> -> vector<4xf32>
    %m2 = arith.mulf %re, %re : vector<4xf32>
    %m = vector.fma %im, %im, %m2 : vector<4xf32>
    %mw = vector.transfer_write %m, %mt[%i] {in_bounds = [true]} : vector<4xf32>, tensor<8xf32>
    %a = arith.mulf %re, %fre : vector<4xf32>
    %b = arith.mulf %im, %fim : vector<4xf32>
    %pre = arith.subf %a, %b : vector<4xf32>
    %c = arith.mulf %re, %fim : vector<4xf32>
    %d = arith.mulf %im, %fre : vector<4xf32>
    %pim = arith.addf %c, %d : vector<4xf32>
    %p = vector.interleave %pre, %pim : vector<4xf32> -> vector<8xf32>
    %zw = vector.transfer_write %p, %zt[%pos] {in_bounds = [true]} : vector<8xf32>, tensor<16xf32>
    scf.yield %zw, %mw : tensor<16xf32>, tensor<8xf32>
  }
  return %r#0, %r#1 : tensor<16xf32>, tensor<8xf32>
}

func.func @main() {
  %init = arith.constant dense<[1.0, 0.0, 0.0, 1.0, 3.0, 4.0, -1.0, -1.0,
                                2.0, 0.5, 0.0, -2.0, 0.5, 0.5, 6.0, 8.0]> : tensor<16xf32>
  %z = bufferization.alloc_tensor() copy(%init) : tensor<16xf32>
  %mag = tensor.empty() : tensor<8xf32>
  %r:2 = call @scale(%z, %mag) : (tensor<16xf32>, tensor<8xf32>) -> (tensor<16xf32>, tensor<8xf32>)
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %last = vector.transfer_read %r#1[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
  %e:8 = vector.to_elements %last : vector<8xf32>
  vector.print %e#7 : f32
  %u0 = tensor.cast %r#0 : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %r#1 : tensor<8xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// CHECK: 100
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [1,  2,  -2,  1,  -5,  10,  1,  -3,  1,  4.5,  4,  -2,  -0.5,  1.5,  -10,  20]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [1,  1,  25,  2,  4.25,  4,  0.5,  100]

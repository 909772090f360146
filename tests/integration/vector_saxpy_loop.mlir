// y = a * x + y on 16-element tensors, 4 elements at a time: an scf.for
// carries y through its iteration argument, reads both operands with
// vector.transfer_read and writes the result back with
// vector.transfer_write (in place: the loop's tensor and the returned tensor
// are the caller's buffer). The result is printed through an unranked
// tensor, and its first chunk with vector.print.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @saxpy(%a: f32, %x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %pad = arith.constant 0.0 : f32
  %va = vector.broadcast %a : f32 to vector<4xf32>
  %r = scf.for %i = %c0 to %c16 step %c4 iter_args(%acc = %y) -> (tensor<16xf32>) {
    %vx = vector.transfer_read %x[%i], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
    %vy = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<16xf32>, vector<4xf32>
    %ax = arith.mulf %va, %vx : vector<4xf32>
    %s = arith.addf %ax, %vy : vector<4xf32>
    %w = vector.transfer_write %s, %acc[%i] {in_bounds = [true]} : vector<4xf32>, tensor<16xf32>
    scf.yield %w : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %a = arith.constant 2.0 : f32
  %x = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>
  %y = arith.constant dense<0.5> : tensor<16xf32>
  %r = call @saxpy(%a, %x, %y) : (f32, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
  %head = vector.transfer_read %r[%c0], %pad : tensor<16xf32>, vector<4xf32>
  vector.print %head : vector<4xf32>
  %u = tensor.cast %r : tensor<16xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( 0.5, 2.5, 4.5, 6.5 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [0.5,  2.5,  4.5,  6.5,  8.5,  10.5,  12.5,  14.5,  16.5,  18.5,  20.5,  22.5,  24.5,  26.5,  28.5,  30.5]

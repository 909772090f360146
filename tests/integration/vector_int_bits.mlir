// Integer vector arithmetic over a tensor of i32, eight lanes at a time:
// shifts, bitwise ops, a signed comparison with select, and an unsigned
// maximum, written to a result tensor printed with printMemrefI32; the
// lanes' sum with vector.reduction.

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @mix(%t: tensor<16xi32>) -> tensor<16xi32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  %pad = arith.constant 0 : i32
  %two = arith.constant dense<2> : vector<8xi32>
  %mask = arith.constant dense<12> : vector<8xi32>
  %e = tensor.empty() : tensor<16xi32>
  %r = scf.for %i = %c0 to %c16 step %c8 iter_args(%acc = %e) -> (tensor<16xi32>) {
    %v = vector.transfer_read %t[%i], %pad {in_bounds = [true]} : tensor<16xi32>, vector<8xi32>
    %shl = arith.shli %v, %two : vector<8xi32>
    %shr = arith.shrsi %v, %two : vector<8xi32>
    %and = arith.andi %shl, %mask : vector<8xi32>
    %zero = arith.constant dense<0> : vector<8xi32>
    %neg = arith.cmpi slt, %v, %zero : vector<8xi32>
    %sel = arith.select %neg, %shr, %and : vector<8xi1>, vector<8xi32>
    %w = vector.transfer_write %sel, %acc[%i] {in_bounds = [true]} : vector<8xi32>, tensor<16xi32>
    scf.yield %w : tensor<16xi32>
  }
  return %r : tensor<16xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %t = arith.constant dense<[-9, -8, -7, -6, -5, -4, -3, -2, 1, 2, 3, 4, 5, 6, 7, 8]> : tensor<16xi32>
  %r = call @mix(%t) : (tensor<16xi32>) -> tensor<16xi32>
  %v = vector.transfer_read %r[%c0], %pad : tensor<16xi32>, vector<16xi32>
  %sum = vector.reduction <add>, %v : vector<16xi32> into i32
  vector.print %sum : i32
  %u8 = vector.transfer_read %t[%c0], %pad : tensor<16xi32>, vector<4xi32>
  %big = arith.maxui %u8, %u8 : vector<4xi32>
  %idx = arith.index_cast %big : vector<4xi32> to vector<4xindex>
  vector.print %idx : vector<4xindex>
  %u = tensor.cast %r : tensor<16xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  return
}

// CHECK: 34
// CHECK-NEXT: ( 18446744073709551607, 18446744073709551608, 18446744073709551609, 18446744073709551610 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [16] strides = [1] data =
// CHECK-NEXT: [-3,  -2,  -2,  -2,  -2,  -1,  -1,  -1,  4,  8,  12,  0,  4,  8,  12,  0]

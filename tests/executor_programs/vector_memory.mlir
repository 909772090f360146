// Vector ops on memrefs: transfers (padding, in_bounds, permutation maps,
// broadcasts, mask operands, vector.mask), loads and stores, masked loads
// and stores, gather and scatter, with the memref printed in between.

func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<3x5xf32>
  %u = memref.cast %m : memref<3x5xf32> to memref<*xf32>
  %ramp = arith.constant dense<[0.0, 1.0, 2.0, 3.0, 4.0]> : vector<5xf32>
  vector.store %ramp, %m[%c0, %c0] : memref<3x5xf32>, vector<5xf32>
  %r10 = arith.constant dense<10.0> : vector<5xf32>
  %row1 = arith.addf %ramp, %r10 : vector<5xf32>
  vector.store %row1, %m[%c1, %c0] : memref<3x5xf32>, vector<5xf32>
  %row2 = arith.addf %row1, %r10 : vector<5xf32>
  vector.store %row2, %m[%c2, %c0] : memref<3x5xf32>, vector<5xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %a = vector.transfer_read %m[%c1, %c2], %pad : memref<3x5xf32>, vector<3x4xf32>
  vector.print %a : vector<3x4xf32>
  %b = vector.transfer_read %m[%c0, %c3], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x5xf32>, vector<3x4xf32>
  vector.print %b : vector<3x4xf32>
  %c = vector.transfer_read %m[%c2, %c1], %pad {permutation_map = affine_map<(d0, d1) -> (0, d1)>, in_bounds = [true, false]} : memref<3x5xf32>, vector<2x5xf32>
  vector.print %c : vector<2x5xf32>
  %mask = arith.constant dense<[[true, false, true, false], [false, true, false, true]]> : vector<2x4xi1>
  %d = vector.transfer_read %m[%c0, %c1], %pad, %mask : memref<3x5xf32>, vector<2x4xf32>
  vector.print %d : vector<2x4xf32>
  %w = arith.constant dense<[[-5.0, -6.0, -7.0, -8.0], [-9.0, -10.0, -11.0, -12.0]]> : vector<2x4xf32>
  vector.transfer_write %w, %m[%c1, %c3], %mask : vector<2x4xf32>, memref<3x5xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %wt = arith.constant dense<[[100.0, 200.0], [300.0, 400.0], [500.0, 600.0]]> : vector<3x2xf32>
  vector.transfer_write %wt, %m[%c0, %c3] {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x2xf32>, memref<3x5xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %k = vector.create_mask %c2 : vector<4xi1>
  %mv = vector.mask %k { vector.transfer_read %m[%c2, %c0], %pad : memref<3x5xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.print %mv : vector<4xf32>
  %w4 = arith.constant dense<7.0> : vector<4xf32>
  vector.mask %k { vector.transfer_write %w4, %m[%c2, %c2] : vector<4xf32>, memref<3x5xf32> } : vector<4xi1>
  %l = vector.load %m[%c2, %c1] : memref<3x5xf32>, vector<4xf32>
  vector.print %l : vector<4xf32>
  %pass = arith.constant dense<0.5> : vector<4xf32>
  %ml = vector.maskedload %m[%c0, %c2], %k, %pass : memref<3x5xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %ml : vector<4xf32>
  vector.maskedstore %m[%c0, %c0], %k, %pass : memref<3x5xf32>, vector<4xi1>, vector<4xf32>
  %idx = arith.constant dense<[4, 0, 9, 2]> : vector<4xi32>
  %all = arith.constant dense<true> : vector<4xi1>
  %gt = vector.gather %m[%c0, %c1] [%idx], %all, %pass : memref<3x5xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %gt : vector<4xf32>
  vector.scatter %m[%c1, %c0] [%idx], %k, %l : memref<3x5xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x5xf32>
  return
}

// Vector values reshaped and sliced without memory: a 2x4 tile read from a
// tensor, flattened (shape_cast), transposed, sliced
// (extract_strided_slice), patched (insert_strided_slice, vector.insert),
// and rebuilt from scalars (from_elements); vector.fma and vector.step on
// the way. Each value is printed; the last one is written to a tensor and
// printed through it.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %t = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>
  %v = vector.transfer_read %t[%c0, %c0], %pad : tensor<2x4xf32>, vector<2x4xf32>
  %flat = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>
  vector.print %flat : vector<8xf32>
  %tr = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  vector.print %tr : vector<4x2xf32>
  %mid = vector.extract_strided_slice %tr {offsets = [1, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x2xf32> to vector<2x2xf32>
  vector.print %mid : vector<2x2xf32>
  %zeros = arith.constant dense<0.0> : vector<3x3xf32>
  %patched = vector.insert_strided_slice %mid, %zeros {offsets = [1, 1], strides = [1, 1]} : vector<2x2xf32> into vector<3x3xf32>
  %x = vector.extract %v[1, 3] : f32 from vector<2x4xf32>
  %corner = vector.insert %x, %patched [0, 0] : f32 into vector<3x3xf32>
  vector.print %corner : vector<3x3xf32>
  %y = vector.extract %corner[2, 2] : f32 from vector<3x3xf32>
  %built = vector.from_elements %x, %y, %x, %y : vector<4xf32>
  %ramp = vector.step : vector<4xindex>
  %rampi = arith.index_cast %ramp : vector<4xindex> to vector<4xi32>
  %rampf = arith.sitofp %rampi : vector<4xi32> to vector<4xf32>
  %fma = vector.fma %built, %rampf, %rampf : vector<4xf32>
  vector.print %fma : vector<4xf32>
  %e = tensor.empty() : tensor<4xf32>
  %w = vector.transfer_write %fma, %e[%c0] : vector<4xf32>, tensor<4xf32>
  %u = tensor.cast %w : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( 1, 2, 3, 4, 5, 6, 7, 8 )
// CHECK-NEXT: ( ( 1, 5 ), ( 2, 6 ), ( 3, 7 ), ( 4, 8 ) )
// CHECK-NEXT: ( ( 2, 6 ), ( 3, 7 ) )
// CHECK-NEXT: ( ( 8, 0, 0 ), ( 0, 2, 6 ), ( 0, 3, 7 ) )
// CHECK-NEXT: ( 0, 8, 18, 24 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  8,  18,  24]

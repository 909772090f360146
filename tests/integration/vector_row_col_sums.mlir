// Row and column sums and the maximum of a 3x4 integer matrix read as one
// vector: vector.multi_reduction over either dimension, vector.reduction
// <maxsi> of the flattened matrix (vector.shape_cast). The sums are written
// into tensors and printed through unranked tensors with printMemrefI32.

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0 : i32
  %m = arith.constant dense<[[1, -2, 3, 4], [5, 6, -7, 8], [9, 10, 11, -12]]> : tensor<3x4xi32>
  %v = vector.transfer_read %m[%c0, %c0], %pad : tensor<3x4xi32>, vector<3x4xi32>
  %zero3 = arith.constant dense<0> : vector<3xi32>
  %zero4 = arith.constant dense<0> : vector<4xi32>
  %rows = vector.multi_reduction <add>, %v, %zero3 [1] : vector<3x4xi32> to vector<3xi32>
  %cols = vector.multi_reduction <add>, %v, %zero4 [0] : vector<3x4xi32> to vector<4xi32>
  %flat = vector.shape_cast %v : vector<3x4xi32> to vector<12xi32>
  %max = vector.reduction <maxsi>, %flat : vector<12xi32> into i32
  %min = vector.reduction <minsi>, %flat : vector<12xi32> into i32
  vector.print %max : i32
  vector.print %min : i32
  %er = tensor.empty() : tensor<3xi32>
  %tr = vector.transfer_write %rows, %er[%c0] : vector<3xi32>, tensor<3xi32>
  %ec = tensor.empty() : tensor<4xi32>
  %tc = vector.transfer_write %cols, %ec[%c0] : vector<4xi32>, tensor<4xi32>
  %ur = tensor.cast %tr : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%ur) : (tensor<*xi32>) -> ()
  %uc = tensor.cast %tc : tensor<4xi32> to tensor<*xi32>
  call @printMemrefI32(%uc) : (tensor<*xi32>) -> ()
  return
}

// CHECK: 11
// CHECK-NEXT: -12
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [6,  12,  18]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [15,  14,  7,  0]

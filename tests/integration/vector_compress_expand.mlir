// Stream compaction and expansion: keep the positive elements of a tensor
// (vector.compressstore packs them to the front of a memref.alloc buffer,
// which the deallocation pipeline frees), count them, then spread them back
// over the odd lanes with vector.expandload (the even lanes keep the
// pass-through value).

func.func private @printMemrefF32(%ptr : memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %pad = arith.constant 0.0 : f32
  %zero = arith.constant dense<0.0> : vector<8xf32>
  %input = arith.constant dense<[3.0, -1.0, 0.5, -2.0, 7.0, 0.0, -4.0, 2.5]> : tensor<8xf32>
  %v = vector.transfer_read %input[%c0], %pad {in_bounds = [true]} : tensor<8xf32>, vector<8xf32>
  %positive = arith.cmpf ogt, %v, %zero : vector<8xf32>

  %packed = memref.alloc() : memref<8xf32>
  %fill = arith.constant -9.0 : f32
  linalg.fill ins(%fill : f32) outs(%packed : memref<8xf32>)
  vector.compressstore %packed[%c0], %positive, %v : memref<8xf32>, vector<8xi1>, vector<8xf32>
  %u = memref.cast %packed : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()

  %ones = arith.extui %positive : vector<8xi1> to vector<8xi32>
  %zero_i = arith.constant 0 : i32
  %count = vector.reduction <add>, %ones, %zero_i : vector<8xi32> into i32
  vector.print %count : i32

  %odd = arith.constant dense<[false, true, false, true, false, true, false, true]> : vector<8xi1>
  %minus = arith.constant dense<-1.0> : vector<8xf32>
  %spread = vector.expandload %packed[%c0], %odd, %minus : memref<8xf32>, vector<8xi1>, vector<8xf32> into vector<8xf32>
  vector.print %spread : vector<8xf32>
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [8] strides = [1] data =
// CHECK-NEXT: [3,  0.5,  7,  2.5,  -9,  -9,  -9,  -9]
// CHECK-NEXT: 4
// CHECK-NEXT: ( -1, 3, -1, 0.5, -1, 7, -1, 2.5 )

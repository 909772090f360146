// The same tail as vector_tail_padding.mlir, masked instead: each iteration
// makes a mask of the elements left (vector.create_mask clamps to 4) and
// runs its read and its write under vector.mask. The masked-off lanes of the
// read take the padding (-7); the masked write leaves the rest of the
// tensor alone. The scf.for carries the tensor in place.
// MLIR-FAILS: mlir-opt 22's buffer-deallocation-pipeline puts an ownership constant into the vector.mask body, which then fails to verify ("expects only one operation to mask")

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @scale_masked(%t: tensor<10xf32>, %k: f32) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %pad = arith.constant -7.0 : f32
  %vk = vector.broadcast %k : f32 to vector<4xf32>
  %r = scf.for %i = %c0 to %c10 step %c4 iter_args(%acc = %t) -> (tensor<10xf32>) {
    %left = arith.subi %c10, %i : index
    %m = vector.create_mask %left : vector<4xi1>
    %v = vector.mask %m { vector.transfer_read %acc[%i], %pad : tensor<10xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    vector.print %v : vector<4xf32>
    %s = arith.mulf %v, %vk : vector<4xf32>
    %w = vector.mask %m { vector.transfer_write %s, %acc[%i] : vector<4xf32>, tensor<10xf32> } : vector<4xi1> -> tensor<10xf32>
    scf.yield %w : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}

func.func @main() {
  %t0 = tensor.empty() : tensor<10xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %t = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %t0) -> (tensor<10xf32>) {
    %i32 = arith.index_cast %i : index to i32
    %f = arith.sitofp %i32 : i32 to f32
    %n = tensor.insert %f into %acc[%i] : tensor<10xf32>
    scf.yield %n : tensor<10xf32>
  }
  %k = arith.constant 3.0 : f32
  %r = call @scale_masked(%t, %k) : (tensor<10xf32>, f32) -> tensor<10xf32>
  %u = tensor.cast %r : tensor<10xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: ( 0, 1, 2, 3 )
// CHECK-NEXT: ( 4, 5, 6, 7 )
// CHECK-NEXT: ( 8, 9, -7, -7 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [10] strides = [1] data =
// CHECK-NEXT: [0,  3,  6,  9,  12,  15,  18,  21,  24,  27]

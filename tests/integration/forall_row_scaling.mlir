// scf.forall over the rows of a matrix: each iteration scales its row by
// the row index plus one and writes it back with
// tensor.parallel_insert_slice into the shared output.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %out = tensor.empty() : tensor<3x2xf32>
  %r = scf.forall (%i) in (3) shared_outs(%o = %out) -> (tensor<3x2xf32>) {
    %row = tensor.extract_slice %m[%i, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
    %dst = tensor.extract_slice %o[%i, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<1x2xf32>
    %k = arith.index_cast %i : index to i32
    %kf = arith.sitofp %k : i32 to f32
    %one = arith.constant 1.0 : f32
    %factor = arith.addf %kf, %one : f32
    %scaled = linalg.generic {indexing_maps = [affine_map<(a, b) -> (a, b)>, affine_map<(a, b) -> (a, b)>],
                              iterator_types = ["parallel", "parallel"]}
        ins(%row : tensor<1x2xf32>) outs(%dst : tensor<1x2xf32>) {
    ^bb0(%x: f32, %y: f32):
      %p = arith.mulf %x, %factor : f32
      linalg.yield %p : f32
    } -> tensor<1x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %scaled into %o[%i, 0] [1, 2] [1, 1] : tensor<1x2xf32> into tensor<3x2xf32>
    }
  }
  %u = tensor.cast %r : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2],
// CHECK-NEXT:  [6,   8],
// CHECK-NEXT{LITERAL}:  [15,   18]]

// Repeated matrix-vector products in an scf.for (a few steps of power
// iteration without normalization): each step computes a new vector from
// the previous one (linalg.generic with a reduction dimension) and copies
// it into the loop-carried tensor, which One-Shot Bufferize requires to
// stay in one buffer.

func.func private @printMemrefF64(%ptr : tensor<*xf64>)

func.func @matvec(%m: tensor<3x3xf64>, %v: tensor<3xf64>) -> tensor<3xf64> {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<3xf64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<3xf64>) -> tensor<3xf64>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%m, %v : tensor<3x3xf64>, tensor<3xf64>) outs(%init : tensor<3xf64>) {
  ^bb0(%a: f64, %b: f64, %acc: f64):
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    linalg.yield %s : f64
  } -> tensor<3xf64>
  return %r : tensor<3xf64>
}

func.func @main() {
  %m = arith.constant dense<[[2.0, 1.0, 0.0], [1.0, 3.0, 1.0], [0.0, 1.0, 2.0]]> : tensor<3x3xf64>
  %v0 = arith.constant dense<[1.0, 0.0, 0.0]> : tensor<3xf64>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %v = scf.for %i = %c0 to %c4 step %c1 iter_args(%cur = %v0) -> (tensor<3xf64>) {
    %next = func.call @matvec(%m, %cur) : (tensor<3x3xf64>, tensor<3xf64>) -> tensor<3xf64>
    %copied = linalg.copy ins(%next : tensor<3xf64>) outs(%cur : tensor<3xf64>) -> tensor<3xf64>
    scf.yield %copied : tensor<3xf64>
  }
  %u = tensor.cast %v : tensor<3xf64> to tensor<*xf64>
  call @printMemrefF64(%u) : (tensor<*xf64>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [51,  85,  35]

// tensor.generate with a dynamic size (its body computes each element
// from its index) and tensor.from_elements of scalars extracted from it.

func.func private @printMemrefF64(%ptr : tensor<*xf64>)

func.func @main() {
  %n = arith.constant 5 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %f = arith.sitofp %v : i64 to f64
    %half = arith.constant 0.5 : f64
    %sq = arith.mulf %f, %f : f64
    %r = arith.mulf %sq, %half : f64
    tensor.yield %r : f64
  } : tensor<?xf64>
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = tensor.extract %g[%c4] : tensor<?xf64>
  %b = tensor.extract %g[%c1] : tensor<?xf64>
  %pair = tensor.from_elements %a, %b, %a, %b : tensor<2x2xf64>
  %u0 = tensor.cast %g : tensor<?xf64> to tensor<*xf64>
  call @printMemrefF64(%u0) : (tensor<*xf64>) -> ()
  %u1 = tensor.cast %pair : tensor<2x2xf64> to tensor<*xf64>
  call @printMemrefF64(%u1) : (tensor<*xf64>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [5] strides = [1] data =
// CHECK-NEXT: [0,  0.5,  2,  4.5,  8]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[8,   0.5],
// CHECK-NEXT{LITERAL}:  [8,   0.5]]

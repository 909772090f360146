// scf.index_switch returning a tensor built differently in each case,
// called with every case and the default.

func.func private @printMemrefI64(%ptr : tensor<*xi64>)

func.func @pick(%which: index) -> tensor<3xi64> {
  %r = scf.index_switch %which -> tensor<3xi64>
  case 0 {
    %a = arith.constant dense<[1, 2, 3]> : tensor<3xi64>
    scf.yield %a : tensor<3xi64>
  }
  case 2 {
    %e = tensor.empty() : tensor<3xi64>
    %seven = arith.constant 7 : i64
    %f = linalg.fill ins(%seven : i64) outs(%e : tensor<3xi64>) -> tensor<3xi64>
    scf.yield %f : tensor<3xi64>
  }
  default {
    %big = arith.constant dense<[9223372036854775807, -9223372036854775808, 0]> : tensor<3xi64>
    scf.yield %big : tensor<3xi64>
  }
  return %r : tensor<3xi64>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = call @pick(%c0) : (index) -> tensor<3xi64>
  %b = call @pick(%c2) : (index) -> tensor<3xi64>
  %c = call @pick(%c1) : (index) -> tensor<3xi64>
  %all = tensor.concat dim(0) %a, %b, %c : (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<9xi64>
  %u = tensor.cast %all : tensor<9xi64> to tensor<*xi64>
  call @printMemrefI64(%u) : (tensor<*xi64>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [9] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  7,  7,  7,  9223372036854775807,  -9223372036854775808,  0]

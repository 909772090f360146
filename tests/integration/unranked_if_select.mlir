// Unranked tensors through control flow: scf.if chooses between two
// tensors of different ranks, both cast to tensor<*xf32>; the rank of the
// chosen one decides what is printed.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @choose(%flat: i1) -> tensor<*xf32> {
  %m = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %v = arith.constant dense<[5.0, 6.0, 7.0]> : tensor<3xf32>
  %r = scf.if %flat -> (tensor<*xf32>) {
    %u = tensor.cast %v : tensor<3xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  } else {
    %u = tensor.cast %m : tensor<2x2xf32> to tensor<*xf32>
    scf.yield %u : tensor<*xf32>
  }
  return %r : tensor<*xf32>
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %a = call @choose(%true) : (i1) -> tensor<*xf32>
  %b = call @choose(%false) : (i1) -> tensor<*xf32>
  %ra = tensor.rank %a : tensor<*xf32>
  %rb = tensor.rank %b : tensor<*xf32>
  %ra64 = arith.index_cast %ra : index to i64
  %rb64 = arith.index_cast %rb : index to i64
  call @printI64(%ra64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printI64(%rb64) : (i64) -> ()
  call @printNewline() : () -> ()
  call @printMemrefF32(%a) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%b) : (tensor<*xf32>) -> ()
  return
}

// CHECK: 1
// CHECK-NEXT: 2
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [5,  6,  7]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   2],
// CHECK-NEXT{LITERAL}:  [3,   4]]

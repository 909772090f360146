// An scf.for that fills a tensor element by element with tensor.insert,
// carrying the tensor as an iteration argument; then a second loop reads
// it back with tensor.extract into a running sum.

func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0 : i32
  %init = tensor.empty() : tensor<6xi32>
  %squares = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %init) -> (tensor<6xi32>) {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    %t2 = tensor.insert %sq into %t[%i] : tensor<6xi32>
    scf.yield %t2 : tensor<6xi32>
  }
  %prefix = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %squares) -> (tensor<6xi32>) {
    %prev_i = arith.subi %i, %c1 : index
    %is_first = arith.cmpi eq, %i, %c0 : index
    %prev = scf.if %is_first -> (i32) {
      scf.yield %zero : i32
    } else {
      %p = tensor.extract %t[%prev_i] : tensor<6xi32>
      scf.yield %p : i32
    }
    %cur = tensor.extract %t[%i] : tensor<6xi32>
    %sum = arith.addi %prev, %cur : i32
    %t2 = tensor.insert %sum into %t[%i] : tensor<6xi32>
    scf.yield %t2 : tensor<6xi32>
  }
  %u0 = tensor.cast %squares : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u0) : (tensor<*xi32>) -> ()
  %u1 = tensor.cast %prefix : tensor<6xi32> to tensor<*xi32>
  call @printMemrefI32(%u1) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  4,  9,  16,  25]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [6] strides = [1] data =
// CHECK-NEXT: [0,  1,  5,  14,  30,  55]

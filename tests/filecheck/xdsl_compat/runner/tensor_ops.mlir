// xdsl-run on tensor ops whose classes the plugin replaces (tensor.empty,
// tensor.reshape) next to the ones it keeps (insert, extract, dim).
// RUN: xdsl-run --verbose %s | filecheck %s

func.func @main() -> (tensor<2x3xi32>, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %empty = tensor.empty(%c6) : tensor<?xi32>
  %squares = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %empty) -> (tensor<?xi32>) {
    %v = arith.index_cast %i : index to i32
    %sq = arith.muli %v, %v : i32
    %t1 = tensor.insert %sq into %t[%i] : tensor<?xi32>
    scf.yield %t1 : tensor<?xi32>
  }
  %empty6 = tensor.empty() : tensor<6xi32>
  %fixed = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %empty6) -> (tensor<6xi32>) {
    %sq = tensor.extract %squares[%i] : tensor<?xi32>
    %t1 = tensor.insert %sq into %t[%i] : tensor<6xi32>
    scf.yield %t1 : tensor<6xi32>
  }
  %rows = arith.constant 2 : i64
  %cols = arith.constant 3 : i64
  %shape0 = tensor.empty() : tensor<2xi64>
  %shape1 = tensor.insert %rows into %shape0[%c0] : tensor<2xi64>
  %shape = tensor.insert %cols into %shape1[%c1] : tensor<2xi64>
  %matrix = tensor.reshape %fixed(%shape) : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  %last = tensor.extract %squares[%c1] : tensor<?xi32>
  printf.print_format "second square {}\n", %last : i32
  %len = tensor.dim %squares, %c0 : tensor<?xi32>
  func.return %matrix, %len : tensor<2x3xi32>, index
}

// CHECK:      second square 1
// CHECK-NEXT: result: (
// CHECK-NEXT:     {{\[\[}}0, 1, 4], [9, 16, 25]],
// CHECK-NEXT:     6
// CHECK-NEXT: )

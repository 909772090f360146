// RUN: not xdsl-opt %s 2>&1 | filecheck %s
// RUN: not %mlir-opt %s 2>&1 | filecheck %s

// Found by the mutation fuzzer (issue 15): an element of a dense literal out
// of range of its type was a ValueError in xDSL 0.74's attribute parser
// (an internal error, docs/xdsl_defects.md); it is a parse error at the
// literal, in MLIR's words.

func.func @f() -> tensor<2xi64> {
  %c = arith.constant dense<18446744073709551616> : tensor<2xi64>
  return %c : tensor<2xi64>
}

// CHECK:     dense_literal_out_of_range.mlir:10:{{28|29}}: error: integer constant out of range for type
// CHECK-NOT: internal error

// RUN: not xdsl-opt %s 2>&1 | filecheck %s
// RUN: not %mlir-opt %s 2>&1 | filecheck %s --check-prefix=MLIR

// Found by the mutation fuzzer (issue 15): a static size out of range of
// i64 was a ValueError of xDSL's attribute constructor (an internal error);
// it is a parse error at the op.

func.func @expand(%m: memref<128xf32>) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 18446744073709551616] : memref<128xf32> into memref<8x16xf32>
  return
}

// CHECK:     static_size_out_of_range.mlir:9:3: error: Integer value 18446744073709551616 is out of range for type i64
// CHECK-NOT: internal error
// MLIR:      static_size_out_of_range.mlir:9:{{[0-9]+}}: error:

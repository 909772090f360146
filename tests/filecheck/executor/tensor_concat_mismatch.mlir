// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// tensor.concat of tensors whose other dimensions differ at run time
// (dynamic sizes pass the verifier) is undefined behavior, reported at the
// concat.

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %b = arith.constant dense<[[3.0, 4.0, 5.0]]> : tensor<1x3xf32>
  %da = tensor.cast %a : tensor<1x2xf32> to tensor<1x?xf32>
  %db = tensor.cast %b : tensor<1x3xf32> to tensor<1x?xf32>
  %c = tensor.concat dim(0) %da, %db : (tensor<1x?xf32>, tensor<1x?xf32>) -> tensor<2x?xf32>
  return
}

// CHECK: error: undefined-behavior: tensor.concat of shapes [1, 2] and [1, 3] along dimension 0
// CHECK-NEXT: at %c = tensor.concat

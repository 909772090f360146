// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// A tensor.pad whose static result size is not what the dynamic source and
// padding give is undefined behavior, reported at the pad.

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %d = tensor.cast %t : tensor<3xf32> to tensor<?xf32>
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %d low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %zero : f32
  } : tensor<?xf32> to tensor<4xf32>
  return
}

// CHECK: error: undefined-behavior: tensor.pad to tensor<4xf32> gives the shape [5]
// CHECK-NEXT: at %p = tensor.pad

// RUN: xdsl-bufferization-run %s | filecheck %s

// tensor.bitcast at the tensor level (MLIR 22 does not bufferize it): the
// bits of each element, reinterpreted; bf16 and f16 included.

func.func private @printMemrefI32(tensor<*xi32>)
func.func private @printMemrefF16(tensor<*xf16>) attributes {llvm.emit_c_interface}

func.func @main() {
  %t = arith.constant dense<[1.0, -2.0, 0.5]> : tensor<3xf32>
  %b = tensor.bitcast %t : tensor<3xf32> to tensor<3xi32>
  %u = tensor.cast %b : tensor<3xi32> to tensor<*xi32>
  call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  %i = arith.constant dense<[15360, -16384]> : tensor<2xi16>
  %h = tensor.bitcast %i : tensor<2xi16> to tensor<2xf16>
  %uh = tensor.cast %h : tensor<2xf16> to tensor<*xf16>
  call @printMemrefF16(%uh) : (tensor<*xf16>) -> ()
  return
}

// CHECK:      rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [1065353216,  -1073741824,  1056964608]
// CHECK:      rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [1,  -2]

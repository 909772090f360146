// Arithmetic in bf16: an elementwise sum and a reduction, where bf16's
// 8-bit mantissa rounds the results, printed with the C-interface-only
// printMemrefBF16.

func.func private @printMemrefBF16(%ptr : tensor<*xbf16>) attributes {llvm.emit_c_interface}

func.func @main() {
  %a = arith.constant dense<[1.0, 256.0, 0.1, 3.0]> : tensor<4xbf16>
  %b = arith.constant dense<[0.5, 1.0, 0.2, -3.0]> : tensor<4xbf16>
  %e = tensor.empty() : tensor<4xbf16>
  %s = linalg.add ins(%a, %b : tensor<4xbf16>, tensor<4xbf16>) outs(%e : tensor<4xbf16>) -> tensor<4xbf16>
  %zero = arith.constant 0.0 : bf16
  %e1 = tensor.empty() : tensor<bf16>
  %init = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<bf16>) -> tensor<bf16>
  %total = linalg.reduce ins(%s : tensor<4xbf16>) outs(%init : tensor<bf16>) dimensions = [0]
    (%x: bf16, %acc: bf16) {
      %t = arith.addf %x, %acc : bf16
      linalg.yield %t : bf16
    }
  %u0 = tensor.cast %s : tensor<4xbf16> to tensor<*xbf16>
  call @printMemrefBF16(%u0) : (tensor<*xbf16>) -> ()
  %u1 = tensor.cast %total : tensor<bf16> to tensor<*xbf16>
  call @printMemrefBF16(%u1) : (tensor<*xbf16>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1.5,  256,  0.300781,  0]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [258]

// linalg.reduce over the first dimension (column sums) and over both
// dimensions (the total), on a dynamically shaped input.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %m = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [-1.0, -1.0, -1.0]]> : tensor<3x3xf32>
  %d = tensor.cast %m : tensor<3x3xf32> to tensor<?x3xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %cols = linalg.reduce ins(%d : tensor<?x3xf32>) outs(%init : tensor<3xf32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %e1 = tensor.empty() : tensor<f32>
  %init1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<f32>) -> tensor<f32>
  %total = linalg.reduce ins(%d : tensor<?x3xf32>) outs(%init1 : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  %u0 = tensor.cast %cols : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  %u1 = tensor.cast %total : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [4,  6,  8]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [18]

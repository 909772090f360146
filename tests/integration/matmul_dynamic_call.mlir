// A matrix product in a function on dynamically shaped tensors: the
// result's shape comes from tensor.dim of the operands, the caller passes
// constants cast to dynamic shapes and prints the result.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty(%m, %n) : tensor<?x?xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %c = linalg.matmul ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>)
                     outs(%acc : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 0.0, 2.0, -1.0],
                             [3.0, 1.0, 0.0, 2.0],
                             [0.0, -2.0, 1.0, 1.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[[2.0, 1.0],
                             [1.0, 0.0],
                             [0.0, 3.0],
                             [1.0, 1.0]]> : tensor<4x2xf32>
  %da = tensor.cast %a : tensor<3x4xf32> to tensor<?x?xf32>
  %db = tensor.cast %b : tensor<4x2xf32> to tensor<?x?xf32>
  %c = call @matmul(%da, %db) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %u = tensor.cast %c : tensor<?x?xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[1,   6],
// CHECK-NEXT:  [9,   5],
// CHECK-NEXT{LITERAL}:  [-1,   4]]

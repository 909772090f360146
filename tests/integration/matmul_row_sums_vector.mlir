// Row sums of a matmul result, taken in an scf.for that inserts each sum
// into a tensor, through a vector read of each row; printed unranked.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @rows(%a: tensor<3x4xf32>, %b: tensor<4x2xf32>) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %m = linalg.matmul ins(%a, %b : tensor<3x4xf32>, tensor<4x2xf32>)
                     outs(%z : tensor<3x2xf32>) -> tensor<3x2xf32>
  %acc0 = tensor.empty() : tensor<3xf32>
  %sums = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %acc0) -> (tensor<3xf32>) {
    %row = tensor.extract_slice %m[%i, 0] [1, 2] [1, 1] : tensor<3x2xf32> to tensor<2xf32>
    %v = vector.transfer_read %row[%c0], %zero : tensor<2xf32>, vector<2xf32>
    %s = vector.reduction <add>, %v : vector<2xf32> into f32
    %next = tensor.insert %s into %acc[%i] : tensor<3xf32>
    scf.yield %next : tensor<3xf32>
  }
  return %sums : tensor<3xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [0.5, 0.5, 0.5, 0.5], [-1.0, 0.0, 1.0, 2.0]]> : tensor<3x4xf32>
  %b = arith.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, -1.0]]> : tensor<4x2xf32>
  %r = call @rows(%a, %b) : (tensor<3x4xf32>, tensor<4x2xf32>) -> tensor<3xf32>
  %u = tensor.cast %r : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT{LITERAL}: [13,  2.5,  3]

// scf.if yielding one of two tensors computed before it, or a new one
// computed in a branch; the condition comes from a value of the data.

// Declared as only reading its argument: %pick aliases %a or %b, which are
// printed after it.
func.func private @printMemrefF32(%ptr : tensor<*xf32> {bufferization.access = "read"})

func.func @scale_or_shift(%t: tensor<4xf32>, %scale: i1) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  %r = scf.if %scale -> (tensor<4xf32>) {
    %doubled = linalg.add ins(%t, %t : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %doubled : tensor<4xf32>
  } else {
    %ones = arith.constant dense<1.0> : tensor<4xf32>
    %shifted = linalg.sub ins(%t, %ones : tensor<4xf32>, tensor<4xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
    scf.yield %shifted : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %t = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c0 = arith.constant 0 : index
  %first = tensor.extract %t[%c0] : tensor<4xf32>
  %threshold = arith.constant 0.5 : f32
  %big = arith.cmpf ogt, %first, %threshold : f32
  %small = arith.cmpf olt, %first, %threshold : f32
  %a = call @scale_or_shift(%t, %big) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %b = call @scale_or_shift(%t, %small) : (tensor<4xf32>, i1) -> tensor<4xf32>
  %pick = scf.if %small -> (tensor<4xf32>) {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  %up = tensor.cast %pick : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%up) : (tensor<*xf32>) -> ()
  %ua = tensor.cast %a : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ua) : (tensor<*xf32>) -> ()
  %ub = tensor.cast %b : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%ub) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [2,  4,  6,  8]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3]

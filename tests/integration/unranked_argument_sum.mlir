// A function taking an unranked tensor: it casts it to a ranked one, sums
// its elements in a loop and returns the sum in a one-element tensor; the
// caller passes tensors of two shapes through the same function.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @sum_2d(%t: tensor<*xf32>) -> tensor<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  %rows = tensor.dim %m, %c0 : tensor<?x?xf32>
  %cols = tensor.dim %m, %c1 : tensor<?x?xf32>
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %zero) -> (f32) {
    %row = scf.for %j = %c0 to %cols step %c1 iter_args(%a = %acc) -> (f32) {
      %x = tensor.extract %m[%i, %j] : tensor<?x?xf32>
      %n = arith.addf %a, %x : f32
      scf.yield %n : f32
    }
    scf.yield %row : f32
  }
  %r = tensor.from_elements %s : tensor<1xf32>
  return %r : tensor<1xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %b = arith.constant dense<[[0.5, 0.5, 0.5]]> : tensor<1x3xf32>
  %ua = tensor.cast %a : tensor<2x2xf32> to tensor<*xf32>
  %ub = tensor.cast %b : tensor<1x3xf32> to tensor<*xf32>
  %sa = call @sum_2d(%ua) : (tensor<*xf32>) -> tensor<1xf32>
  %sb = call @sum_2d(%ub) : (tensor<*xf32>) -> tensor<1xf32>
  %both = tensor.concat dim(0) %sa, %sb : (tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  %u = tensor.cast %both : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [10,  1.5]

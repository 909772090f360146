// A chain of functions in destination-passing style: each takes the tensor
// to write into and returns it; the caller keeps using the inputs after
// the calls (so they must not be overwritten).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @scale(%x: tensor<4xf32>, %factor: f32, %out: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<4xf32>) outs(%out : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.mulf %v, %factor : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @axpy(%a: f32, %x: tensor<4xf32>, %y: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %ax = call @scale(%x, %a, %e) : (tensor<4xf32>, f32, tensor<4xf32>) -> tensor<4xf32>
  %r = linalg.add ins(%ax, %y : tensor<4xf32>, tensor<4xf32>) outs(%ax : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %x = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = arith.constant dense<[10.0, 20.0, 30.0, 40.0]> : tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %half = arith.constant 0.5 : f32
  %r1 = call @axpy(%two, %x, %y) : (f32, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r2 = call @axpy(%half, %r1, %x) : (f32, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r3 = call @axpy(%two, %x, %r2) : (f32, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %u = tensor.cast %r3 : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [9,  18,  27,  36]

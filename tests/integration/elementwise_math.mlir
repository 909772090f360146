// Named elementwise ops with math functions: exp, log, sqrt, and a
// division written as a generic, on a dynamically shaped tensor.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @main() {
  %x = arith.constant dense<[1.0, 4.0, 9.0, 0.25]> : tensor<4xf32>
  %d = tensor.cast %x : tensor<4xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %d, %c0 : tensor<?xf32>
  %e0 = tensor.empty(%n) : tensor<?xf32>
  %roots = linalg.sqrt ins(%d : tensor<?xf32>) outs(%e0 : tensor<?xf32>) -> tensor<?xf32>
  %e1 = tensor.empty(%n) : tensor<?xf32>
  %logs = linalg.log ins(%roots : tensor<?xf32>) outs(%e1 : tensor<?xf32>) -> tensor<?xf32>
  %e2 = tensor.empty(%n) : tensor<?xf32>
  %back = linalg.exp ins(%logs : tensor<?xf32>) outs(%e2 : tensor<?xf32>) -> tensor<?xf32>
  %e3 = tensor.empty(%n) : tensor<?xf32>
  %ratio = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                           iterator_types = ["parallel"]}
      ins(%d, %roots : tensor<?xf32>, tensor<?xf32>) outs(%e3 : tensor<?xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %q = arith.divf %a, %b : f32
    linalg.yield %q : f32
  } -> tensor<?xf32>
  %u0 = tensor.cast %roots : tensor<?xf32> to tensor<*xf32>
  %u1 = tensor.cast %ratio : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%u1) : (tensor<*xf32>) -> ()
  call @printMemrefF32(%u0) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  0.5]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1,  2,  3,  0.5]

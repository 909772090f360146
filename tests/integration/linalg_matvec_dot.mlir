// Matrix-vector products with shapes only known at run time: matvec and
// vecmat through functions on tensor<?x?xf32>, a dot product into a rank-0
// tensor, and a batched matvec; the accumulators start from constants.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @matvec(%a: tensor<?x?xf32>, %x: tensor<?xf32>, %acc: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.matvec ins(%a, %x : tensor<?x?xf32>, tensor<?xf32>) outs(%acc : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @vecmat(%y: tensor<?xf32>, %a: tensor<?x?xf32>, %acc: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.vecmat ins(%y, %a : tensor<?xf32>, tensor<?x?xf32>) outs(%acc : tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @main() {
  %a = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %x = arith.constant dense<[1.0, 0.5, -1.0]> : tensor<3xf32>
  %y = arith.constant dense<[2.0, -1.0]> : tensor<2xf32>
  %ones2 = arith.constant dense<1.0> : tensor<2xf32>
  %ones3 = arith.constant dense<1.0> : tensor<3xf32>
  %ad = tensor.cast %a : tensor<2x3xf32> to tensor<?x?xf32>
  %xd = tensor.cast %x : tensor<3xf32> to tensor<?xf32>
  %yd = tensor.cast %y : tensor<2xf32> to tensor<?xf32>
  %o2 = tensor.cast %ones2 : tensor<2xf32> to tensor<?xf32>
  %o3 = tensor.cast %ones3 : tensor<3xf32> to tensor<?xf32>
  %ax = call @matvec(%ad, %xd, %o2) : (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %axu = tensor.cast %ax : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%axu) : (tensor<*xf32>) -> ()
  %ya = call @vecmat(%yd, %ad, %o3) : (tensor<?xf32>, tensor<?x?xf32>, tensor<?xf32>) -> tensor<?xf32>
  %yau = tensor.cast %ya : tensor<?xf32> to tensor<*xf32>
  call @printMemrefF32(%yau) : (tensor<*xf32>) -> ()

  %zero = arith.constant 0.0 : f32
  %s = tensor.empty() : tensor<f32>
  %s0 = linalg.fill ins(%zero : f32) outs(%s : tensor<f32>) -> tensor<f32>
  %d = linalg.dot ins(%x, %x : tensor<3xf32>, tensor<3xf32>) outs(%s0 : tensor<f32>) -> tensor<f32>
  %du = tensor.cast %d : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%du) : (tensor<*xf32>) -> ()

  %batch = arith.constant dense<[[[1.0, 0.0], [0.0, 1.0]], [[2.0, 1.0], [1.0, 2.0]]]> : tensor<2x2x2xf32>
  %vecs = arith.constant dense<[[3.0, 4.0], [1.0, -1.0]]> : tensor<2x2xf32>
  %e = tensor.empty() : tensor<2x2xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %bmv = linalg.batch_matvec ins(%batch, %vecs : tensor<2x2x2xf32>, tensor<2x2xf32>) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %bmvu = tensor.cast %bmv : tensor<2x2xf32> to tensor<*xf32>
  call @printMemrefF32(%bmvu) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [0,  1.5]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [-1,  0,  1]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [2.25]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[3,   4],
// CHECK-NEXT{LITERAL}:  [1,   -1]]

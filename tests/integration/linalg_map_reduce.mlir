// Row statistics of a matrix with the hand-written structured ops: a
// variadic reduce computing the row sums and row maxima at once, the sums
// broadcast back along the rows, a map (long form, using its init) and a
// map in short form, a transpose, and copy with an unsigned cast and fill.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printMemrefI32(%ptr : tensor<*xi32>)

func.func @main() {
  %m = arith.constant dense<[[1.0, 5.0, 2.0], [-4.0, 0.5, -1.0]]> : tensor<2x3xf32>
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %e = tensor.empty() : tensor<2xf32>
  %sum0 = linalg.fill ins(%zero : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %max0 = linalg.fill ins(%lowest : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %stats:2 = linalg.reduce ins(%m, %m : tensor<2x3xf32>, tensor<2x3xf32>) outs(%sum0, %max0 : tensor<2xf32>, tensor<2xf32>) dimensions = [1]
    (%a: f32, %b: f32, %s: f32, %x: f32) {
      %ns = arith.addf %a, %s : f32
      %nx = arith.maximumf %b, %x : f32
      linalg.yield %ns, %nx : f32, f32
    }

  %e2 = tensor.empty() : tensor<2x3xf32>
  %sums = linalg.broadcast ins(%stats#0 : tensor<2xf32>) outs(%e2 : tensor<2x3xf32>) dimensions = [1]
  %ratio = linalg.map ins(%m, %sums : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>)
    (%v: f32, %t: f32, %unused: f32) {
      %q = arith.divf %v, %t : f32
      linalg.yield %q : f32
    }
  %scaled = linalg.map { arith.mulf } ins(%ratio, %m : tensor<2x3xf32>, tensor<2x3xf32>) outs(%e2 : tensor<2x3xf32>)
  %et = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%scaled : tensor<2x3xf32>) outs(%et : tensor<3x2xf32>) permutation = [1, 0]
  %tu = tensor.cast %t : tensor<3x2xf32> to tensor<*xf32>
  call @printMemrefF32(%tu) : (tensor<*xf32>) -> ()
  %su = tensor.cast %stats#0 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%su) : (tensor<*xf32>) -> ()
  %mu = tensor.cast %stats#1 : tensor<2xf32> to tensor<*xf32>
  call @printMemrefF32(%mu) : (tensor<*xf32>) -> ()

  %bytes = arith.constant dense<[[-1, 2], [127, -128]]> : tensor<2x2xi8>
  %seven = arith.constant 7 : i32
  %ei = tensor.empty() : tensor<2x2xi32>
  %f = linalg.fill ins(%seven : i32) outs(%ei : tensor<2x2xi32>) -> tensor<2x2xi32>
  %c = linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%bytes : tensor<2x2xi8>) outs(%f : tensor<2x2xi32>) -> tensor<2x2xi32>
  %cu = tensor.cast %c : tensor<2x2xi32> to tensor<*xi32>
  call @printMemrefI32(%cu) : (tensor<*xi32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[0.125,   -3.55556],
// CHECK-NEXT:  [3.125,   -0.0555556],
// CHECK-NEXT{LITERAL}:  [0.5,   -0.222222]]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [8,  -4.5]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [5,  0.5]
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[255,   2],
// CHECK-NEXT{LITERAL}:  [127,   128]]

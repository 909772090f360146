// scf.while carrying a tensor: double every element until the first one
// exceeds a bound, counting the iterations. The body doubles in place
// (linalg.add into the carried tensor): One-Shot Bufferize requires the
// yielded tensor to be equivalent to the iteration argument.

func.func private @printMemrefF32(%ptr : tensor<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %start = arith.constant dense<[0.75, 1.0, -2.0]> : tensor<3xf32>
  %bound = arith.constant 10.0 : f32
  %c0 = arith.constant 0 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %res:2 = scf.while (%t = %start, %n = %zero) : (tensor<3xf32>, i64) -> (tensor<3xf32>, i64) {
    %x = tensor.extract %t[%c0] : tensor<3xf32>
    %go = arith.cmpf olt, %x, %bound : f32
    scf.condition(%go) %t, %n : tensor<3xf32>, i64
  } do {
  ^bb0(%t: tensor<3xf32>, %n: i64):
    %d = linalg.add ins(%t, %t : tensor<3xf32>, tensor<3xf32>) outs(%t : tensor<3xf32>) -> tensor<3xf32>
    %n1 = arith.addi %n, %one : i64
    scf.yield %d, %n1 : tensor<3xf32>, i64
  }
  call @printI64(%res#1) : (i64) -> ()
  call @printNewline() : () -> ()
  %u = tensor.cast %res#0 : tensor<3xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  return
}

// CHECK: 4
// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [12,  16,  -32]

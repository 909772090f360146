// A function returns a fresh result as an unranked tensor and the caller
// prints it. With the default function-boundary-type-conversion
// (infer-layout-map) the callee's return type becomes the ranked type of
// the buffer it returns, and the caller passes that ranked buffer to
// printMemrefF32's unranked argument.
// MLIR-FAILS: MLIR 22's func.call bufferization asserts "buffer layout not supported on unranked tensors" when the caller's buffer is ranked and the callee's argument unranked (we cast it)

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @ramp(%n: index) -> tensor<*xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      outs(%e : tensor<?xf32>) {
  ^bb0(%o: f32):
    %i = linalg.index 0 : index
    %v = arith.index_cast %i : index to i32
    %f = arith.sitofp %v : i32 to f32
    linalg.yield %f : f32
  } -> tensor<?xf32>
  %u = tensor.cast %r : tensor<?xf32> to tensor<*xf32>
  return %u : tensor<*xf32>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %r = call @ramp(%c4) : (index) -> tensor<*xf32>
  call @printMemrefF32(%r) : (tensor<*xf32>) -> ()
  return
}

// CHECK: Unranked Memref base@ = {{0x[0-9a-f]+}}
// CHECK-SAME: rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [0,  1,  2,  3]

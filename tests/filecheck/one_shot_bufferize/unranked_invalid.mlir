// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s
// RUN: not %mlir-opt %s -split-input-file -one-shot-bufferize=bufferize-function-boundaries 2>&1 | filecheck %s

// Unranked tensors that One-Shot Bufferize refuses, as MLIR 22 does: a
// to_tensor without restrict, tensor.bitcast (no model), a print through
// an unranked cast of a tensor read afterwards (the cast's buffer cannot be
// copied).

func.func @to_tensor(%m: memref<*xf32>) -> tensor<*xf32> {
  %t = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  return %t : tensor<*xf32>
}

// CHECK: 'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis

// -----

func.func @bitcast(%t: tensor<*xf32>) -> tensor<*xi32> {
  %r = tensor.bitcast %t : tensor<*xf32> to tensor<*xi32>
  return %r : tensor<*xi32>
}

// CHECK: op was not bufferized

// -----

func.func private @printMemrefF32(tensor<*xf32>)

func.func @print_then_read(%t: tensor<4xf32>, %i: index) -> f32 {
  %u = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK: 'tensor.cast' op not bufferizable under the given constraints: cannot avoid RaW conflict

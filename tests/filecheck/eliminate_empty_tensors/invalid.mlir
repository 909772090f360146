// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p eliminate-empty-tensors | filecheck %s --check-prefixes=CHECK,XDSL
// RUN: not xdsl-opt %s --split-input-file -p eliminate-empty-tensors 2>&1 | filecheck %s --check-prefix=STATUS
// RUN: not %mlir-opt %s -split-input-file -eliminate-empty-tensors 2>&1 | filecheck %s

// The pass runs One-Shot Analysis first: IR it rejects fails the pass with
// the analysis' diagnostic (xdsl-opt exits with a non-zero status at the
// first failing chunk), and nothing is rewritten.

func.func @to_tensor_without_restrict(%m: memref<5xf32>, %f: f32) -> tensor<5xf32> {
  %t = bufferization.to_tensor %m : memref<5xf32> to tensor<5xf32>
  %e = tensor.empty() : tensor<5xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<5xf32>) -> tensor<5xf32>
  %r = tensor.insert_slice %fill into %t[0] [5] [1] : tensor<5xf32> into tensor<5xf32>
  return %r : tensor<5xf32>
}

// CHECK: 'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis
// STATUS: error: 'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis
// XDSL-NOT: tensor.extract_slice
// XDSL: "linalg.fill"(%f, %e)

// -----

// An unavoidable read-after-write conflict: the destination of
// materialize_in_destination must be written in place, but the filled tensor
// is read afterwards (with function boundaries, MLIR reports it at the fill).
func.func @unavoidable_conflict(%s: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %d[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// CHECK: 'linalg.fill' op not bufferizable under the given constraints: cannot avoid RaW conflict
// XDSL-NOT: tensor.extract_slice

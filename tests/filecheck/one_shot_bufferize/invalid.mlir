// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p one-shot-bufferize | filecheck %s --check-prefixes=CHECK,XDSL
// RUN: not %mlir-opt %s -split-input-file -one-shot-bufferize 2>&1 | filecheck %s

// Unsupported input: MLIR's diagnostic at the op, a non-zero exit status
// (xdsl-opt without --verify-diagnostics), and the IR left untouched.

func.func @to_tensor_without_restrict(%m: memref<4xf32>, %i: index) -> f32 {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %x = tensor.extract %t[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK: 'bufferization.to_tensor' op to_tensor ops without `restrict` are not supported by One-Shot Analysis
// XDSL-NOT: memref.load
// XDSL: "tensor.extract"(%t, %i)

// -----

// The destination of materialize_in_destination must be written in place,
// but its buffer is read-only.
func.func @read_only_destination(%m: memref<4xf32>, %s: tensor<4xf32>) -> tensor<4xf32> {
  %t = bufferization.to_tensor %m restrict : memref<4xf32> to tensor<4xf32>
  %r = bufferization.materialize_in_destination %s in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK: 'bufferization.materialize_in_destination' op not bufferizable under the given constraints: would write to read-only buffer
// XDSL-NOT: memref.copy
// XDSL: "bufferization.materialize_in_destination"(%s, %t)

// -----

// The destination must be written in place, but it is read afterwards.
func.func @unavoidable_conflict(%s: tensor<4xf32>, %f: f32, %i: index) -> (tensor<4xf32>, f32) {
  %e = tensor.empty() : tensor<4xf32>
  %d = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %s in %d : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %d[%i] : tensor<4xf32>
  return %r, %x : tensor<4xf32>, f32
}

// CHECK: 'linalg.fill' op not bufferizable under the given constraints: cannot avoid RaW conflict

// -----

// The two branches yield buffers of different memory spaces.
func.func @memory_space_conflict(%c: i1) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %a = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %b = bufferization.alloc_tensor() : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

// CHECK: inconsistent memory space on then/else branches
// XDSL-NOT: memref.alloc
// XDSL: "bufferization.alloc_tensor"() <{memory_space = 1 : i64

// -----

// The seed's loop with swapped iter_args: the yielded values are not
// equivalent to the iter_args (see scf_swapped_iter_args.mlir for
// allow-return-allocs-from-loops).
func.func @swapped_iter_args(%lb: index, %ub: index, %step: index, %c: tensor<5xf32>, %d: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {
  %a, %b = scf.for %iv = %lb to %ub step %step iter_args(%arg0 = %c, %arg1 = %d) -> (tensor<5xf32>, tensor<5xf32>) {
    scf.yield %arg1, %arg0 : tensor<5xf32>, tensor<5xf32>
  }
  return %a, %b : tensor<5xf32>, tensor<5xf32>
}

// CHECK: Yield operand #0 is not equivalent to the corresponding iter bbArg

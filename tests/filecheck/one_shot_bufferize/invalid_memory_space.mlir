// RUN: not xdsl-opt %s -p 'one-shot-bufferize{must-infer-memory-space}' 2>&1 | filecheck %s --check-prefixes=CHECK,XDSL
// RUN: not %mlir-opt %s -one-shot-bufferize='must-infer-memory-space' 2>&1 | filecheck %s

// must-infer-memory-space: a new buffer whose memory space nothing gives is an
// error at the op that allocates it; the IR is left untouched.

func.func @no_space(%f: f32, %i: index) -> f32 {
  %e = tensor.empty() : tensor<4xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %x = tensor.extract %fill[%i] : tensor<4xf32>
  return %x : f32
}

// CHECK: error: could not infer memory space
// XDSL-NOT: memref.alloc
// XDSL: %e = "tensor.empty"() : () -> tensor<4xf32>

// RUN: not xdsl-opt %s --allow-unregistered-dialect -p 'one-shot-bufferize{allow-unknown-ops}' 2>&1 | filecheck %s

// A vector.yield with a tensor operand outside of vector.mask cannot be
// bufferized: a diagnostic at the yield (mlir-opt 22 asserts on this input).

func.func @yield_outside_mask(%t: tensor<4xf32>) {
  "test.region_op"() ({
    vector.yield %t : tensor<4xf32>
  }) : () -> ()
  return
}

// CHECK: error: unsupported vector::YieldOp parent
// CHECK: vector.yield

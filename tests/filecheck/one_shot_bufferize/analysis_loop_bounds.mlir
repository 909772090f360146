// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only}' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only' | filecheck %s

// A loop with constant bounds that runs at least once does not read an init
// whose iter_arg is not read (the loop cannot return the init untouched), so
// the other init of the same tensor can bufferize in place. A zero lower
// bound is a constant like any other. With a zero trip count the loop returns
// its inits: they are read, and the second init must be a copy.
func.func @once(%c: f32) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<2xf32>
  %t = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %t, %b = %t) -> (tensor<2xf32>, tensor<2xf32>) {
    %ins = tensor.insert %c into %a[%i] : tensor<2xf32>
    %fill = linalg.fill ins(%c : f32) outs(%b : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %ins, %fill : tensor<2xf32>, tensor<2xf32>
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}

func.func @never(%c: f32) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<2xf32>
  %t = linalg.fill ins(%c : f32) outs(%e : tensor<2xf32>) -> tensor<2xf32>
  %r:2 = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %t, %b = %t) -> (tensor<2xf32>, tensor<2xf32>) {
    %ins = tensor.insert %c into %a[%i] : tensor<2xf32>
    %fill = linalg.fill ins(%c : f32) outs(%b : tensor<2xf32>) -> tensor<2xf32>
    scf.yield %ins, %fill : tensor<2xf32>, tensor<2xf32>
  }
  return %r#0, %r#1 : tensor<2xf32>, tensor<2xf32>
}

// CHECK-LABEL: func.func @once(
// CHECK: scf.for
// CHECK: tensor.insert {{.*}}__inplace_operands_attr__ = ["none", "true", "none"]
// CHECK: linalg.fill {{.*}}__inplace_operands_attr__ = ["none", "true"]
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "true", "false"]}
// CHECK-LABEL: func.func @never(
// CHECK: scf.for
// CHECK: } {__inplace_operands_attr__ = ["none", "none", "none", "false", "false"]}

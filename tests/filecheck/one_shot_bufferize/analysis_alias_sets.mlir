// RUN: xdsl-opt %s -p 'one-shot-bufferize{test-analysis-only dump-alias-sets}' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize='test-analysis-only dump-alias-sets' | filecheck %s

// dump-alias-sets annotates each op with the alias set of each tensor result
// (__opresult_alias_set_attr__) and of each tensor block argument
// (__bbarg_alias_set_attr__), naming the values as the printer names them
// (each tool names values its own way: the checks capture the names).

// CHECK-LABEL: func.func @in_place
// CHECK: tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"[[INS:%[^"]+]]", "[[E:%[^"]+]]"{{\]\]}}}
// CHECK: [[INS]] = tensor.insert {{.*}} into [[E]]{{.*}}__opresult_alias_set_attr__ = {{\[\[}}"[[INS]]", "[[E]]"{{\]\]}}}
func.func @in_place(%f: f32, %i: index) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = tensor.insert %f into %e[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// The insert is out of place: its result is alone in its alias set.
// CHECK-LABEL: func.func @out_of_place
// CHECK-SAME: attributes {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"[[ARG:%[^"]+]]"{{\]\]\]\]}}}
// CHECK: tensor.insert {{.*}} into [[ARG]]{{.*}}__opresult_alias_set_attr__ = {{\[\[}}"{{%[^"]+}}"{{\]\]}}}
func.func @out_of_place(%t: tensor<4xf32>, %f: f32, %i: index) -> tensor<4xf32> {
  %0 = tensor.insert %f into %t[%i] : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// A loop: the init value aliases the result; the iter_arg (a definition of
// its own) aliases the value yielded for it.
// CHECK-LABEL: func.func @loop
// CHECK: tensor.empty() {__opresult_alias_set_attr__ = {{\[\[}}"[[RES:%[^"]+]]", "[[INIT:%[^"]+]]"{{\]\]}}}
// CHECK: [[RES]] = scf.for {{.*}} iter_args([[ITER:%[^ ]+]] = [[INIT]])
// CHECK: [[YIELDED:%[^ ]+]] = tensor.insert
// CHECK: } {__bbarg_alias_set_attr__ = {{\[\[\[\[}}"[[YIELDED]]", "[[ITER]]"{{\]\]\]\]}}, __inplace_operands_attr__ = ["none", "none", "none", "true"], __opresult_alias_set_attr__ = {{\[\[}}"[[RES]]", "[[INIT]]"{{\]\]}}}
func.func @loop(%n: index, %f: f32) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> tensor<4xf32> {
    %b = tensor.insert %f into %a[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

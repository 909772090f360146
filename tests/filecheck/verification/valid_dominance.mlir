// RUN: xdsl-opt %s --allow-unregistered-dialect -p convert-scf-to-cf | filecheck %s
// RUN: %mlir-opt %s -allow-unregistered-dialect -convert-scf-to-cf | filecheck %s

// What dominance allows, accepted by our check as by MLIR's verifier: values
// of dominating blocks and enclosing regions, anything in the ops of an
// unreachable block, and any order in an unregistered op's region (a graph
// region for MLIR); an unregistered op is not isolated from above, so its
// region uses the enclosing function's values.

func.func @allowed(%c: i1, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  cf.br ^bb2
^bb2:
  return %c0 : index
^dead:
  %u = arith.addi %v, %v : index
  %v = arith.constant 3 : index
  cf.br ^dead
}

// CHECK-LABEL: func.func @allowed
// CHECK:       ^{{.*}}:
// CHECK:         %{{.*}} = arith.addi %[[V:.*]], %[[V]] : index
// CHECK-NEXT:    %[[V]] = arith.constant 3 : index

func.func @graph_region() {
  "test.graph"() ({
    %a = arith.addi %b, %b : i32
    %b = arith.constant 1 : i32
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @graph_region
// CHECK:         %{{.*}} = arith.addi %[[B:.*]], %[[B]] : i32
// CHECK-NEXT:    %[[B]] = arith.constant 1 : i32

func.func @unregistered_not_isolated(%x: i32) {
  "test.region"() ({
    %y = arith.addi %x, %x : i32
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @unregistered_not_isolated
// CHECK:         %{{.*}} = arith.addi %{{.*}}, %{{.*}} : i32

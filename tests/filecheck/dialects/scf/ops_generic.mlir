// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s
// RUN: xdsl-opt %s --split-input-file --print-op-generic | filecheck %s --check-prefix=GENERIC

// MLIR's generic form of every scf op, with its properties.

"func.func"() <{function_type = (i1, index, i32, tensor<4xf32>) -> (), sym_name = "generic"}> ({
^bb0(%c: i1, %n: index, %a: i32, %t: tensor<4xf32>):
  %0 = "scf.if"(%c) ({
    "scf.yield"(%a) : (i32) -> ()
  }, {
    "scf.yield"(%a) : (i32) -> ()
  }) : (i1) -> i32
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  %1 = "scf.for"(%a, %a, %a, %t) <{unsignedCmp}> ({
  ^bb0(%i: i32, %x: tensor<4xf32>):
    "scf.yield"(%x) : (tensor<4xf32>) -> ()
  }) : (i32, i32, i32, tensor<4xf32>) -> tensor<4xf32>
  %2 = "scf.while"(%a) ({
  ^bb0(%x: i32):
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  %3 = "scf.execute_region"() <{no_inline}> ({
    "scf.yield"(%a) : (i32) -> ()
  }) : () -> i32
  %4 = "scf.index_switch"(%n) <{cases = array<i64: 1, 7>}> ({
    "scf.yield"(%a) : (i32) -> ()
  }, {
    "scf.yield"(%a) : (i32) -> ()
  }, {
    "scf.yield"(%a) : (i32) -> ()
  }) : (index) -> i32
  %5 = "scf.parallel"(%n, %n, %n, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
  ^bb0(%i: index):
    "scf.reduce"(%a) ({
    ^bb0(%l: i32, %r: i32):
      "scf.reduce.return"(%l) : (i32) -> ()
    }) : (i32) -> ()
  }) : (index, index, index, i32) -> i32
  %6 = "scf.forall"(%n, %t) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: -9223372036854775808, 4>}> ({
  ^bb0(%i: index, %j: index, %o: tensor<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (index, tensor<4xf32>) -> tensor<4xf32>
  %7 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    %s = "tensor.extract_slice"(%o, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<1xf32>
    "scf.forall.in_parallel"() ({
      "tensor.parallel_insert_slice"(%s, %o, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<4xf32>, index) -> ()
    }) : () -> ()
  }) : (tensor<4xf32>) -> tensor<4xf32>
  "func.return"() : () -> ()
}) : () -> ()

// CHECK:      %{{.*}} = scf.if %{{.*}} -> (i32) {
// CHECK:      scf.if %{{.*}} {
// CHECK-NEXT: }
// CHECK:      %{{.*}} = scf.for unsigned %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%{{.*}} = %{{.*}}) -> (tensor<4xf32>)  : i32 {
// CHECK:      %{{.*}} = scf.while (%{{.*}} = %{{.*}}) : (i32) -> i32 {
// CHECK:      %{{.*}} = scf.execute_region -> i32 no_inline {
// CHECK:      %{{.*}} = scf.index_switch %{{.*}} -> i32
// CHECK-NEXT: case 1 {
// CHECK:      case 7 {
// CHECK:      default {
// CHECK:      %{{.*}} = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}) -> i32 {
// CHECK:      scf.reduce(%{{.*}} : i32) {
// CHECK:      %{{.*}} = scf.forall (%{{.*}}, %{{.*}}) in (%{{.*}}, 4) shared_outs(%{{.*}} = %{{.*}}) -> (tensor<4xf32>) {
// CHECK-NEXT:   scf.forall.in_parallel {
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK:      %{{.*}} = scf.forall (%[[I:.*]]) in (4) shared_outs(%[[O:.*]] = %{{.*}}) -> (tensor<4xf32>) {
// CHECK:        scf.forall.in_parallel {
// CHECK-NEXT:     tensor.parallel_insert_slice %{{.*}} into %[[O]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }

// GENERIC:      "scf.if"(%{{.*}}) ({
// GENERIC:      }) : (i1) -> i32
// GENERIC:      "scf.if"(%{{.*}}) ({
// GENERIC-NEXT:   "scf.yield"() : () -> ()
// GENERIC-NEXT: }, {
// GENERIC-NEXT: }) : (i1) -> ()
// GENERIC:      "scf.for"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{unsignedCmp}> ({
// GENERIC:      "scf.while"(%{{.*}}) ({
// GENERIC:      "scf.condition"(%{{.*}}, %{{.*}}) : (i1, i32) -> ()
// GENERIC:      "scf.execute_region"() <{no_inline}> ({
// GENERIC:      "scf.index_switch"(%{{.*}}) <{cases = array<i64: 1, 7>}> ({
// GENERIC:      "scf.parallel"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// GENERIC:      "scf.reduce"(%{{.*}}) ({
// GENERIC:      "scf.reduce.return"(%{{.*}}) : (i32) -> ()
// GENERIC:      "scf.forall"(%{{.*}}, %{{.*}}) <{
// GENERIC-SAME:   operandSegmentSizes = array<i32: 0, 1, 0, 1>
// GENERIC:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT: ^{{.*}}:
// GENERIC-NEXT: }) : () -> ()
// GENERIC:      "scf.forall.in_parallel"() ({
// GENERIC-NEXT:   "tensor.parallel_insert_slice"(%{{.*}}, %{{.*}}, %{{.*}})
// GENERIC-NEXT: }) : () -> ()

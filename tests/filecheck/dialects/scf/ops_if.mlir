// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// scf.if with one result, written without parentheses.

func.func @if_single_result(%c: i1, %t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %0 = scf.if %c -> tensor<4xf32> {
    scf.yield %t : tensor<4xf32>
  } else {
    scf.yield %u : tensor<4xf32>
  }
  func.return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @if_single_result
// CHECK-SAME:    (%[[C:.*]]: i1, %[[T:.*]]: tensor<4xf32>, %[[U:.*]]: tensor<4xf32>)
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (tensor<4xf32>) {
// CHECK-NEXT:      scf.yield %[[T]] : tensor<4xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[U]] : tensor<4xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return %[[R]] : tensor<4xf32>

// -----

// scf.if with several results.

func.func @if_results(%c: i1, %a: i32, %b: f32) -> (i32, f32) {
  %0:2 = scf.if %c -> (i32, f32) {
    scf.yield %a, %b : i32, f32
  } else {
    %x = arith.addi %a, %a : i32
    scf.yield %x, %b : i32, f32
  }
  func.return %0#0, %0#1 : i32, f32
}

// CHECK-LABEL: func.func @if_results
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.if %{{.*}} -> (i32, f32) {
// CHECK-NEXT:      scf.yield %{{.*}}, %{{.*}} : i32, f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %{{.*}} = arith.addi
// CHECK-NEXT:      scf.yield %{{.*}}, %{{.*}} : i32, f32
// CHECK-NEXT:    }

// -----

// Without results, the terminators are implicit: elided when printing,
// inserted when parsing.

func.func @if_no_results(%c: i1, %m: memref<4xi32>, %i: index, %a: i32) {
  scf.if %c {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  scf.if %c {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield
  } else {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  scf.if %c {
  } else {
  }
  scf.if %c {
  }
  func.return
}

// CHECK-LABEL: func.func @if_no_results
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    } else {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:    } else {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:    }
// CHECK-NEXT:    func.return

// -----

// Attributes follow the regions.

func.func @if_attributes(%c: i1, %a: i32) -> i32 {
  scf.if %c {
  } {zzz = 1 : i64, aaa}
  %0 = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %a : i32
  } {some.attr = "x"}
  func.return %0 : i32
}

// CHECK-LABEL: func.func @if_attributes
// CHECK-NEXT:    scf.if %{{.*}} {
// CHECK-NEXT:    } {aaa, zzz = 1 : i64}
// CHECK-NEXT:    %{{.*}} = scf.if %{{.*}} -> (i32) {
// CHECK:         } {some.attr = "x"}

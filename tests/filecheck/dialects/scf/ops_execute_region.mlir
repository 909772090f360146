// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// scf.execute_region prints its terminators, with or without results.

func.func @execute_region(%a: i32, %f: f32) -> (i32, i32, f32) {
  scf.execute_region {
    %x = arith.addi %a, %a : i32
    scf.yield
  }
  %0 = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  %1:2 = scf.execute_region -> (i32, f32) {
    scf.yield %a, %f : i32, f32
  }
  func.return %0, %1#0, %1#1 : i32, i32, f32
}

// CHECK-LABEL: func.func @execute_region
// CHECK-SAME:    (%[[A:.*]]: i32, %[[F:.*]]: f32)
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      %{{.*}} = arith.addi %[[A]], %[[A]] : i32
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> i32 {
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.execute_region -> (i32, f32) {
// CHECK-NEXT:      scf.yield %[[A]], %[[F]] : i32, f32
// CHECK-NEXT:    }

// -----

// no_inline, attributes.

func.func @execute_region_no_inline(%a: i32) -> i32 {
  scf.execute_region no_inline {
    scf.yield
  }
  %0 = scf.execute_region -> (i32) no_inline {
    scf.yield %a : i32
  } {zzz = 2 : i64, aaa}
  func.return %0 : i32
}

// CHECK-LABEL: func.func @execute_region_no_inline
// CHECK-NEXT:    scf.execute_region no_inline {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    } {aaa, zzz = 2 : i64}

// -----

// Several blocks, with branches and several scf.yield.

func.func @execute_region_blocks(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : i32)
  ^bb2:
    cf.br ^bb3(%b : i32)
  ^bb3(%x: i32):
    scf.yield %x : i32
  }
  %1 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : i32
  }
  func.return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @execute_region_blocks
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %{{.*}}, ^[[B1:.*]], ^[[B2:.*]]
// CHECK-NEXT:    ^[[B1]]:
// CHECK-NEXT:      cf.br ^[[B3:.*]](%{{.*}} : i32)
// CHECK-NEXT:    ^[[B2]]:
// CHECK-NEXT:      cf.br ^[[B3]](%{{.*}} : i32)
// CHECK-NEXT:    ^[[B3]](%[[X:.*]]: i32):
// CHECK-NEXT:      scf.yield %[[X]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> i32 {
// CHECK-NEXT:      cf.cond_br %{{.*}}, ^[[C1:.*]], ^[[C2:.*]]
// CHECK-NEXT:    ^[[C1]]:
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    ^[[C2]]:
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    }

// -----

// A single result of function type keeps its parentheses.

func.func @execute_region_function_type(%f: (f32) -> f32) {
  %0 = scf.execute_region -> ((f32) -> f32) {
    scf.yield %f : (f32) -> f32
  }
  func.return
}

// CHECK-LABEL: func.func @execute_region_function_type
// CHECK-NEXT:    %{{.*}} = scf.execute_region -> ((f32) -> f32) {
// CHECK-NEXT:      scf.yield %{{.*}} : (f32) -> f32
// CHECK-NEXT:    }

// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s --strict-whitespace

// Cases and a default region, with results. Like MLIR, the first line ends
// with a space; the case regions print their terminators.

func.func @switch_results(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -5 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  func.return %0 : i32
}

// CHECK-LABEL: func.func @switch_results
// CHECK-NEXT:    %{{.*}} = scf.index_switch %{{.*}} -> i32 {{$}}
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case -5 {
// CHECK-NEXT:      %{{.*}} = arith.addi
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    }

// -----

// Without results: the default region's terminator is implicit (elided when
// it has no operands nor attributes), the case regions' terminators are not.

func.func @switch_no_results(%i: index, %m: memref<4xi32>, %a: i32) {
  scf.index_switch %i
  case 1 {
    memref.store %a, %m[%i] : memref<4xi32>
    scf.yield
  }
  case 3 {
    scf.yield
  }
  default {
    memref.store %a, %m[%i] : memref<4xi32>
  }
  scf.index_switch %i
  default {
  }
  scf.index_switch %i
  default {
    scf.yield {some.attr}
  }
  func.return
}

// CHECK-LABEL: func.func @switch_no_results
// CHECK-NEXT:    scf.index_switch %{{.*}} {{$}}
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    case 3 {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      memref.store
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %{{.*}} {{$}}
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %{{.*}} {{$}}
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield {some.attr}
// CHECK-NEXT:    }

// -----

// Several results; attributes come before the result types.

func.func @switch_attributes(%i: index, %a: i32, %f: f32) -> (i32, f32) {
  %0:2 = scf.index_switch %i {zzz, aaa = 1 : i64} -> i32, f32
  default {
    scf.yield %a, %f : i32, f32
  }
  func.return %0#0, %0#1 : i32, f32
}

// CHECK-LABEL: func.func @switch_attributes
// CHECK-NEXT:    %{{.*}}, %{{.*}} = scf.index_switch %{{.*}} {aaa = 1 : i64, zzz} -> i32, f32 {{$}}
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %{{.*}}, %{{.*}} : i32, f32
// CHECK-NEXT:    }

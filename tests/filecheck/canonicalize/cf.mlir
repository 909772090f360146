// MLIR 22's cf canonicalization: cond_br on a constant, cond_br with
// identical successors (operands merged by arith.select), branches to a
// block that only branches on, blocks merged into their only predecessor,
// the condition known in the successors, switch folds; cf.assert of true.
// RUN: xdsl-opt %s --split-input-file -p canonicalize --allow-unregistered-dialect | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

func.func @cond_br_constant(%x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^a(%x : i32), ^b(%y : i32)
^a(%v: i32):
  "test.a"() : () -> ()
  return %v : i32
^b(%w: i32):
  "test.b"() : () -> ()
  return %w : i32
}

// CHECK-LABEL: func.func @cond_br_constant
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[A0]] : i32

// -----

func.func @cond_br_false(%x: i32, %y: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^a(%x : i32), ^b(%y : i32)
^a(%v: i32):
  "test.a"() : () -> ()
  return %v : i32
^b(%w: i32):
  "test.b"() : () -> ()
  return %w : i32
}

// CHECK-LABEL: func.func @cond_br_false
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[A1]] : i32

// -----

func.func @cond_br_identical(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a(%x, %x : i32, i32), ^a(%y, %x : i32, i32)
^a(%v: i32, %w: i32):
  %s = "test.a"(%v, %w) : (i32, i32) -> i32
  return %s : i32
}

// CHECK-LABEL: func.func @cond_br_identical
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.select %[[A0]], %[[A1]], %[[A2]] : i32
// CHECK-NEXT: %[[V4:[^ ,:]+]] = "test.a"(%[[V3]], %[[A1]]) : (i32, i32) -> i32
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : i32

// -----

func.func @cond_br_dynamic(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a(%x : i32), ^b(%y : i32)
^a(%v: i32):
  %r = "test.a"(%v) : (i32) -> i32
  return %r : i32
^b(%w: i32):
  %s = "test.b"(%w) : (i32) -> i32
  return %s : i32
}

// CHECK-LABEL: func.func @cond_br_dynamic
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// CHECK-NEXT: cf.cond_br %[[A0]], ^[[B3:[a-zA-Z0-9_]+]](%[[A1]] : i32), ^[[B4:[a-zA-Z0-9_]+]](%[[A2]] : i32)
// CHECK-NEXT: ^[[B3]](%[[V5:[^ ,:]+]]: i32):
// CHECK-NEXT: %[[V6:[^ ,:]+]] = "test.a"(%[[V5]]) : (i32) -> i32
// CHECK-NEXT: {{(func\.)?}}return %[[V6]] : i32
// CHECK-NEXT: ^[[B4]](%[[V7:[^ ,:]+]]: i32):
// CHECK-NEXT: %[[V8:[^ ,:]+]] = "test.b"(%[[V7]]) : (i32) -> i32
// CHECK-NEXT: {{(func\.)?}}return %[[V8]] : i32

// -----

func.func @pass_through(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  cf.br ^c(%x : i32)
^b:
  "test.b"() : () -> ()
  cf.br ^c(%x : i32)
^c(%v: i32):
  "test.c"() : () -> ()
  return %v : i32
}

// CHECK-LABEL: func.func @pass_through
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// CHECK-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]](%[[A1]] : i32), ^[[B3:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ^[[B3]]:
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^[[B2]](%[[A1]] : i32)
// CHECK-NEXT: ^[[B2]](%[[V4:[^ ,:]+]]: i32):
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : i32

// -----

func.func @br_single_predecessor(%x: i32) -> i32 {
  "test.entry"() : () -> ()
  cf.br ^a(%x : i32)
^a(%v: i32):
  %r = "test.a"(%v) : (i32) -> i32
  return %r : i32
}

// CHECK-LABEL: func.func @br_single_predecessor
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32)
// CHECK-NEXT: "test.entry"() : () -> ()
// CHECK-NEXT: %[[V1:[^ ,:]+]] = "test.a"(%[[A0]]) : (i32) -> i32
// CHECK-NEXT: {{(func\.)?}}return %[[V1]] : i32

// -----

func.func @loop_not_collapsed(%x: i32) {
  cf.br ^a
^a:
  cf.br ^a
}

// CHECK-LABEL: func.func @loop_not_collapsed
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32)
// CHECK-NEXT: cf.br ^[[B1:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ^[[B1]]:
// CHECK-NEXT: cf.br ^[[B1]]

// -----

func.func @truth_propagation(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"(%c) : (i1) -> ()
  return
^b:
  "test.b"(%c) : (i1) -> ()
  return
}

// CHECK-LABEL: func.func @truth_propagation
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1)
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant false
// CHECK-NEXT: cf.cond_br %[[A0]], ^[[B3:[a-zA-Z0-9_]+]], ^[[B4:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ^[[B3]]:
// CHECK-NEXT: "test.a"(%[[V1]]) : (i1) -> ()
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: ^[[B4]]:
// CHECK-NEXT: "test.b"(%[[V2]]) : (i1) -> ()
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @cond_br_same_condition(%c: i1) {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"() : () -> ()
  cf.cond_br %c, ^x, ^y
^b:
  "test.b"() : () -> ()
  return
^x:
  "test.x"() : () -> ()
  return
^y:
  "test.y"() : () -> ()
  return
}

// CHECK-LABEL: func.func @cond_br_same_condition
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1)
// CHECK-NEXT: cf.cond_br %[[A0]], ^[[B1:[a-zA-Z0-9_]+]], ^[[B2:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ^[[B1]]:
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: ^[[B2]]:
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @switch_only_default(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^a(%x : i32)
  ]
^a(%v: i32):
  "test.a"() : () -> ()
  return %v : i32
}

// CHECK-LABEL: func.func @switch_only_default
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[A1]] : i32

// -----

func.func @switch_constant(%x: i32, %y: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  cf.switch %c2 : i32, [
    default: ^a(%x : i32),
    1: ^b(%x : i32),
    2: ^c(%y : i32)
  ]
^a(%v: i32):
  "test.a"() : () -> ()
  return %v : i32
^b(%w: i32):
  "test.b"() : () -> ()
  return %w : i32
^c(%u: i32):
  "test.c"() : () -> ()
  return %u : i32
}

// CHECK-LABEL: func.func @switch_constant
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[A1]] : i32

// -----

func.func @switch_drop_default_cases(%f: i32, %x: i32, %y: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^a(%x : i32),
    1: ^a(%x : i32),
    2: ^b(%y : i32)
  ]
^a(%v: i32):
  "test.a"() : () -> ()
  return %v : i32
^b(%w: i32):
  "test.b"() : () -> ()
  return %w : i32
}

// CHECK-LABEL: func.func @switch_drop_default_cases
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// CHECK-NEXT: cf.switch %[[A0]] : i32, [
// CHECK-NEXT: default: ^[[B3:[a-zA-Z0-9_]+]](%[[A1]] : i32),
// CHECK-NEXT: 2: ^[[B4:[a-zA-Z0-9_]+]](%[[A2]] : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^[[B3]](%[[V5:[^ ,:]+]]: i32):
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[V5]] : i32
// CHECK-NEXT: ^[[B4]](%[[V6:[^ ,:]+]]: i32):
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[V6]] : i32

// -----

func.func @switch_pass_through(%f: i32, %x: i32) -> i32 {
  cf.switch %f : i32, [
    default: ^a,
    1: ^b
  ]
^a:
  cf.br ^c(%x : i32)
^b:
  "test.b"() : () -> ()
  cf.br ^c(%x : i32)
^c(%v: i32):
  "test.c"() : () -> ()
  return %v : i32
}

// CHECK-LABEL: func.func @switch_pass_through
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-NEXT: cf.switch %[[A0]] : i32, [
// CHECK-NEXT: default: ^[[B2:[a-zA-Z0-9_]+]](%[[A1]] : i32),
// CHECK-NEXT: 1: ^[[B3:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ]
// CHECK-NEXT: ^[[B3]]:
// CHECK-NEXT: "test.b"() : () -> ()
// CHECK-NEXT: cf.br ^[[B2]](%[[A1]] : i32)
// CHECK-NEXT: ^[[B2]](%[[V4:[^ ,:]+]]: i32):
// CHECK-NEXT: "test.c"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return %[[V4]] : i32

// -----

func.func @switch_same_flag(%f: i32) {
  cf.switch %f : i32, [
    default: ^d,
    1: ^a
  ]
^a:
  "test.a"() : () -> ()
  cf.switch %f : i32, [
    default: ^x,
    1: ^y
  ]
^d:
  "test.d"() : () -> ()
  cf.switch %f : i32, [
    default: ^x,
    1: ^y,
    2: ^z
  ]
^x:
  "test.x"() : () -> ()
  return
^y:
  "test.y"() : () -> ()
  return
^z:
  "test.z"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_same_flag
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32)
// CHECK-NEXT: cf.switch %[[A0]] : i32, [
// CHECK-NEXT: default: ^[[B1:[a-zA-Z0-9_]+]],
// CHECK-NEXT: 1: ^[[B2:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ]
// CHECK-NEXT: ^[[B2]]:
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: "test.y"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: ^[[B1]]:
// CHECK-NEXT: "test.d"() : () -> ()
// CHECK-NEXT: cf.switch %[[A0]] : i32, [
// CHECK-NEXT: default: ^[[B3:[a-zA-Z0-9_]+]],
// CHECK-NEXT: 2: ^[[B4:[a-zA-Z0-9_]+]]
// CHECK-NEXT: ]
// CHECK-NEXT: ^[[B3]]:
// CHECK-NEXT: "test.x"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return
// CHECK-NEXT: ^[[B4]]:
// CHECK-NEXT: "test.z"() : () -> ()
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @assert(%c: i1) {
  %t = arith.constant true
  cf.assert %t, "never fails"
  cf.assert %c, "may fail"
  return
}

// CHECK-LABEL: func.func @assert
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1)
// CHECK-NEXT: cf.assert %[[A0]], "may fail"
// CHECK-NEXT: {{(func\.)?}}return


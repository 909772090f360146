// Region simplification after the patterns, at MLIR 22's three levels of
// `region-simplify`: unreachable blocks are erased at every level (MLIR's
// driver erases them when it scans the IR); `normal` also erases dead code
// and block arguments no live op needs (also around loops); `aggressive`
// also merges identical blocks (their differing operands become block
// arguments) and drops arguments every predecessor sets to one value.
// RUN: xdsl-opt %s --split-input-file -p 'canonicalize{region-simplify=disabled}' --allow-unregistered-dialect | filecheck %s --check-prefix=DISABLED
// RUN: %mlir-opt %s --split-input-file -canonicalize=region-simplify=disabled --allow-unregistered-dialect | filecheck %s --check-prefix=DISABLED
// RUN: xdsl-opt %s --split-input-file -p canonicalize --allow-unregistered-dialect | filecheck %s --check-prefix=NORMAL
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s --check-prefix=NORMAL
// RUN: xdsl-opt %s --split-input-file -p 'canonicalize{region-simplify=aggressive}' --allow-unregistered-dialect | filecheck %s --check-prefix=AGGRESSIVE
// RUN: %mlir-opt %s --split-input-file -canonicalize=region-simplify=aggressive --allow-unregistered-dialect | filecheck %s --check-prefix=AGGRESSIVE

func.func @unreachable(%x: i32) -> i32 {
  "test.entry"() : () -> ()
  cf.br ^exit
^dead:
  "test.dead"() : () -> ()
  cf.br ^dead
^exit:
  "test.exit"() : () -> ()
  return %x : i32
}

// DISABLED-LABEL: func.func @unreachable
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i32)
// DISABLED-NEXT: "test.entry"() : () -> ()
// DISABLED-NEXT: "test.exit"() : () -> ()
// DISABLED-NEXT: {{(func\.)?}}return %[[A0]] : i32

// NORMAL-LABEL: func.func @unreachable
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i32)
// NORMAL-NEXT: "test.entry"() : () -> ()
// NORMAL-NEXT: "test.exit"() : () -> ()
// NORMAL-NEXT: {{(func\.)?}}return %[[A0]] : i32

// AGGRESSIVE-LABEL: func.func @unreachable
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: "test.entry"() : () -> ()
// AGGRESSIVE-NEXT: "test.exit"() : () -> ()
// AGGRESSIVE-NEXT: {{(func\.)?}}return %[[A0]] : i32

// -----

func.func @unused_argument(%c: i1, %x: i32) {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"() : () -> ()
  cf.br ^m(%x : i32)
^b:
  "test.b"() : () -> ()
  cf.br ^m(%x : i32)
^m(%v: i32):
  "test.m"() : () -> ()
  return
}

// DISABLED-LABEL: func.func @unused_argument
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// DISABLED-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// DISABLED-NEXT: ^[[B2]]:
// DISABLED-NEXT: "test.a"() : () -> ()
// DISABLED-NEXT: cf.br ^[[B4:[a-zA-Z0-9_]+]](%[[A1]] : i32)
// DISABLED-NEXT: ^[[B3]]:
// DISABLED-NEXT: "test.b"() : () -> ()
// DISABLED-NEXT: cf.br ^[[B4]](%[[A1]] : i32)
// DISABLED-NEXT: ^[[B4]](%[[V5:[^ ,:]+]]: i32):
// DISABLED-NEXT: "test.m"() : () -> ()
// DISABLED-NEXT: {{(func\.)?}}return

// NORMAL-LABEL: func.func @unused_argument
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// NORMAL-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B2]]:
// NORMAL-NEXT: "test.a"() : () -> ()
// NORMAL-NEXT: cf.br ^[[B4:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B3]]:
// NORMAL-NEXT: "test.b"() : () -> ()
// NORMAL-NEXT: cf.br ^[[B4]]
// NORMAL-NEXT: ^[[B4]]:
// NORMAL-NEXT: "test.m"() : () -> ()
// NORMAL-NEXT: {{(func\.)?}}return

// AGGRESSIVE-LABEL: func.func @unused_argument
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B2]]:
// AGGRESSIVE-NEXT: "test.a"() : () -> ()
// AGGRESSIVE-NEXT: cf.br ^[[B4:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B3]]:
// AGGRESSIVE-NEXT: "test.b"() : () -> ()
// AGGRESSIVE-NEXT: cf.br ^[[B4]]
// AGGRESSIVE-NEXT: ^[[B4]]:
// AGGRESSIVE-NEXT: "test.m"() : () -> ()
// AGGRESSIVE-NEXT: {{(func\.)?}}return

// -----

func.func @loop_carried_dead(%x: i32, %n: i32) {
  cf.br ^loop(%x, %x : i32, i32)
^loop(%v: i32, %w: i32):
  %c = "test.cond"(%w) : (i32) -> i1
  %next = arith.addi %v, %n : i32
  cf.cond_br %c, ^loop(%next, %w : i32, i32), ^exit
^exit:
  return
}

// DISABLED-LABEL: func.func @loop_carried_dead
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// DISABLED-NEXT: cf.br ^[[B2:[a-zA-Z0-9_]+]](%[[A0]], %[[A0]] : i32, i32)
// DISABLED-NEXT: ^[[B2]](%[[V3:[^ ,:]+]]: i32, %[[V4:[^ ,:]+]]: i32):
// DISABLED-NEXT: %[[V5:[^ ,:]+]] = "test.cond"(%[[V4]]) : (i32) -> i1
// DISABLED-NEXT: %[[V6:[^ ,:]+]] = arith.addi %[[V3]], %[[A1]] : i32
// DISABLED-NEXT: cf.cond_br %[[V5]], ^[[B2]](%[[V6]], %[[V4]] : i32, i32), ^[[B7:[a-zA-Z0-9_]+]]
// DISABLED-NEXT: ^[[B7]]:
// DISABLED-NEXT: {{(func\.)?}}return

// NORMAL-LABEL: func.func @loop_carried_dead
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// NORMAL-NEXT: cf.br ^[[B2:[a-zA-Z0-9_]+]](%[[A0]] : i32)
// NORMAL-NEXT: ^[[B2]](%[[V3:[^ ,:]+]]: i32):
// NORMAL-NEXT: %[[V4:[^ ,:]+]] = "test.cond"(%[[V3]]) : (i32) -> i1
// NORMAL-NEXT: cf.cond_br %[[V4]], ^[[B2]](%[[V3]] : i32), ^[[B5:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B5]]:
// NORMAL-NEXT: {{(func\.)?}}return

// AGGRESSIVE-LABEL: func.func @loop_carried_dead
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: cf.br ^[[B2:[a-zA-Z0-9_]+]](%[[A0]] : i32)
// AGGRESSIVE-NEXT: ^[[B2]](%[[V3:[^ ,:]+]]: i32):
// AGGRESSIVE-NEXT: %[[V4:[^ ,:]+]] = "test.cond"(%[[V3]]) : (i32) -> i1
// AGGRESSIVE-NEXT: cf.cond_br %[[V4]], ^[[B2]](%[[V3]] : i32), ^[[B5:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B5]]:
// AGGRESSIVE-NEXT: {{(func\.)?}}return

// -----

func.func @same_value(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  "test.a"() : () -> ()
  cf.br ^m(%x : i32)
^b:
  "test.b"() : () -> ()
  cf.br ^m(%x : i32)
^m(%v: i32):
  "test.m"() : () -> ()
  return %v : i32
}

// DISABLED-LABEL: func.func @same_value
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// DISABLED-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// DISABLED-NEXT: ^[[B2]]:
// DISABLED-NEXT: "test.a"() : () -> ()
// DISABLED-NEXT: cf.br ^[[B4:[a-zA-Z0-9_]+]](%[[A1]] : i32)
// DISABLED-NEXT: ^[[B3]]:
// DISABLED-NEXT: "test.b"() : () -> ()
// DISABLED-NEXT: cf.br ^[[B4]](%[[A1]] : i32)
// DISABLED-NEXT: ^[[B4]](%[[V5:[^ ,:]+]]: i32):
// DISABLED-NEXT: "test.m"() : () -> ()
// DISABLED-NEXT: {{(func\.)?}}return %[[V5]] : i32

// NORMAL-LABEL: func.func @same_value
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// NORMAL-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B2]]:
// NORMAL-NEXT: "test.a"() : () -> ()
// NORMAL-NEXT: cf.br ^[[B4:[a-zA-Z0-9_]+]](%[[A1]] : i32)
// NORMAL-NEXT: ^[[B3]]:
// NORMAL-NEXT: "test.b"() : () -> ()
// NORMAL-NEXT: cf.br ^[[B4]](%[[A1]] : i32)
// NORMAL-NEXT: ^[[B4]](%[[V5:[^ ,:]+]]: i32):
// NORMAL-NEXT: "test.m"() : () -> ()
// NORMAL-NEXT: {{(func\.)?}}return %[[V5]] : i32

// AGGRESSIVE-LABEL: func.func @same_value
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B2]]:
// AGGRESSIVE-NEXT: "test.a"() : () -> ()
// AGGRESSIVE-NEXT: cf.br ^[[B4:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B3]]:
// AGGRESSIVE-NEXT: "test.b"() : () -> ()
// AGGRESSIVE-NEXT: cf.br ^[[B4]]
// AGGRESSIVE-NEXT: ^[[B4]]:
// AGGRESSIVE-NEXT: "test.m"() : () -> ()
// AGGRESSIVE-NEXT: {{(func\.)?}}return %[[A1]] : i32

// -----

func.func @identical_blocks(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = "test.op"(%x) : (i32) -> i32
  return %1 : i32
^b:
  %2 = "test.op"(%y) : (i32) -> i32
  return %2 : i32
}

// DISABLED-LABEL: func.func @identical_blocks
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// DISABLED-NEXT: cf.cond_br %[[A0]], ^[[B3:[a-zA-Z0-9_]+]], ^[[B4:[a-zA-Z0-9_]+]]
// DISABLED-NEXT: ^[[B3]]:
// DISABLED-NEXT: %[[V5:[^ ,:]+]] = "test.op"(%[[A1]]) : (i32) -> i32
// DISABLED-NEXT: {{(func\.)?}}return %[[V5]] : i32
// DISABLED-NEXT: ^[[B4]]:
// DISABLED-NEXT: %[[V6:[^ ,:]+]] = "test.op"(%[[A2]]) : (i32) -> i32
// DISABLED-NEXT: {{(func\.)?}}return %[[V6]] : i32

// NORMAL-LABEL: func.func @identical_blocks
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// NORMAL-NEXT: cf.cond_br %[[A0]], ^[[B3:[a-zA-Z0-9_]+]], ^[[B4:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B3]]:
// NORMAL-NEXT: %[[V5:[^ ,:]+]] = "test.op"(%[[A1]]) : (i32) -> i32
// NORMAL-NEXT: {{(func\.)?}}return %[[V5]] : i32
// NORMAL-NEXT: ^[[B4]]:
// NORMAL-NEXT: %[[V6:[^ ,:]+]] = "test.op"(%[[A2]]) : (i32) -> i32
// NORMAL-NEXT: {{(func\.)?}}return %[[V6]] : i32

// AGGRESSIVE-LABEL: func.func @identical_blocks
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: %[[V3:[^ ,:]+]] = arith.select %[[A0]], %[[A1]], %[[A2]] : i32
// AGGRESSIVE-NEXT: %[[V4:[^ ,:]+]] = "test.op"(%[[V3]]) : (i32) -> i32
// AGGRESSIVE-NEXT: {{(func\.)?}}return %[[V4]] : i32

// -----

func.func @different_blocks(%c: i1, %x: i32) -> i32 {
  cf.cond_br %c, ^a, ^b
^a:
  %1 = "test.op"(%x) {a} : (i32) -> i32
  return %1 : i32
^b:
  %2 = "test.op"(%x) {b} : (i32) -> i32
  return %2 : i32
}

// DISABLED-LABEL: func.func @different_blocks
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// DISABLED-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// DISABLED-NEXT: ^[[B2]]:
// DISABLED-NEXT: %[[V4:[^ ,:]+]] = "test.op"(%[[A1]]) {a} : (i32) -> i32
// DISABLED-NEXT: {{(func\.)?}}return %[[V4]] : i32
// DISABLED-NEXT: ^[[B3]]:
// DISABLED-NEXT: %[[V5:[^ ,:]+]] = "test.op"(%[[A1]]) {b} : (i32) -> i32
// DISABLED-NEXT: {{(func\.)?}}return %[[V5]] : i32

// NORMAL-LABEL: func.func @different_blocks
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// NORMAL-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B2]]:
// NORMAL-NEXT: %[[V4:[^ ,:]+]] = "test.op"(%[[A1]]) {a} : (i32) -> i32
// NORMAL-NEXT: {{(func\.)?}}return %[[V4]] : i32
// NORMAL-NEXT: ^[[B3]]:
// NORMAL-NEXT: %[[V5:[^ ,:]+]] = "test.op"(%[[A1]]) {b} : (i32) -> i32
// NORMAL-NEXT: {{(func\.)?}}return %[[V5]] : i32

// AGGRESSIVE-LABEL: func.func @different_blocks
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B2]]:
// AGGRESSIVE-NEXT: %[[V4:[^ ,:]+]] = "test.op"(%[[A1]]) {a} : (i32) -> i32
// AGGRESSIVE-NEXT: {{(func\.)?}}return %[[V4]] : i32
// AGGRESSIVE-NEXT: ^[[B3]]:
// AGGRESSIVE-NEXT: %[[V5:[^ ,:]+]] = "test.op"(%[[A1]]) {b} : (i32) -> i32
// AGGRESSIVE-NEXT: {{(func\.)?}}return %[[V5]] : i32

// -----

func.func @nested_region(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^a, ^b
  ^a:
    cf.br ^m(%x : i32)
  ^b:
    "test.b"() : () -> ()
    cf.br ^m(%x : i32)
  ^m(%v: i32):
    scf.yield %v : i32
  ^dead:
    "test.dead"() : () -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

// DISABLED-LABEL: func.func @nested_region
// DISABLED-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// DISABLED-NEXT: %[[V2:[^ ,:]+]] = scf.execute_region -> i32 no_inline {
// DISABLED-NEXT: cf.cond_br %[[A0]], ^[[B3:[a-zA-Z0-9_]+]](%[[A1]] : i32), ^[[B4:[a-zA-Z0-9_]+]]
// DISABLED-NEXT: ^[[B4]]:
// DISABLED-NEXT: "test.b"() : () -> ()
// DISABLED-NEXT: cf.br ^[[B3]](%[[A1]] : i32)
// DISABLED-NEXT: ^[[B3]](%[[V5:[^ ,:]+]]: i32):
// DISABLED-NEXT: scf.yield %[[V5]] : i32
// DISABLED-NEXT: }
// DISABLED-NEXT: {{(func\.)?}}return %[[V2]] : i32

// NORMAL-LABEL: func.func @nested_region
// NORMAL-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// NORMAL-NEXT: %[[V2:[^ ,:]+]] = scf.execute_region -> i32 no_inline {
// NORMAL-NEXT: cf.cond_br %[[A0]], ^[[B3:[a-zA-Z0-9_]+]](%[[A1]] : i32), ^[[B4:[a-zA-Z0-9_]+]]
// NORMAL-NEXT: ^[[B4]]:
// NORMAL-NEXT: "test.b"() : () -> ()
// NORMAL-NEXT: cf.br ^[[B3]](%[[A1]] : i32)
// NORMAL-NEXT: ^[[B3]](%[[V5:[^ ,:]+]]: i32):
// NORMAL-NEXT: scf.yield %[[V5]] : i32
// NORMAL-NEXT: }
// NORMAL-NEXT: {{(func\.)?}}return %[[V2]] : i32

// AGGRESSIVE-LABEL: func.func @nested_region
// AGGRESSIVE-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32)
// AGGRESSIVE-NEXT: scf.execute_region no_inline {
// AGGRESSIVE-NEXT: cf.cond_br %[[A0]], ^[[B2:[a-zA-Z0-9_]+]], ^[[B3:[a-zA-Z0-9_]+]]
// AGGRESSIVE-NEXT: ^[[B3]]:
// AGGRESSIVE-NEXT: "test.b"() : () -> ()
// AGGRESSIVE-NEXT: cf.br ^[[B2]]
// AGGRESSIVE-NEXT: ^[[B2]]:
// AGGRESSIVE-NEXT: scf.yield
// AGGRESSIVE-NEXT: }
// AGGRESSIVE-NEXT: {{(func\.)?}}return %[[A1]] : i32


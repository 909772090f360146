// canonicalize's options, with the same CHECK lines for ours and MLIR 22's:
// the pattern filters (MLIR's labels are the compiler's type names of the
// patterns; this mlir-opt is built with GCC, hence `{anonymous}::`; ours also
// accept the bare class name), bottom-up traversal, max-iterations=0 (nothing
// is done), max-num-rewrites=0 (constants are still uniqued and hoisted, but
// nothing is folded or rewritten), and an invalid value.
// RUN: xdsl-opt %s -p 'canonicalize{enable-patterns="{anonymous}::AddIAddConstant"}' | filecheck %s --check-prefix=ENABLE
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(canonicalize{enable-patterns={anonymous}::AddIAddConstant})' | filecheck %s --check-prefix=ENABLE
// RUN: xdsl-opt %s -p 'canonicalize{enable-patterns=AddIAddConstant}' | filecheck %s --check-prefix=ENABLE
// RUN: xdsl-opt %s -p 'canonicalize{disable-patterns="{anonymous}::SimplifyDeadAlloc<mlir::memref::AllocOp>"}' | filecheck %s --check-prefix=DISABLE
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(canonicalize{disable-patterns={anonymous}::SimplifyDeadAlloc<mlir::memref::AllocOp>})' | filecheck %s --check-prefix=DISABLE
// RUN: xdsl-opt %s -p 'canonicalize{top-down=false}' | filecheck %s --check-prefix=ALL
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(canonicalize{top-down=false})' | filecheck %s --check-prefix=ALL
// RUN: xdsl-opt %s -p 'canonicalize{max-iterations=0}' | filecheck %s --check-prefix=NONE
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=0})' | filecheck %s --check-prefix=NONE
// RUN: xdsl-opt %s -p 'canonicalize{max-num-rewrites=0}' | filecheck %s --check-prefix=HOISTED
// RUN: %mlir-opt %s --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=0})' | filecheck %s --check-prefix=HOISTED
// RUN: not xdsl-opt %s -p 'canonicalize{region-simplify=foo}' 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not xdsl-opt %s -p 'canonicalize{max-iterations=many}' 2>&1 | filecheck %s --check-prefix=BAD-INT

func.func @chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %b = arith.addi %a, %c2 : i32
  %c3 = arith.constant 3 : i32
  %m = arith.muli %c2, %c3 : i32
  %r = arith.addi %b, %m : i32
  return %r : i32
}

func.func @dead() {
  %a = memref.alloc() : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// Only AddIAddConstant (and the folds, which no filter disables): the chain
// folds to one addition; the dead allocation stays.
// ENABLE-LABEL: func.func @chain
// ENABLE-SAME: (%[[X:[^ ,:]+]]: i32)
// ENABLE-NEXT: %[[C:[^ ,:]+]] = arith.constant 9 : i32
// ENABLE-NEXT: %[[R:[^ ,:]+]] = arith.addi %[[X]], %[[C]] : i32
// ENABLE-NEXT: {{(func\.)?}}return %[[R]] : i32
// ENABLE-LABEL: func.func @dead
// ENABLE-NEXT: %[[A:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// ENABLE-NEXT: memref.dealloc %[[A]] : memref<4xf32>

// DISABLE-LABEL: func.func @chain
// DISABLE: arith.constant 9 : i32
// DISABLE-LABEL: func.func @dead
// DISABLE-NEXT: %[[A:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// DISABLE-NEXT: memref.dealloc %[[A]] : memref<4xf32>

// ALL-LABEL: func.func @chain
// ALL-SAME: (%[[X:[^ ,:]+]]: i32)
// ALL-NEXT: %[[C:[^ ,:]+]] = arith.constant 9 : i32
// ALL-NEXT: %[[R:[^ ,:]+]] = arith.addi %[[X]], %[[C]] : i32
// ALL-NEXT: {{(func\.)?}}return %[[R]] : i32
// ALL-LABEL: func.func @dead
// ALL-NEXT: {{(func\.)?}}return

// NONE-LABEL: func.func @chain
// NONE-NEXT: arith.constant 1 : i32
// NONE-NEXT: arith.constant 2 : i32
// NONE-NEXT: arith.addi
// NONE-NEXT: arith.addi
// NONE-NEXT: arith.constant 3 : i32
// NONE-NEXT: arith.muli
// NONE-NEXT: arith.addi
// NONE-LABEL: func.func @dead
// NONE-NEXT: memref.alloc

// HOISTED-LABEL: func.func @chain
// HOISTED-NEXT: arith.constant 3 : i32
// HOISTED-NEXT: arith.constant 1 : i32
// HOISTED-NEXT: arith.constant 2 : i32
// HOISTED-NEXT: arith.addi
// HOISTED-NEXT: arith.addi
// HOISTED-NEXT: arith.muli
// HOISTED-NEXT: arith.addi
// HOISTED-LABEL: func.func @dead
// HOISTED-NEXT: memref.alloc

// BAD: canonicalize: invalid value 'foo' for option 'region-simplify' (expected one of disabled, normal, aggressive)
// BAD-INT: canonicalize: invalid value 'many' for option 'max-iterations' (expected an integer)

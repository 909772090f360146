// RUN: xdsl-opt %s -p convert-scf-to-cf | filecheck %s --check-prefixes=CHECK,I64,XDSL
// RUN: %mlir-opt %s -convert-scf-to-cf | filecheck %s --check-prefixes=CHECK,I32,MLIR
// RUN: xdsl-opt %s -p convert-scf-to-cf | %mlir-opt | filecheck %s --check-prefixes=CHECK,I64,RT

// scf.index_switch: a cf.switch to the blocks of the cases then of the
// default, whose scf.yields branch to the continuation.
//
// Deliberate difference: we switch on the index cast to i64, with i64 case
// values (mlir-opt prints case values unsigned: -7 is 4294967289 in i32,
// 18446744073709551609 in i64, the RT lines). MLIR 22 casts the index and the case values to i32: case
// 4294967297 becomes case 1 (see @large_case), and index 4294967297 selects
// case 1, silently.

// CHECK-LABEL: func.func @switch
// CHECK-SAME:    (%[[I:[^:]+]]: index, %[[A:[^:]+]]: i32, %[[B:[^:]+]]: i32)
// I64-NEXT:      %[[FLAG:[^ ]+]] = arith.index_cast %[[I]] : index to i64
// I64-NEXT:      cf.switch %[[FLAG]] : i64, [
// I32-NEXT:      %[[FLAG:[^ ]+]] = arith.index_cast %[[I]] : index to i32
// I32-NEXT:      cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^[[DEFAULT:bb[0-9]+]],
// CHECK-NEXT:      2: ^[[CASE2:bb[0-9]+]],
// XDSL-NEXT:       -7: ^[[CASE7:bb[0-9]+]]
// MLIR-NEXT:       4294967289: ^[[CASE7:bb[0-9]+]]
// RT-NEXT:         18446744073709551609: ^[[CASE7:bb[0-9]+]]
// CHECK-NEXT:    ]
// CHECK-NEXT:  ^[[CASE2]]:
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]](%[[A]] : i32)
// CHECK-NEXT:  ^[[CASE7]]:
// CHECK-NEXT:    %[[X:[^ ]+]] = arith.addi %[[A]], %[[B]] : i32
// CHECK-NEXT:    cf.br ^[[CONT]](%[[X]] : i32)
// CHECK-NEXT:  ^[[DEFAULT]]:
// CHECK-NEXT:    cf.br ^[[CONT]](%[[B]] : i32)
// CHECK-NEXT:  ^[[CONT]](%[[R:[^:]+]]: i32):
// CHECK-NEXT:    {{(func\.)?}}return %[[R]] : i32
func.func @switch(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case -7 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @default_only
// CHECK-SAME:    (%[[I:[^:]+]]: index, %[[M:[^:]+]]: memref<index>)
// I64-NEXT:      %[[FLAG:[^ ]+]] = arith.index_cast %[[I]] : index to i64
// I64-NEXT:      cf.switch %[[FLAG]] : i64, [
// I32-NEXT:      %[[FLAG:[^ ]+]] = arith.index_cast %[[I]] : index to i32
// I32-NEXT:      cf.switch %[[FLAG]] : i32, [
// CHECK-NEXT:      default: ^[[DEFAULT:bb[0-9]+]]
// CHECK:       ^[[DEFAULT]]:
// CHECK-NEXT:    memref.store %[[I]], %[[M]][] : memref<index>
// CHECK-NEXT:    cf.br ^[[CONT:bb[0-9]+]]
// CHECK-NEXT:  ^[[CONT]]:
// CHECK-NEXT:    {{(func\.)?}}return
func.func @default_only(%i: index, %m: memref<index>) {
  scf.index_switch %i
  default {
    memref.store %i, %m[] : memref<index>
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @large_case
// I64:           4294967297: ^[[CASE:bb[0-9]+]]
// I32:           1: ^[[CASE:bb[0-9]+]]
func.func @large_case(%i: index, %a: i32, %b: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 4294967297 {
    scf.yield %a : i32
  }
  default {
    scf.yield %b : i32
  }
  return %r : i32
}

// Constant folding of the integer `arith` ops with edge values, as MLIR 22
// folds them: two's complement wrap-around (with or without overflow flags),
// i1 and index widths; division or remainder by zero, signed division
// overflow and shifts by the bit width or more are not folded.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

func.func @addi() -> (i8, i8, i1, index, i64) {
  %c127 = arith.constant 127 : i8
  %c1 = arith.constant 1 : i8
  %cm128 = arith.constant -128 : i8
  %0 = arith.addi %c127, %c1 : i8
  %1 = arith.addi %cm128, %cm128 overflow<nsw> : i8
  %t = arith.constant true
  %2 = arith.addi %t, %t : i1
  %imax = arith.constant 9223372036854775807 : index
  %ione = arith.constant 1 : index
  %3 = arith.addi %imax, %ione : index
  %lmin = arith.constant -9223372036854775808 : i64
  %lm1 = arith.constant -1 : i64
  %4 = arith.addi %lmin, %lm1 overflow<nsw, nuw> : i64
  return %0, %1, %2, %3, %4 : i8, i8, i1, index, i64
}

// CHECK-LABEL: func.func @addi
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -9223372036854775808 : index
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : i8, i8, i1, index, i64

// -----

func.func @subi() -> (i8, i1, index, i32) {
  %cm128 = arith.constant -128 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.subi %cm128, %c1 : i8
  %f = arith.constant false
  %t = arith.constant true
  %1 = arith.subi %f, %t : i1
  %i0 = arith.constant 0 : index
  %i5 = arith.constant 5 : index
  %2 = arith.subi %i0, %i5 : index
  %a = arith.constant 100000 : i32
  %b = arith.constant -2147483648 : i32
  %3 = arith.subi %a, %b : i32
  return %0, %1, %2, %3 : i8, i1, index, i32
}

// CHECK-LABEL: func.func @subi
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 127 : i8
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -5 : index
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -2147383648 : i32
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : i8, i1, index, i32

// -----

func.func @muli() -> (i8, i16, i1, index) {
  %c16 = arith.constant 16 : i8
  %0 = arith.muli %c16, %c16 : i8
  %a = arith.constant -32768 : i16
  %m1 = arith.constant -1 : i16
  %1 = arith.muli %a, %m1 overflow<nsw> : i16
  %t = arith.constant true
  %2 = arith.muli %t, %t : i1
  %big = arith.constant 4294967296 : index
  %3 = arith.muli %big, %big : index
  return %0, %1, %2, %3 : i8, i16, i1, index
}

// CHECK-LABEL: func.func @muli
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -32768 : i16
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 0 : index
// CHECK-NEXT: {{(func\.)?}}return %[[V1]], %[[V2]], %[[V0]], %[[V3]] : i8, i16, i1, index

// -----

func.func @divui_divsi() -> (i8, i8, i8, i8, i8, i8, i1) {
  %m1 = arith.constant -1 : i8
  %c2 = arith.constant 2 : i8
  %c0 = arith.constant 0 : i8
  %cm128 = arith.constant -128 : i8
  %cm7 = arith.constant -7 : i8
  %0 = arith.divui %m1, %c2 : i8
  %1 = arith.divsi %cm7, %c2 : i8
  %2 = arith.divsi %cm128, %m1 : i8
  %3 = arith.divsi %c2, %c0 : i8
  %4 = arith.divui %c2, %c0 : i8
  %5 = arith.divsi %cm128, %c2 : i8
  %t = arith.constant true
  %6 = arith.divui %t, %t : i1
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i1
}

// CHECK-LABEL: func.func @divui_divsi
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -64 : i8
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 2 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 127 : i8
// CHECK-DAG: %[[V7:[^ ,:]+]] = arith.constant -3 : i8
// CHECK-NEXT: %[[V8:[^ ,:]+]] = arith.divsi %[[V5]], %[[V2]] : i8
// CHECK-NEXT: %[[V9:[^ ,:]+]] = arith.divsi %[[V3]], %[[V4]] : i8
// CHECK-NEXT: %[[V10:[^ ,:]+]] = arith.divui %[[V3]], %[[V4]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V0]], %[[V1]] : i8, i8, i8, i8, i8, i8, i1

// -----

func.func @ceildiv_floordiv() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %c0 = arith.constant 0 : i8
  %cm128 = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.ceildivsi %c7, %c2 : i8
  %1 = arith.ceildivsi %cm7, %c2 : i8
  %2 = arith.ceildivsi %c7, %cm2 : i8
  %3 = arith.ceildivsi %cm128, %m1 : i8
  %4 = arith.ceildivsi %c1, %cm128 : i8
  %5 = arith.floordivsi %cm7, %c2 : i8
  %6 = arith.floordivsi %c7, %cm2 : i8
  %7 = arith.floordivsi %cm128, %m1 : i8
  %8 = arith.ceildivui %m1, %c2 : i8
  %9 = arith.ceildivui %c7, %c0 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @ceildiv_floordiv
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -4 : i8
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 7 : i8
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 1 : i8
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 4 : i8
// CHECK-DAG: %[[V7:[^ ,:]+]] = arith.constant -3 : i8
// CHECK-NEXT: %[[V8:[^ ,:]+]] = arith.ceildivsi %[[V3]], %[[V4]] : i8
// CHECK-NEXT: %[[V9:[^ ,:]+]] = arith.ceildivsi %[[V5]], %[[V3]] : i8
// CHECK-NEXT: %[[V10:[^ ,:]+]] = arith.floordivsi %[[V3]], %[[V4]] : i8
// CHECK-NEXT: %[[V11:[^ ,:]+]] = arith.ceildivui %[[V1]], %[[V2]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V6]], %[[V7]], %[[V7]], %[[V8]], %[[V9]], %[[V0]], %[[V0]], %[[V10]], %[[V3]], %[[V11]] : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8

// -----

func.func @remui_remsi() -> (i8, i8, i8, i8, i8, index) {
  %cm7 = arith.constant -7 : i8
  %c3 = arith.constant 3 : i8
  %c0 = arith.constant 0 : i8
  %cm128 = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.remsi %cm7, %c3 : i8
  %1 = arith.remui %cm7, %c3 : i8
  %2 = arith.remsi %cm128, %m1 : i8
  %3 = arith.remsi %c3, %c0 : i8
  %4 = arith.remui %c3, %c0 : i8
  %i = arith.constant -1 : index
  %i10 = arith.constant 10 : index
  %5 = arith.remui %i, %i10 : index
  return %0, %1, %2, %3, %4, %5 : i8, i8, i8, i8, i8, index
}

// CHECK-LABEL: func.func @remui_remsi
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 5 : index
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 3 : i8
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-NEXT: %[[V4:[^ ,:]+]] = arith.remsi %[[V1]], %[[V2]] : i8
// CHECK-NEXT: %[[V5:[^ ,:]+]] = arith.remui %[[V1]], %[[V2]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V3]], %[[V2]], %[[V2]], %[[V4]], %[[V5]], %[[V0]] : i8, i8, i8, i8, i8, index

// -----

func.func @bitwise() -> (i8, i8, i8, i1, i1, i1, index) {
  %a = arith.constant 12 : i8
  %b = arith.constant -6 : i8
  %0 = arith.andi %a, %b : i8
  %1 = arith.ori %a, %b : i8
  %2 = arith.xori %a, %b : i8
  %t = arith.constant true
  %f = arith.constant false
  %3 = arith.andi %t, %f : i1
  %4 = arith.ori %t, %f : i1
  %5 = arith.xori %t, %t : i1
  %i = arith.constant 255 : index
  %j = arith.constant 3840 : index
  %6 = arith.ori %i, %j : index
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i1, i1, i1, index
}

// CHECK-LABEL: func.func @bitwise
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 8 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -2 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -10 : i8
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 4095 : index
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[V3]], %[[V4]], %[[V0]], %[[V1]], %[[V0]], %[[V5]] : i8, i8, i8, i1, i1, i1, index

// -----

func.func @shifts() -> (i8, i8, i8, i8, i8, i8, i1) {
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i8
  %c8 = arith.constant 8 : i8
  %cm128 = arith.constant -128 : i8
  %0 = arith.shli %c1, %c7 : i8
  %1 = arith.shrsi %cm128, %c7 : i8
  %2 = arith.shrui %cm128, %c7 : i8
  %3 = arith.shli %c1, %c8 : i8
  %4 = arith.shrui %cm128, %c8 : i8
  %5 = arith.shrsi %cm128, %c8 : i8
  %t = arith.constant true
  %f = arith.constant false
  %6 = arith.shli %t, %f : i1
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i1
}

// CHECK-LABEL: func.func @shifts
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 1 : i8
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 8 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-NEXT: %[[V5:[^ ,:]+]] = arith.shli %[[V1]], %[[V2]] : i8
// CHECK-NEXT: %[[V6:[^ ,:]+]] = arith.shrui %[[V3]], %[[V2]] : i8
// CHECK-NEXT: %[[V7:[^ ,:]+]] = arith.shrsi %[[V3]], %[[V2]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V3]], %[[V4]], %[[V1]], %[[V5]], %[[V6]], %[[V7]], %[[V0]] : i8, i8, i8, i8, i8, i8, i1

// -----

func.func @min_max() -> (i8, i8, i8, i8, i1, i1, index) {
  %m1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.maxsi %m1, %c1 : i8
  %1 = arith.minsi %m1, %c1 : i8
  %2 = arith.maxui %m1, %c1 : i8
  %3 = arith.minui %m1, %c1 : i8
  %t = arith.constant true
  %f = arith.constant false
  %4 = arith.maxsi %t, %f : i1
  %5 = arith.maxui %t, %f : i1
  %i = arith.constant -5 : index
  %j = arith.constant 3 : index
  %6 = arith.minsi %i, %j : index
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i1, i1, index
}

// CHECK-LABEL: func.func @min_max
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 1 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -5 : index
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[V3]], %[[V3]], %[[V2]], %[[V0]], %[[V1]], %[[V4]] : i8, i8, i8, i8, i1, i1, index

// -----

func.func @cmpi() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %m1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %0 = arith.cmpi eq, %m1, %c1 : i8
  %1 = arith.cmpi ne, %m1, %c1 : i8
  %2 = arith.cmpi slt, %m1, %c1 : i8
  %3 = arith.cmpi sle, %m1, %m1 : i8
  %4 = arith.cmpi sgt, %m1, %c1 : i8
  %5 = arith.cmpi sge, %m1, %c1 : i8
  %6 = arith.cmpi ult, %m1, %c1 : i8
  %7 = arith.cmpi ule, %m1, %c1 : i8
  %8 = arith.cmpi ugt, %m1, %c1 : i8
  %9 = arith.cmpi uge, %m1, %c1 : i8
  %t = arith.constant true
  %f = arith.constant false
  %10 = arith.cmpi slt, %t, %f : i1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V1]], %[[V1]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V1]], %[[V1]], %[[V1]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1

// -----

func.func @select() -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %0 = arith.select %t, %a, %b : i32
  %1 = arith.select %f, %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @select
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 1 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 2 : i32
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]] : i32, i32

// -----

func.func @extended() -> (i8, i1, i8, i8, i8, i8) {
  %m1 = arith.constant -1 : i8
  %c2 = arith.constant 2 : i8
  %sum, %overflow = arith.addui_extended %m1, %c2 : i8, i1
  %lo, %hi = arith.mului_extended %m1, %c2 : i8
  %slo, %shi = arith.mulsi_extended %m1, %c2 : i8
  return %sum, %overflow, %lo, %hi, %slo, %shi : i8, i1, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @extended
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 1 : i8
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -2 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V0]], %[[V2]], %[[V3]] : i8, i1, i8, i8, i8, i8


// The identities MLIR 22's arith folds know (on values that are not
// constants), and cases just outside them that must stay.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

func.func @addi_subi(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %0 = arith.addi %x, %c0 : i32
  %1 = arith.addi %c0, %x : i32
  %s = arith.subi %x, %y : i32
  %2 = arith.addi %s, %y : i32
  %3 = arith.addi %y, %s : i32
  %4 = arith.subi %x, %x : i32
  %5 = arith.subi %x, %c0 : i32
  %a = arith.addi %x, %y : i32
  %6 = arith.subi %a, %y : i32
  %7 = arith.subi %a, %x : i32
  %8 = arith.subi %c0, %x : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @addi_subi
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i32
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.subi %[[V2]], %[[A0]] : i32
// CHECK-NEXT: {{(func\.)?}}return %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[V2]], %[[A0]], %[[A0]], %[[A1]], %[[V3]] : i32, i32, i32, i32, i32, i32, i32, i32, i32

// -----

func.func @muli_div_rem(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.muli %x, %c0 : i32
  %1 = arith.muli %c1, %x : i32
  %2 = arith.muli %x, %c2 : i32
  %3 = arith.divui %x, %c1 : i32
  %4 = arith.divsi %x, %c1 : i32
  %5 = arith.ceildivsi %x, %c1 : i32
  %6 = arith.floordivsi %x, %c1 : i32
  %7 = arith.remui %x, %c1 : i32
  %8 = arith.remsi %x, %c1 : i32
  %mnsw = arith.muli %x, %y overflow<nsw> : i32
  %9 = arith.divsi %mnsw, %y : i32
  %mnuw = arith.muli %x, %y overflow<nuw> : i32
  %10 = arith.divui %mnuw, %y : i32
  %m = arith.muli %x, %y : i32
  %11 = arith.divsi %m, %y : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @muli_div_rem
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i32)
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V4:[^ ,:]+]] = arith.muli %[[A0]], %[[V3]] : i32
// CHECK-NEXT: %[[V5:[^ ,:]+]] = arith.muli %[[A0]], %[[A1]] : i32
// CHECK-NEXT: %[[V6:[^ ,:]+]] = arith.divsi %[[V5]], %[[A1]] : i32
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[A0]], %[[V4]], %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[V2]], %[[V2]], %[[A0]], %[[A0]], %[[V6]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32

// -----

func.func @bitwise(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %m1 = arith.constant -1 : i8
  %not = arith.xori %x, %m1 : i8
  %0 = arith.andi %x, %c0 : i8
  %1 = arith.andi %x, %m1 : i8
  %2 = arith.andi %x, %x : i8
  %3 = arith.andi %x, %not : i8
  %xy = arith.andi %x, %y : i8
  %4 = arith.andi %x, %xy : i8
  %5 = arith.ori %x, %c0 : i8
  %6 = arith.ori %x, %m1 : i8
  %7 = arith.ori %not, %x : i8
  %8 = arith.ori %x, %x : i8
  %9 = arith.xori %x, %c0 : i8
  %10 = arith.xori %x, %x : i8
  %xor = arith.xori %x, %y : i8
  %11 = arith.xori %xor, %y : i8
  %12 = arith.xori %x, %y : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @bitwise
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i8, %[[A1:[^ ,:]+]]: i8)
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-NEXT: %[[V4:[^ ,:]+]] = arith.andi %[[A0]], %[[A1]] : i8
// CHECK-NEXT: %[[V5:[^ ,:]+]] = arith.xori %[[A0]], %[[A1]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[A0]], %[[A0]], %[[V2]], %[[V4]], %[[A0]], %[[V3]], %[[V3]], %[[A0]], %[[A0]], %[[V2]], %[[A0]], %[[V5]] : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8

// -----

func.func @shifts_min_max(%x: i8, %y: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %max = arith.constant 127 : i8
  %min = arith.constant -128 : i8
  %m1 = arith.constant -1 : i8
  %0 = arith.shli %x, %c0 : i8
  %1 = arith.shrsi %x, %c0 : i8
  %2 = arith.shrui %x, %c0 : i8
  %3 = arith.maxsi %x, %x : i8
  %4 = arith.maxsi %x, %max : i8
  %5 = arith.maxsi %x, %min : i8
  %6 = arith.minsi %min, %x : i8
  %7 = arith.minui %x, %c0 : i8
  %8 = arith.maxui %x, %m1 : i8
  %9 = arith.maxsi %x, %y : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

// CHECK-LABEL: func.func @shifts_min_max
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i8, %[[A1:[^ ,:]+]]: i8)
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 127 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-NEXT: %[[V6:[^ ,:]+]] = arith.maxsi %[[A0]], %[[A1]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[V3]], %[[A0]], %[[V4]], %[[V2]], %[[V5]], %[[V6]] : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8

// -----

func.func @floats(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %one = arith.constant 1.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.addf %x, %nz : f32
  %1 = arith.addf %x, %z : f32
  %2 = arith.subf %x, %z : f32
  %3 = arith.subf %x, %nz : f32
  %4 = arith.mulf %x, %one : f32
  %5 = arith.divf %x, %one : f32
  %6 = arith.maximumf %x, %x : f32
  %7 = arith.maximumf %x, %ninf : f32
  %8 = arith.minimumf %inf, %x : f32
  %9 = arith.maxnumf %x, %nan : f32
  %n = arith.negf %x : f32
  %10 = arith.negf %n : f32
  %11 = arith.minnumf %x, %y : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @floats
// CHECK-SAME: (%[[A0:[^ ,:]+]]: f32, %[[A1:[^ ,:]+]]: f32)
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-NEXT: %[[V4:[^ ,:]+]] = arith.addf %[[A0]], %[[V2]] : f32
// CHECK-NEXT: %[[V5:[^ ,:]+]] = arith.subf %[[A0]], %[[V3]] : f32
// CHECK-NEXT: %[[V6:[^ ,:]+]] = arith.minnumf %[[A0]], %[[A1]] : f32
// CHECK-NEXT: {{(func\.)?}}return %[[A0]], %[[V4]], %[[A0]], %[[V5]], %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[A0]], %[[V6]] : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32

// -----

func.func @cmpi(%x: i32, %b: i1, %w: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpi eq, %x, %x : i32
  %1 = arith.cmpi ne, %x, %x : i32
  %2 = arith.cmpi slt, %x, %x : i32
  %3 = arith.cmpi sge, %x, %x : i32
  %4 = arith.cmpi ugt, %x, %x : i32
  %5 = arith.cmpi ule, %x, %x : i32
  %zero = arith.constant 0 : i32
  %e = arith.extui %b : i1 to i32
  %6 = arith.cmpi ne, %e, %zero : i32
  %f = arith.constant false
  %t = arith.constant true
  %7 = arith.cmpi ne, %b, %f : i1
  %8 = arith.cmpi eq, %b, %t : i1
  %c5 = arith.constant 5 : i32
  %9 = arith.cmpi slt, %c5, %x : i32
  %c3 = arith.constant 3 : i8
  %10 = arith.cmpi ult, %w, %c3 : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpi
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32, %[[A1:[^ ,:]+]]: i1, %[[A2:[^ ,:]+]]: i8)
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 3 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 5 : i32
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant false
// CHECK-NEXT: %[[V7:[^ ,:]+]] = arith.cmpi sgt, %[[A0]], %[[V4]] : i32
// CHECK-NEXT: %[[V8:[^ ,:]+]] = arith.cmpi ult, %[[A2]], %[[V3]] : i8
// CHECK-NEXT: {{(func\.)?}}return %[[V5]], %[[V6]], %[[V6]], %[[V5]], %[[V6]], %[[V5]], %[[A1]], %[[A1]], %[[A1]], %[[V7]], %[[V8]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1

// -----

func.func @select(%c: i1, %x: i32, %y: i32) -> (i32, i1, i32, i32, i32) {
  %0 = arith.select %c, %x, %x : i32
  %t = arith.constant true
  %f = arith.constant false
  %1 = arith.select %c, %t, %f : i1
  %eq = arith.cmpi eq, %x, %y : i32
  %2 = arith.select %eq, %x, %y : i32
  %ne = arith.cmpi ne, %x, %y : i32
  %3 = arith.select %ne, %x, %y : i32
  %lt = arith.cmpi slt, %x, %y : i32
  %4 = arith.select %lt, %x, %y : i32
  return %0, %1, %2, %3, %4 : i32, i1, i32, i32, i32
}

// CHECK-LABEL: func.func @select
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i1, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i32)
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.cmpi slt, %[[A1]], %[[A2]] : i32
// CHECK-NEXT: %[[V4:[^ ,:]+]] = arith.select %[[V3]], %[[A1]], %[[A2]] : i32
// CHECK-NEXT: {{(func\.)?}}return %[[A1]], %[[A0]], %[[A2]], %[[A1]], %[[V4]] : i32, i1, i32, i32, i32

// -----

func.func @casts(%x: i8, %y: i32, %z: i64, %f: f32, %h: f16) -> (i64, i64, i8, i8, i8, f32, i32, f32, i16) {
  %a = arith.extui %x : i8 to i16
  %0 = arith.extui %a : i16 to i64
  %b = arith.extsi %x : i8 to i16
  %1 = arith.extsi %b : i16 to i64
  %c = arith.extsi %x : i8 to i32
  %2 = arith.trunci %c : i32 to i8
  %d = arith.extui %y : i32 to i64
  %3 = arith.trunci %d : i64 to i8
  %e = arith.trunci %z : i64 to i32
  %4 = arith.trunci %e : i32 to i8
  %g = arith.extf %f : f32 to f64
  %5 = arith.truncf %g : f64 to f32
  %bc = arith.bitcast %f : f32 to i32
  %bc2 = arith.bitcast %bc : i32 to f32
  %6 = arith.bitcast %bc2 : f32 to i32
  %hh = arith.extf %h : f16 to f64
  %7 = arith.truncf %hh : f64 to f32
  %8 = arith.bitcast %h : f16 to i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i64, i64, i8, i8, i8, f32, i32, f32, i16
}

// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i8, %[[A1:[^ ,:]+]]: i32, %[[A2:[^ ,:]+]]: i64, %[[A3:[^ ,:]+]]: f32, %[[A4:[^ ,:]+]]: f16)
// CHECK-NEXT: %[[V5:[^ ,:]+]] = arith.extui %[[A0]] : i8 to i64
// CHECK-NEXT: %[[V6:[^ ,:]+]] = arith.extsi %[[A0]] : i8 to i64
// CHECK-NEXT: %[[V7:[^ ,:]+]] = arith.trunci %[[A1]] : i32 to i8
// CHECK-NEXT: %[[V8:[^ ,:]+]] = arith.trunci %[[A2]] : i64 to i8
// CHECK-NEXT: %[[V9:[^ ,:]+]] = arith.bitcast %[[A3]] : f32 to i32
// CHECK-NEXT: %[[V10:[^ ,:]+]] = arith.extf %[[A4]] : f16 to f64
// CHECK-NEXT: %[[V11:[^ ,:]+]] = arith.truncf %[[V10]] : f64 to f32
// CHECK-NEXT: %[[V12:[^ ,:]+]] = arith.bitcast %[[A4]] : f16 to i16
// CHECK-NEXT: {{(func\.)?}}return %[[V5]], %[[V6]], %[[A0]], %[[V7]], %[[V8]], %[[A3]], %[[V9]], %[[V11]], %[[V12]] : i64, i64, i8, i8, i8, f32, i32, f32, i16

// -----

func.func @extended(%x: i32) -> (i32, i1, i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %sum, %o = arith.addui_extended %x, %c0 : i32, i1
  %lo, %hi = arith.mului_extended %x, %c1 : i32
  %slo, %shi = arith.mulsi_extended %x, %c0 : i32
  return %sum, %o, %lo, %hi, %slo, %shi : i32, i1, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @extended
// CHECK-SAME: (%[[A0:[^ ,:]+]]: i32)
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0 : i32
// CHECK-NEXT: {{(func\.)?}}return %[[A0]], %[[V1]], %[[A0]], %[[V2]], %[[V2]], %[[V2]] : i32, i1, i32, i32, i32, i32


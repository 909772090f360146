// Constant folding of the float `arith` ops as MLIR 22 folds them (APFloat):
// results rounded to the type (f16, bf16, f32, f64), infinities, NaN
// operands propagated with their payload and sign, invalid operations giving
// the positive quiet NaN, -0.0 kept apart from 0.0; division by zero folds
// to an infinity (IEEE). cmpf with a NaN operand folds even if the other is
// unknown; cmpf of a value with itself does not.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

func.func @addf_subf() -> (f32, f32, f32, f32, f16, bf16, f64) {
  %one = arith.constant 1.0 : f32
  %tiny = arith.constant 1.0e-8 : f32
  %0 = arith.addf %one, %tiny : f32
  %inf = arith.constant 0x7F800000 : f32
  %1 = arith.subf %inf, %inf : f32
  %nz = arith.constant -0.0 : f32
  %2 = arith.addf %nz, %nz : f32
  %z = arith.constant 0.0 : f32
  %3 = arith.subf %z, %z : f32
  %h = arith.constant 65504.0 : f16
  %4 = arith.addf %h, %h : f16
  %b = arith.constant 1.0 : bf16
  %b2 = arith.constant 0.00390625 : bf16
  %5 = arith.addf %b, %b2 : bf16
  %d = arith.constant 0.1 : f64
  %d2 = arith.constant 0.2 : f64
  %6 = arith.addf %d, %d2 : f64
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, f32, f16, bf16, f64
}

// CHECK-LABEL: func.func @addf_subf
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant -0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 1.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 0x{{7[Ff][Cc]00000}} : f32
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 0x{{7[Cc]00}} : f16
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 1.000000{{[eE]}}{{[+]?0*}} : bf16
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 0.3000000000000000{{[0-9]*}} : f64
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[V3]], %[[V1]], %[[V0]], %[[V4]], %[[V5]], %[[V6]] : f32, f32, f32, f32, f16, bf16, f64

// -----

func.func @nan_operands() -> (f32, f32, f32, f32, f64) {
  %nan = arith.constant 0x7FC00001 : f32
  %nnan = arith.constant 0xFFC00002 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.subf %one, %nan : f32
  %1 = arith.addf %nnan, %nan : f32
  %2 = arith.mulf %nan, %nnan : f32
  %3 = arith.divf %one, %nnan : f32
  %dnan = arith.constant 0x7FF8000000000005 : f64
  %d = arith.constant 2.0 : f64
  %4 = arith.mulf %d, %dnan : f64
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f64
}

// CHECK-LABEL: func.func @nan_operands
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0x{{7[Ff][Cc]00001}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0x{{[Ff][Ff][Cc]00002}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0x{{7[Ff][Ff]8000000000005}} : f64
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V0]], %[[V1]], %[[V2]] : f32, f32, f32, f32, f64

// -----

func.func @mulf_divf() -> (f32, f32, f32, f32, f32, f32) {
  %big = arith.constant 3.0e38 : f32
  %two = arith.constant 2.0 : f32
  %0 = arith.mulf %big, %two : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %inf = arith.constant 0x7F800000 : f32
  %1 = arith.mulf %z, %inf : f32
  %2 = arith.divf %two, %z : f32
  %3 = arith.divf %two, %nz : f32
  %4 = arith.divf %z, %z : f32
  %three = arith.constant 3.0 : f32
  %5 = arith.divf %two, %three : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @mulf_divf
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0x{{7[Ff]800000}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0x{{7[Ff][Cc]00000}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0x{{[Ff][Ff]800000}} : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 0.66666668{{[0-9]*}} : f32
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V0]], %[[V2]], %[[V1]], %[[V3]] : f32, f32, f32, f32, f32, f32

// -----

func.func @min_max() -> (f32, f32, f32, f32, f32, f32, f32, f32) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.maximumf %z, %nz : f32
  %1 = arith.minimumf %z, %nz : f32
  %2 = arith.maximumf %one, %nan : f32
  %3 = arith.minimumf %nan, %one : f32
  %4 = arith.maxnumf %one, %nan : f32
  %5 = arith.minnumf %nan, %one : f32
  %6 = arith.maxnumf %nz, %z : f32
  %7 = arith.minnumf %z, %nz : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @min_max
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 1.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 0x{{7[Ff][Cc]00000}} : f32
// CHECK-NEXT: {{(func\.)?}}return %[[V1]], %[[V2]], %[[V3]], %[[V3]], %[[V0]], %[[V0]], %[[V1]], %[[V2]] : f32, f32, f32, f32, f32, f32, f32, f32

// -----

func.func @negf() -> (f32, f32, f32, f64) {
  %z = arith.constant 0.0 : f32
  %0 = arith.negf %z : f32
  %nan = arith.constant 0x7FC00000 : f32
  %1 = arith.negf %nan : f32
  %inf = arith.constant 0xFF800000 : f32
  %2 = arith.negf %inf : f32
  %d = arith.constant 1.5 : f64
  %3 = arith.negf %d : f64
  return %0, %1, %2, %3 : f32, f32, f32, f64
}

// CHECK-LABEL: func.func @negf
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0x{{[Ff][Ff][Cc]00000}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0x{{7[Ff]800000}} : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1.500000{{[eE]}}{{[+]?0*}} : f64
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]] : f32, f32, f32, f64

// -----

// Every cmpf predicate on 1.0 and 2.0, then on 1.0 and NaN.
func.func @cmpf_ordered() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %0 = arith.cmpf false, %a, %b : f32
  %1 = arith.cmpf oeq, %a, %b : f32
  %2 = arith.cmpf ogt, %a, %b : f32
  %3 = arith.cmpf oge, %a, %b : f32
  %4 = arith.cmpf olt, %a, %b : f32
  %5 = arith.cmpf ole, %a, %b : f32
  %6 = arith.cmpf one, %a, %b : f32
  %7 = arith.cmpf ord, %a, %b : f32
  %8 = arith.cmpf ueq, %a, %b : f32
  %9 = arith.cmpf ugt, %a, %b : f32
  %10 = arith.cmpf uge, %a, %b : f32
  %11 = arith.cmpf ult, %a, %b : f32
  %12 = arith.cmpf ule, %a, %b : f32
  %13 = arith.cmpf une, %a, %b : f32
  %14 = arith.cmpf uno, %a, %b : f32
  %15 = arith.cmpf true, %a, %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_ordered
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant true
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V1]], %[[V1]], %[[V1]], %[[V1]], %[[V0]], %[[V0]], %[[V0]], %[[V1]], %[[V1]], %[[V1]], %[[V0]], %[[V1]] : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1

// -----

func.func @cmpf_nan(%x: f32) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %0 = arith.cmpf oeq, %a, %nan : f32
  %1 = arith.cmpf une, %a, %nan : f32
  %2 = arith.cmpf olt, %nan, %nan : f32
  %3 = arith.cmpf ult, %nan, %nan : f32
  %4 = arith.cmpf ord, %x, %nan : f32
  %5 = arith.cmpf uno, %nan, %x : f32
  %6 = arith.cmpf olt, %a, %a : f32
  %7 = arith.cmpf oeq, %x, %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i1, i1, i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_nan
// CHECK-SAME: (%[[A0:[^ ,:]+]]
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant false
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant true
// CHECK-NEXT: %[[V3:[^ ,:]+]] = arith.cmpf oeq, %[[A0]], %[[A0]] : f32
// CHECK-NEXT: {{(func\.)?}}return %[[V1]], %[[V2]], %[[V1]], %[[V2]], %[[V1]], %[[V2]], %[[V1]], %[[V3]] : i1, i1, i1, i1, i1, i1, i1, i1

// -----

func.func @zeros_compare() -> (i1, i1) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %0 = arith.cmpf oeq, %z, %nz : f32
  %1 = arith.cmpf olt, %nz, %z : f32
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @zeros_compare
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant true
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant false
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]] : i1, i1


// -----

// Two NaNs meet in a commutative op: the left one is kept, so the order in
// which the driver folds matters. The duplicate constant %d is uniqued
// while seeding; the ops that used it are still folded in program order, so
// mulf sees two constants and keeps %n's NaN (not the negated one), as in
// MLIR 22.
func.func @nan_operand_order() -> bf16 {
  %n = arith.constant 0xFFC0 : bf16
  %false = arith.constant false
  %i = arith.constant 0xFF80 : bf16
  %p = arith.constant 0x7FC3 : bf16
  %s = arith.select %false, %i, %p : bf16
  %ns = arith.negf %s : bf16
  %a = arith.constant 0x1E7D : bf16
  %b = arith.constant 0xED88 : bf16
  %d = arith.constant 0x7FC3 : bf16
  %q = arith.divf %b, %d : bf16
  %sum = arith.addf %a, %q : bf16
  %diff = arith.subf %ns, %sum : bf16
  %r = arith.mulf %n, %diff : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @nan_operand_order
// CHECK-NEXT: %[[V0:[^ ,:]+]] = arith.constant 0x{{[Ff][Ff][Cc]0}} : bf16
// CHECK-NEXT: {{(func\.)?}}return %[[V0]] : bf16

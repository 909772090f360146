// Constant folding of the `arith` casts as MLIR 22 folds them: extensions
// and truncations of integers (i1 and index included), int-to-float
// conversions rounded to the nearest value, float-to-int conversions of
// values in range only (NaN, infinities and out-of-range values are poison,
// not folded), extf exactly, truncf only when exact, bitcast bit for bit.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

func.func @integer_casts() -> (i32, i32, i8, i64, index, i32, i16) {
  %m = arith.constant -2 : i8
  %0 = arith.extsi %m : i8 to i32
  %1 = arith.extui %m : i8 to i32
  %big = arith.constant 511 : i32
  %2 = arith.trunci %big : i32 to i8
  %t = arith.constant true
  %3 = arith.extsi %t : i1 to i64
  %4 = arith.index_cast %m : i8 to index
  %i = arith.constant 4294967297 : index
  %5 = arith.index_cast %i : index to i32
  %6 = arith.extui %t : i1 to i16
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i8, i64, index, i32, i16
}

// CHECK-LABEL: func.func @integer_casts
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -2 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 254 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1 : i64
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -2 : index
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 1 : i32
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 1 : i16
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]] : i32, i32, i8, i64, index, i32, i16

// -----

func.func @int_to_float() -> (f32, f32, f16, f64, bf16, f32) {
  %a = arith.constant 16777217 : i64
  %0 = arith.sitofp %a : i64 to f32
  %m = arith.constant -1 : i32
  %1 = arith.uitofp %m : i32 to f32
  %big = arith.constant 100000 : i32
  %2 = arith.sitofp %big : i32 to f16
  %3 = arith.sitofp %m : i32 to f64
  %b = arith.constant 257 : i16
  %4 = arith.uitofp %b : i16 to bf16
  %t = arith.constant true
  %5 = arith.sitofp %t : i1 to f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f16, f64, bf16, f32
}

// CHECK-LABEL: func.func @int_to_float
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0x{{4[Bb]800000}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 4.2949673{{[eE]}}{{[+]?0*}}9 : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 0x{{7[Cc]00}} : f16
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1.000000{{[eE]}}{{[+]?0*}} : f64
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 2.560000{{[eE]}}{{[+]?0*}}2 : bf16
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant -1.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]] : f32, f32, f16, f64, bf16, f32

// -----

func.func @float_to_int() -> (i32, i32, i8, i32, i32, i32, i32) {
  %a = arith.constant -2.75 : f32
  %0 = arith.fptosi %a : f32 to i32
  %b = arith.constant 255.9 : f32
  %1 = arith.fptoui %b : f32 to i32
  %2 = arith.fptoui %b : f32 to i8
  %3 = arith.fptoui %a : f32 to i32
  %big = arith.constant 3.0e9 : f32
  %4 = arith.fptosi %big : f32 to i32
  %nan = arith.constant 0x7FC00000 : f32
  %5 = arith.fptosi %nan : f32 to i32
  %inf = arith.constant 0x7F800000 : f32
  %6 = arith.fptoui %inf : f32 to i32
  return %0, %1, %2, %3, %4, %5, %6 : i32, i32, i8, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @float_to_int
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0x{{7[Ff]800000}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0x{{7[Ff][Cc]00000}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 3.000000{{[eE]}}{{[+]?0*}}9 : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -2.750000{{[eE]}}{{[+]?0*}} : f32
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -2 : i32
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 255 : i32
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant -1 : i8
// CHECK-NEXT: %[[V7:[^ ,:]+]] = arith.fptoui %[[V3]] : f32 to i32
// CHECK-NEXT: %[[V8:[^ ,:]+]] = arith.fptosi %[[V2]] : f32 to i32
// CHECK-NEXT: %[[V9:[^ ,:]+]] = arith.fptosi %[[V1]] : f32 to i32
// CHECK-NEXT: %[[V10:[^ ,:]+]] = arith.fptoui %[[V0]] : f32 to i32
// CHECK-NEXT: {{(func\.)?}}return %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]] : i32, i32, i8, i32, i32, i32, i32

// -----

func.func @extf_truncf() -> (f64, f32, f32, f16, f32, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  %d = arith.constant 0.5 : f64
  %1 = arith.truncf %d : f64 to f32
  %inexact = arith.constant 0.1 : f64
  %2 = arith.truncf %inexact : f64 to f32
  %h = arith.constant 65519.0 : f32
  %3 = arith.truncf %h : f32 to f16
  %nan = arith.constant 0x7FF8000000000000 : f64
  %4 = arith.truncf %nan : f64 to f32
  %big = arith.constant 1.0e300 : f64
  %5 = arith.truncf %big : f64 to f32
  return %0, %1, %2, %3, %4, %5 : f64, f32, f32, f16, f32, f32
}

// CHECK-LABEL: func.func @extf_truncf
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0x{{7[Ff][Cc]00000}} : f32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 1.000000{{[eE]}}{{[+]?0*}}300 : f64
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 6.551900{{[eE]}}{{[+]?0*}}4 : f32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 1.000000{{[eE]}}-{{0*}}1 : f64
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 0.1000000014901161{{[0-9]*}} : f64
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 5.000000{{[eE]}}-{{0*}}1 : f32
// CHECK-NEXT: %[[V6:[^ ,:]+]] = arith.truncf %[[V3]] : f64 to f32
// CHECK-NEXT: %[[V7:[^ ,:]+]] = arith.truncf %[[V2]] : f32 to f16
// CHECK-NEXT: %[[V8:[^ ,:]+]] = arith.truncf %[[V1]] : f64 to f32
// CHECK-NEXT: {{(func\.)?}}return %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V0]], %[[V8]] : f64, f32, f32, f16, f32, f32

// -----

func.func @bitcast() -> (i32, f32, i64, f16, i16) {
  %one = arith.constant 1.0 : f32
  %0 = arith.bitcast %one : f32 to i32
  %bits = arith.constant -4194304 : i32
  %1 = arith.bitcast %bits : i32 to f32
  %d = arith.constant -0.0 : f64
  %2 = arith.bitcast %d : f64 to i64
  %h = arith.constant 15360 : i16
  %3 = arith.bitcast %h : i16 to f16
  %b = arith.constant 2.0 : bf16
  %4 = arith.bitcast %b : bf16 to i16
  return %0, %1, %2, %3, %4 : i32, f32, i64, f16, i16
}

// CHECK-LABEL: func.func @bitcast
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 0x{{[Ff][Ff][Cc]00000}} : f32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -9223372036854775808 : i64
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 1.000000{{[eE]}}{{[+]?0*}} : f16
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 16384 : i16
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]] : i32, f32, i64, f16, i16


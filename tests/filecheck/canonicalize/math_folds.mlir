// Constant folding of the math ops as MLIR 22 folds them: f32 and f64 through
// the C library of the host (log, log2, log10 and sqrt of a negative value
// or -0.0, log1p below -1 are not folded), f16 only for the ops computed
// exactly (absf, ceil, floor, roundeven, copysign); integer ops. Results are
// returned as their bits (arith.bitcast) so that the values compare exactly.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize | filecheck %s

func.func @f32_m2_5() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant -2.5 : f32
  %r0 = math.absf %a : f32
  %r1 = math.acos %a : f32
  %r2 = math.acosh %a : f32
  %r3 = math.asin %a : f32
  %r4 = math.asinh %a : f32
  %r5 = math.atan %a : f32
  %r6 = math.atanh %a : f32
  %r7 = math.ceil %a : f32
  %r8 = math.cos %a : f32
  %r9 = math.cosh %a : f32
  %r10 = math.erf %a : f32
  %r11 = math.exp %a : f32
  %r12 = math.exp2 %a : f32
  %r13 = math.expm1 %a : f32
  %r14 = math.floor %a : f32
  %r15 = math.log %a : f32
  %r16 = math.log10 %a : f32
  %r17 = math.log1p %a : f32
  %r18 = math.log2 %a : f32
  %r19 = math.round %a : f32
  %r20 = math.roundeven %a : f32
  %r21 = math.sin %a : f32
  %r22 = math.sinh %a : f32
  %r23 = math.sqrt %a : f32
  %r24 = math.tan %a : f32
  %r25 = math.tanh %a : f32
  %r26 = math.trunc %a : f32
  %bits0 = arith.bitcast %r0 : f32 to i32
  %bits1 = arith.bitcast %r1 : f32 to i32
  %bits2 = arith.bitcast %r2 : f32 to i32
  %bits3 = arith.bitcast %r3 : f32 to i32
  %bits4 = arith.bitcast %r4 : f32 to i32
  %bits5 = arith.bitcast %r5 : f32 to i32
  %bits6 = arith.bitcast %r6 : f32 to i32
  %bits7 = arith.bitcast %r7 : f32 to i32
  %bits8 = arith.bitcast %r8 : f32 to i32
  %bits9 = arith.bitcast %r9 : f32 to i32
  %bits10 = arith.bitcast %r10 : f32 to i32
  %bits11 = arith.bitcast %r11 : f32 to i32
  %bits12 = arith.bitcast %r12 : f32 to i32
  %bits13 = arith.bitcast %r13 : f32 to i32
  %bits14 = arith.bitcast %r14 : f32 to i32
  %bits15 = arith.bitcast %r15 : f32 to i32
  %bits16 = arith.bitcast %r16 : f32 to i32
  %bits17 = arith.bitcast %r17 : f32 to i32
  %bits18 = arith.bitcast %r18 : f32 to i32
  %bits19 = arith.bitcast %r19 : f32 to i32
  %bits20 = arith.bitcast %r20 : f32 to i32
  %bits21 = arith.bitcast %r21 : f32 to i32
  %bits22 = arith.bitcast %r22 : f32 to i32
  %bits23 = arith.bitcast %r23 : f32 to i32
  %bits24 = arith.bitcast %r24 : f32 to i32
  %bits25 = arith.bitcast %r25 : f32 to i32
  %bits26 = arith.bitcast %r26 : f32 to i32
  return %bits0, %bits1, %bits2, %bits3, %bits4, %bits5, %bits6, %bits7, %bits8, %bits9, %bits10, %bits11, %bits12, %bits13, %bits14, %bits15, %bits16, %bits17, %bits18, %bits19, %bits20, %bits21, %bits22, %bits23, %bits24, %bits25, %bits26 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @f32_m2_5
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -1082355007 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 1061108955 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -1061053625 : i32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -1088866952 : i32
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant -1069547520 : i32
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant -1083507590 : i32
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 1043662067 : i32
// CHECK-DAG: %[[V7:[^ ,:]+]] = arith.constant 1034427438 : i32
// CHECK-DAG: %[[V8:[^ ,:]+]] = arith.constant -1082137260 : i32
// CHECK-DAG: %[[V9:[^ ,:]+]] = arith.constant 1086602167 : i32
// CHECK-DAG: %[[V10:[^ ,:]+]] = arith.constant -1085466689 : i32
// CHECK-DAG: %[[V11:[^ ,:]+]] = arith.constant -1073741824 : i32
// CHECK-DAG: %[[V12:[^ ,:]+]] = arith.constant -1080534164 : i32
// CHECK-DAG: %[[V13:[^ ,:]+]] = arith.constant -1076701063 : i32
// CHECK-DAG: %[[V14:[^ ,:]+]] = arith.constant -4194304 : i32
// CHECK-DAG: %[[V15:[^ ,:]+]] = arith.constant 2143289344 : i32
// CHECK-DAG: %[[V16:[^ ,:]+]] = arith.constant 1075838976 : i32
// CHECK-DAG: %[[V17:[^ ,:]+]] = arith.constant -2.500000{{[eE]}}{{[+]?0*}} : f32
// CHECK-NEXT: %[[V18:[^ ,:]+]] = math.log %[[V17]] : f32
// CHECK-NEXT: %[[V19:[^ ,:]+]] = math.log10 %[[V17]] : f32
// CHECK-NEXT: %[[V20:[^ ,:]+]] = math.log1p %[[V17]] : f32
// CHECK-NEXT: %[[V21:[^ ,:]+]] = math.log2 %[[V17]] : f32
// CHECK-NEXT: %[[V22:[^ ,:]+]] = math.sqrt %[[V17]] : f32
// CHECK-NEXT: %[[V23:[^ ,:]+]] = arith.bitcast %[[V18]] : f32 to i32
// CHECK-NEXT: %[[V24:[^ ,:]+]] = arith.bitcast %[[V19]] : f32 to i32
// CHECK-NEXT: %[[V25:[^ ,:]+]] = arith.bitcast %[[V20]] : f32 to i32
// CHECK-NEXT: %[[V26:[^ ,:]+]] = arith.bitcast %[[V21]] : f32 to i32
// CHECK-NEXT: %[[V27:[^ ,:]+]] = arith.bitcast %[[V22]] : f32 to i32
// CHECK-NEXT: {{(func\.)?}}return %[[V16]], %[[V15]], %[[V14]], %[[V15]], %[[V13]], %[[V12]], %[[V14]], %[[V11]], %[[V10]], %[[V9]], %[[V8]], %[[V7]], %[[V6]], %[[V5]], %[[V4]], %[[V23]], %[[V24]], %[[V25]], %[[V26]], %[[V4]], %[[V11]], %[[V3]], %[[V2]], %[[V27]], %[[V1]], %[[V0]], %[[V11]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32

// -----

func.func @f32_m0_0() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant -0.0 : f32
  %r0 = math.absf %a : f32
  %r1 = math.acos %a : f32
  %r2 = math.acosh %a : f32
  %r3 = math.asin %a : f32
  %r4 = math.asinh %a : f32
  %r5 = math.atan %a : f32
  %r6 = math.atanh %a : f32
  %r7 = math.ceil %a : f32
  %r8 = math.cos %a : f32
  %r9 = math.cosh %a : f32
  %r10 = math.erf %a : f32
  %r11 = math.exp %a : f32
  %r12 = math.exp2 %a : f32
  %r13 = math.expm1 %a : f32
  %r14 = math.floor %a : f32
  %r15 = math.log %a : f32
  %r16 = math.log10 %a : f32
  %r17 = math.log1p %a : f32
  %r18 = math.log2 %a : f32
  %r19 = math.round %a : f32
  %r20 = math.roundeven %a : f32
  %r21 = math.sin %a : f32
  %r22 = math.sinh %a : f32
  %r23 = math.sqrt %a : f32
  %r24 = math.tan %a : f32
  %r25 = math.tanh %a : f32
  %r26 = math.trunc %a : f32
  %bits0 = arith.bitcast %r0 : f32 to i32
  %bits1 = arith.bitcast %r1 : f32 to i32
  %bits2 = arith.bitcast %r2 : f32 to i32
  %bits3 = arith.bitcast %r3 : f32 to i32
  %bits4 = arith.bitcast %r4 : f32 to i32
  %bits5 = arith.bitcast %r5 : f32 to i32
  %bits6 = arith.bitcast %r6 : f32 to i32
  %bits7 = arith.bitcast %r7 : f32 to i32
  %bits8 = arith.bitcast %r8 : f32 to i32
  %bits9 = arith.bitcast %r9 : f32 to i32
  %bits10 = arith.bitcast %r10 : f32 to i32
  %bits11 = arith.bitcast %r11 : f32 to i32
  %bits12 = arith.bitcast %r12 : f32 to i32
  %bits13 = arith.bitcast %r13 : f32 to i32
  %bits14 = arith.bitcast %r14 : f32 to i32
  %bits15 = arith.bitcast %r15 : f32 to i32
  %bits16 = arith.bitcast %r16 : f32 to i32
  %bits17 = arith.bitcast %r17 : f32 to i32
  %bits18 = arith.bitcast %r18 : f32 to i32
  %bits19 = arith.bitcast %r19 : f32 to i32
  %bits20 = arith.bitcast %r20 : f32 to i32
  %bits21 = arith.bitcast %r21 : f32 to i32
  %bits22 = arith.bitcast %r22 : f32 to i32
  %bits23 = arith.bitcast %r23 : f32 to i32
  %bits24 = arith.bitcast %r24 : f32 to i32
  %bits25 = arith.bitcast %r25 : f32 to i32
  %bits26 = arith.bitcast %r26 : f32 to i32
  return %bits0, %bits1, %bits2, %bits3, %bits4, %bits5, %bits6, %bits7, %bits8, %bits9, %bits10, %bits11, %bits12, %bits13, %bits14, %bits15, %bits16, %bits17, %bits18, %bits19, %bits20, %bits21, %bits22, %bits23, %bits24, %bits25, %bits26 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @f32_m0_0
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant -2147483648 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -4194304 : i32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 1070141403 : i32
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant -0.000000{{[eE]}}{{[+]?0*}} : f32
// CHECK-NEXT: %[[V6:[^ ,:]+]] = math.log %[[V5]] : f32
// CHECK-NEXT: %[[V7:[^ ,:]+]] = math.log10 %[[V5]] : f32
// CHECK-NEXT: %[[V8:[^ ,:]+]] = math.log2 %[[V5]] : f32
// CHECK-NEXT: %[[V9:[^ ,:]+]] = math.sqrt %[[V5]] : f32
// CHECK-NEXT: %[[V10:[^ ,:]+]] = arith.bitcast %[[V6]] : f32 to i32
// CHECK-NEXT: %[[V11:[^ ,:]+]] = arith.bitcast %[[V7]] : f32 to i32
// CHECK-NEXT: %[[V12:[^ ,:]+]] = arith.bitcast %[[V8]] : f32 to i32
// CHECK-NEXT: %[[V13:[^ ,:]+]] = arith.bitcast %[[V9]] : f32 to i32
// CHECK-NEXT: {{(func\.)?}}return %[[V4]], %[[V3]], %[[V2]], %[[V1]], %[[V1]], %[[V1]], %[[V1]], %[[V1]], %[[V0]], %[[V0]], %[[V1]], %[[V0]], %[[V0]], %[[V1]], %[[V1]], %[[V10]], %[[V11]], %[[V1]], %[[V12]], %[[V1]], %[[V1]], %[[V1]], %[[V1]], %[[V13]], %[[V1]], %[[V1]], %[[V1]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32

// -----

func.func @f32_0_75() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 0.75 : f32
  %r0 = math.absf %a : f32
  %r1 = math.acos %a : f32
  %r2 = math.acosh %a : f32
  %r3 = math.asin %a : f32
  %r4 = math.asinh %a : f32
  %r5 = math.atan %a : f32
  %r6 = math.atanh %a : f32
  %r7 = math.ceil %a : f32
  %r8 = math.cos %a : f32
  %r9 = math.cosh %a : f32
  %r10 = math.erf %a : f32
  %r11 = math.exp %a : f32
  %r12 = math.exp2 %a : f32
  %r13 = math.expm1 %a : f32
  %r14 = math.floor %a : f32
  %r15 = math.log %a : f32
  %r16 = math.log10 %a : f32
  %r17 = math.log1p %a : f32
  %r18 = math.log2 %a : f32
  %r19 = math.round %a : f32
  %r20 = math.roundeven %a : f32
  %r21 = math.sin %a : f32
  %r22 = math.sinh %a : f32
  %r23 = math.sqrt %a : f32
  %r24 = math.tan %a : f32
  %r25 = math.tanh %a : f32
  %r26 = math.trunc %a : f32
  %bits0 = arith.bitcast %r0 : f32 to i32
  %bits1 = arith.bitcast %r1 : f32 to i32
  %bits2 = arith.bitcast %r2 : f32 to i32
  %bits3 = arith.bitcast %r3 : f32 to i32
  %bits4 = arith.bitcast %r4 : f32 to i32
  %bits5 = arith.bitcast %r5 : f32 to i32
  %bits6 = arith.bitcast %r6 : f32 to i32
  %bits7 = arith.bitcast %r7 : f32 to i32
  %bits8 = arith.bitcast %r8 : f32 to i32
  %bits9 = arith.bitcast %r9 : f32 to i32
  %bits10 = arith.bitcast %r10 : f32 to i32
  %bits11 = arith.bitcast %r11 : f32 to i32
  %bits12 = arith.bitcast %r12 : f32 to i32
  %bits13 = arith.bitcast %r13 : f32 to i32
  %bits14 = arith.bitcast %r14 : f32 to i32
  %bits15 = arith.bitcast %r15 : f32 to i32
  %bits16 = arith.bitcast %r16 : f32 to i32
  %bits17 = arith.bitcast %r17 : f32 to i32
  %bits18 = arith.bitcast %r18 : f32 to i32
  %bits19 = arith.bitcast %r19 : f32 to i32
  %bits20 = arith.bitcast %r20 : f32 to i32
  %bits21 = arith.bitcast %r21 : f32 to i32
  %bits22 = arith.bitcast %r22 : f32 to i32
  %bits23 = arith.bitcast %r23 : f32 to i32
  %bits24 = arith.bitcast %r24 : f32 to i32
  %bits25 = arith.bitcast %r25 : f32 to i32
  %bits26 = arith.bitcast %r26 : f32 to i32
  return %bits0, %bits1, %bits2, %bits3, %bits4, %bits5, %bits6, %bits7, %bits8, %bits9, %bits10, %bits11, %bits12, %bits13, %bits14, %bits15, %bits16, %bits17, %bits18, %bits19, %bits20, %bits21, %bits22, %bits23, %bits24, %bits25, %bits26 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @f32_0_75
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 1061158912 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 1060701469 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -4194304 : i32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 1062804121 : i32
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 1060205080 : i32
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 1059372157 : i32
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 1064899478 : i32
// CHECK-DAG: %[[V7:[^ ,:]+]] = arith.constant 1065353216 : i32
// CHECK-DAG: %[[V8:[^ ,:]+]] = arith.constant 1060851702 : i32
// CHECK-DAG: %[[V9:[^ ,:]+]] = arith.constant 1067825199 : i32
// CHECK-DAG: %[[V10:[^ ,:]+]] = arith.constant 1060507212 : i32
// CHECK-DAG: %[[V11:[^ ,:]+]] = arith.constant 1074232558 : i32
// CHECK-DAG: %[[V12:[^ ,:]+]] = arith.constant 1071072509 : i32
// CHECK-DAG: %[[V13:[^ ,:]+]] = arith.constant 1066334683 : i32
// CHECK-DAG: %[[V14:[^ ,:]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[V15:[^ ,:]+]] = arith.constant -1097643247 : i32
// CHECK-DAG: %[[V16:[^ ,:]+]] = arith.constant -1107304477 : i32
// CHECK-DAG: %[[V17:[^ ,:]+]] = arith.constant 1057964795 : i32
// CHECK-DAG: %[[V18:[^ ,:]+]] = arith.constant -1093369908 : i32
// CHECK-DAG: %[[V19:[^ ,:]+]] = arith.constant 1060012001 : i32
// CHECK-DAG: %[[V20:[^ ,:]+]] = arith.constant 1062372185 : i32
// CHECK-DAG: %[[V21:[^ ,:]+]] = arith.constant 1063105495 : i32
// CHECK-DAG: %[[V22:[^ ,:]+]] = arith.constant 1064205595 : i32
// CHECK-DAG: %[[V23:[^ ,:]+]] = arith.constant 1059232031 : i32
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V8]], %[[V9]], %[[V10]], %[[V11]], %[[V12]], %[[V13]], %[[V14]], %[[V15]], %[[V16]], %[[V17]], %[[V18]], %[[V7]], %[[V7]], %[[V19]], %[[V20]], %[[V21]], %[[V22]], %[[V23]], %[[V14]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32

// -----

func.func @f32_0x7F800000() -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %a = arith.constant 0x7F800000 : f32
  %r0 = math.absf %a : f32
  %r1 = math.acos %a : f32
  %r2 = math.acosh %a : f32
  %r3 = math.asin %a : f32
  %r4 = math.asinh %a : f32
  %r5 = math.atan %a : f32
  %r6 = math.atanh %a : f32
  %r7 = math.ceil %a : f32
  %r8 = math.cos %a : f32
  %r9 = math.cosh %a : f32
  %r10 = math.erf %a : f32
  %r11 = math.exp %a : f32
  %r12 = math.exp2 %a : f32
  %r13 = math.expm1 %a : f32
  %r14 = math.floor %a : f32
  %r15 = math.log %a : f32
  %r16 = math.log10 %a : f32
  %r17 = math.log1p %a : f32
  %r18 = math.log2 %a : f32
  %r19 = math.round %a : f32
  %r20 = math.roundeven %a : f32
  %r21 = math.sin %a : f32
  %r22 = math.sinh %a : f32
  %r23 = math.sqrt %a : f32
  %r24 = math.tan %a : f32
  %r25 = math.tanh %a : f32
  %r26 = math.trunc %a : f32
  %bits0 = arith.bitcast %r0 : f32 to i32
  %bits1 = arith.bitcast %r1 : f32 to i32
  %bits2 = arith.bitcast %r2 : f32 to i32
  %bits3 = arith.bitcast %r3 : f32 to i32
  %bits4 = arith.bitcast %r4 : f32 to i32
  %bits5 = arith.bitcast %r5 : f32 to i32
  %bits6 = arith.bitcast %r6 : f32 to i32
  %bits7 = arith.bitcast %r7 : f32 to i32
  %bits8 = arith.bitcast %r8 : f32 to i32
  %bits9 = arith.bitcast %r9 : f32 to i32
  %bits10 = arith.bitcast %r10 : f32 to i32
  %bits11 = arith.bitcast %r11 : f32 to i32
  %bits12 = arith.bitcast %r12 : f32 to i32
  %bits13 = arith.bitcast %r13 : f32 to i32
  %bits14 = arith.bitcast %r14 : f32 to i32
  %bits15 = arith.bitcast %r15 : f32 to i32
  %bits16 = arith.bitcast %r16 : f32 to i32
  %bits17 = arith.bitcast %r17 : f32 to i32
  %bits18 = arith.bitcast %r18 : f32 to i32
  %bits19 = arith.bitcast %r19 : f32 to i32
  %bits20 = arith.bitcast %r20 : f32 to i32
  %bits21 = arith.bitcast %r21 : f32 to i32
  %bits22 = arith.bitcast %r22 : f32 to i32
  %bits23 = arith.bitcast %r23 : f32 to i32
  %bits24 = arith.bitcast %r24 : f32 to i32
  %bits25 = arith.bitcast %r25 : f32 to i32
  %bits26 = arith.bitcast %r26 : f32 to i32
  return %bits0, %bits1, %bits2, %bits3, %bits4, %bits5, %bits6, %bits7, %bits8, %bits9, %bits10, %bits11, %bits12, %bits13, %bits14, %bits15, %bits16, %bits17, %bits18, %bits19, %bits20, %bits21, %bits22, %bits23, %bits24, %bits25, %bits26 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @f32_0x7F800000
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 2139095040 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant 2143289344 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant 1070141403 : i32
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -4194304 : i32
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 1065353216 : i32
// CHECK-NEXT: {{(func\.)?}}return %[[V0]], %[[V1]], %[[V0]], %[[V1]], %[[V0]], %[[V2]], %[[V3]], %[[V0]], %[[V3]], %[[V0]], %[[V4]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V0]], %[[V3]], %[[V0]], %[[V0]], %[[V3]], %[[V4]], %[[V0]] : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32

// -----

func.func @f64_and_f16() -> (i64, i64, i64, i16, i16, i16, i16, i16, i32, i32, i64) {
  %d = arith.constant 2.0 : f64
  %h = arith.constant -1.5 : f16
  %n = arith.constant 0x7E00 : f16
  %0 = math.exp %d : f64
  %1 = math.powf %d, %d : f64
  %2 = math.atan2 %d, %d : f64
  %3 = math.exp %h : f16
  %4 = math.absf %h : f16
  %5 = math.floor %h : f16
  %6 = math.roundeven %h : f16
  %7 = math.copysign %n, %h : f16
  %x = arith.constant -8.0 : f32
  %y = arith.constant 0.5 : f32
  %8 = math.powf %x, %y : f32
  %9 = math.copysign %y, %x : f32
  %z = arith.constant -0.0 : f64
  %10 = math.sqrt %z : f64
  %bits0 = arith.bitcast %0 : f64 to i64
  %bits1 = arith.bitcast %1 : f64 to i64
  %bits2 = arith.bitcast %2 : f64 to i64
  %bits3 = arith.bitcast %3 : f16 to i16
  %bits4 = arith.bitcast %4 : f16 to i16
  %bits5 = arith.bitcast %5 : f16 to i16
  %bits6 = arith.bitcast %6 : f16 to i16
  %bits7 = arith.bitcast %7 : f16 to i16
  %bits8 = arith.bitcast %8 : f32 to i32
  %bits9 = arith.bitcast %9 : f32 to i32
  %bits10 = arith.bitcast %10 : f64 to i64
  return %bits0, %bits1, %bits2, %bits3, %bits4, %bits5, %bits6, %bits7, %bits8, %bits9, %bits10 : i64, i64, i64, i16, i16, i16, i16, i16, i32, i32, i64
}

// CHECK-LABEL: func.func @f64_and_f16
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant -1090519040 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant -4194304 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -512 : i16
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant -16384 : i16
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 15872 : i16
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 4605249457297304856 : i64
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 4616189618054758400 : i64
// CHECK-DAG: %[[V7:[^ ,:]+]] = arith.constant 4620005356000828846 : i64
// CHECK-DAG: %[[V8:[^ ,:]+]] = arith.constant -0.000000{{[eE]}}{{[+]?0*}} : f64
// CHECK-DAG: %[[V9:[^ ,:]+]] = arith.constant -1.500000{{[eE]}}{{[+]?0*}} : f16
// CHECK-NEXT: %[[V10:[^ ,:]+]] = math.exp %[[V9]] : f16
// CHECK-NEXT: %[[V11:[^ ,:]+]] = math.sqrt %[[V8]] : f64
// CHECK-NEXT: %[[V12:[^ ,:]+]] = arith.bitcast %[[V10]] : f16 to i16
// CHECK-NEXT: %[[V13:[^ ,:]+]] = arith.bitcast %[[V11]] : f64 to i64
// CHECK-NEXT: {{(func\.)?}}return %[[V7]], %[[V6]], %[[V5]], %[[V12]], %[[V4]], %[[V3]], %[[V3]], %[[V2]], %[[V1]], %[[V0]], %[[V13]] : i64, i64, i64, i16, i16, i16, i16, i16, i32, i32, i64

// -----

func.func @integers() -> (i8, i8, i32, i32, i32, i32, i32, i32, i32) {
  %min = arith.constant -128 : i8
  %m3 = arith.constant -3 : i8
  %0 = math.absi %min : i8
  %1 = math.absi %m3 : i8
  %c = arith.constant 4096 : i32
  %2 = math.ctlz %c : i32
  %3 = math.cttz %c : i32
  %4 = math.ctpop %c : i32
  %b = arith.constant -2 : i32
  %p = arith.constant 5 : i32
  %np = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %5 = math.ipowi %b, %p : i32
  %6 = math.ipowi %b, %np : i32
  %7 = math.ipowi %z, %np : i32
  %8 = math.ipowi %b, %z : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : i8, i8, i32, i32, i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @integers
// CHECK-DAG: %[[V0:[^ ,:]+]] = arith.constant 0 : i32
// CHECK-DAG: %[[V1:[^ ,:]+]] = arith.constant -1 : i32
// CHECK-DAG: %[[V2:[^ ,:]+]] = arith.constant -128 : i8
// CHECK-DAG: %[[V3:[^ ,:]+]] = arith.constant 3 : i8
// CHECK-DAG: %[[V4:[^ ,:]+]] = arith.constant 19 : i32
// CHECK-DAG: %[[V5:[^ ,:]+]] = arith.constant 12 : i32
// CHECK-DAG: %[[V6:[^ ,:]+]] = arith.constant 1 : i32
// CHECK-DAG: %[[V7:[^ ,:]+]] = arith.constant -32 : i32
// CHECK-NEXT: %[[V8:[^ ,:]+]] = math.ipowi %[[V0]], %[[V1]] : i32
// CHECK-NEXT: {{(func\.)?}}return %[[V2]], %[[V3]], %[[V4]], %[[V5]], %[[V6]], %[[V7]], %[[V0]], %[[V8]], %[[V6]] : i8, i8, i32, i32, i32, i32, i32, i32, i32


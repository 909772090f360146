// math dialect on f32 and f64, and integer math ops.
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @f(%v: f32) {
  func.call @printF32(%v) : (f32) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %x = arith.constant 2.25 : f32
  %n = arith.constant -1.5 : f32
  %0 = math.sqrt %x : f32
  func.call @f(%0) : (f32) -> ()
  %1 = math.exp %x : f32
  func.call @f(%1) : (f32) -> ()
  %2 = math.log %x : f32
  func.call @f(%2) : (f32) -> ()
  %3 = math.absf %n : f32
  func.call @f(%3) : (f32) -> ()
  %4 = math.floor %n : f32
  func.call @f(%4) : (f32) -> ()
  %5 = math.ceil %n : f32
  func.call @f(%5) : (f32) -> ()
  %6 = math.tanh %x : f32
  func.call @f(%6) : (f32) -> ()
  %7 = math.powf %x, %n : f32
  func.call @f(%7) : (f32) -> ()
  %8 = math.fma %x, %n, %x : f32
  func.call @f(%8) : (f32) -> ()
  %9 = math.sin %x : f32
  func.call @f(%9) : (f32) -> ()
  %10 = math.cos %x : f32
  func.call @f(%10) : (f32) -> ()
  %11 = math.log2 %x : f32
  func.call @f(%11) : (f32) -> ()
  %12 = math.rsqrt %x : f32
  func.call @f(%12) : (f32) -> ()
  %13 = math.trunc %n : f32
  func.call @f(%13) : (f32) -> ()
  %14 = math.round %n : f32
  func.call @f(%14) : (f32) -> ()
  %15 = math.copysign %x, %n : f32
  func.call @f(%15) : (f32) -> ()
  %16 = math.sqrt %n : f32
  func.call @f(%16) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %d = arith.constant 0.5 : f64
  %e = math.exp %d : f64
  func.call @printF64(%e) : (f64) -> ()
  func.call @printComma() : () -> ()
  %l = math.log10 %d : f64
  func.call @printF64(%l) : (f64) -> ()
  func.call @printComma() : () -> ()
  %at = math.atan2 %d, %d : f64
  func.call @printF64(%at) : (f64) -> ()
  func.call @printNewline() : () -> ()
  %i = arith.constant -12 : i64
  %ai = math.absi %i : i64
  func.call @printI64(%ai) : (i64) -> ()
  func.call @printComma() : () -> ()
  %v = arith.constant 40 : i64
  %lz = math.ctlz %v : i64
  func.call @printI64(%lz) : (i64) -> ()
  func.call @printComma() : () -> ()
  %tz = math.cttz %v : i64
  func.call @printI64(%tz) : (i64) -> ()
  func.call @printComma() : () -> ()
  %pc = math.ctpop %v : i64
  func.call @printI64(%pc) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

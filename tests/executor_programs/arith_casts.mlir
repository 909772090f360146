// Integer, index and float conversions and bitcasts.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @i(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %m = arith.constant -3 : i8
  %t = arith.constant true
  %s = arith.extsi %m : i8 to i64
  func.call @i(%s) : (i64) -> ()
  %u = arith.extui %m : i8 to i64
  func.call @i(%u) : (i64) -> ()
  %ts = arith.extsi %t : i1 to i64
  func.call @i(%ts) : (i64) -> ()
  %big = arith.constant 300 : i32
  %tr = arith.trunci %big : i32 to i8
  %tre = arith.extsi %tr : i8 to i64
  func.call @i(%tre) : (i64) -> ()
  %ix = arith.index_cast %m : i8 to index
  %ixi = arith.index_cast %ix : index to i64
  func.call @i(%ixi) : (i64) -> ()
  %iu = arith.index_castui %m : i8 to index
  %iui = arith.index_cast %iu : index to i64
  func.call @i(%iui) : (i64) -> ()
  func.call @printNewline() : () -> ()

  %f = arith.sitofp %m : i8 to f32
  func.call @printF32(%f) : (f32) -> ()
  func.call @printComma() : () -> ()
  %g = arith.uitofp %m : i8 to f32
  func.call @printF32(%g) : (f32) -> ()
  func.call @printComma() : () -> ()
  %x = arith.constant -7.9 : f32
  %xs = arith.fptosi %x : f32 to i32
  %xse = arith.extsi %xs : i32 to i64
  func.call @i(%xse) : (i64) -> ()
  %y = arith.constant 250.7 : f32
  %yu = arith.fptoui %y : f32 to i8
  %yue = arith.extui %yu : i8 to i64
  func.call @i(%yue) : (i64) -> ()
  %d = arith.constant 0.1 : f64
  %df = arith.truncf %d : f64 to f32
  %dd = arith.extf %df : f32 to f64
  func.call @printF64(%dd) : (f64) -> ()
  func.call @printComma() : () -> ()
  %one = arith.constant 1.0 : f32
  %bits = arith.bitcast %one : f32 to i32
  %bitse = arith.extsi %bits : i32 to i64
  func.call @i(%bitse) : (i64) -> ()
  %neg = arith.constant -2 : i64
  %nf = arith.bitcast %neg : i64 to f64
  %back = arith.bitcast %nf : f64 to i64
  func.call @i(%back) : (i64) -> ()
  %h = arith.constant 1.0e-3 : f32
  %hh = arith.truncf %h : f32 to f16
  %he = arith.extf %hh : f16 to f32
  func.call @printF32(%he) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// arith.addui_extended, arith.mului_extended, arith.mulsi_extended.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @i32(%v: i32) {
  %w = arith.extsi %v : i32 to i64
  func.call @printI64(%w) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant -1 : i32
  %b = arith.constant 7 : i32
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  func.call @i32(%sum) : (i32) -> ()
  %o = arith.extui %overflow : i1 to i32
  func.call @i32(%o) : (i32) -> ()
  %lo, %hi = arith.mului_extended %a, %b : i32
  func.call @i32(%lo) : (i32) -> ()
  func.call @i32(%hi) : (i32) -> ()
  %slo, %shi = arith.mulsi_extended %a, %b : i32
  func.call @i32(%slo) : (i32) -> ()
  func.call @i32(%shi) : (i32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// scf.while: Collatz steps, with values flowing from "before" to "after".
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @main() {
  %start = arith.constant 27 : i64
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  %three = arith.constant 3 : i64
  %final, %steps = scf.while (%n = %start, %k = %zero) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %n, %one : i64
    scf.condition(%more) %n, %k : i64, i64
  } do {
  ^bb0(%n: i64, %k: i64):
    %r = arith.remui %n, %two : i64
    %even = arith.cmpi eq, %r, %zero : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divui %n, %two : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %n, %three : i64
      %t1 = arith.addi %t, %one : i64
      scf.yield %t1 : i64
    }
    %k1 = arith.addi %k, %one : i64
    scf.yield %next, %k1 : i64, i64
  }
  func.call @printI64(%final) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%steps) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

// scf.execute_region with several blocks and cf branches inside.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @pick(%c: i1, %a: i64, %b: i64) -> i64 {
  %r = scf.execute_region -> i64 {
    cf.cond_br %c, ^bb1(%a : i64), ^bb2
  ^bb1(%v: i64):
    %w = arith.addi %v, %v : i64
    scf.yield %w : i64
  ^bb2:
    scf.yield %b : i64
  }
  return %r : i64
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.constant 21 : i64
  %b = arith.constant 5 : i64
  %x = func.call @pick(%t, %a, %b) : (i1, i64, i64) -> i64
  %y = func.call @pick(%f, %a, %b) : (i1, i64, i64) -> i64
  func.call @printI64(%x) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printI64(%y) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

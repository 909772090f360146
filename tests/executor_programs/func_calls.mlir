// func.call with several results, recursion, and calls through
// func.constant / func.call_indirect.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @fib(%n: i64) -> i64 {
  %two = arith.constant 2 : i64
  %lt = arith.cmpi slt, %n, %two : i64
  %r = scf.if %lt -> (i64) {
    scf.yield %n : i64
  } else {
    %one = arith.constant 1 : i64
    %a = arith.subi %n, %one : i64
    %b = arith.subi %n, %two : i64
    %fa = func.call @fib(%a) : (i64) -> i64
    %fb = func.call @fib(%b) : (i64) -> i64
    %s = arith.addi %fa, %fb : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
  %q = arith.divsi %a, %b : i64
  %r = arith.remsi %a, %b : i64
  return %q, %r : i64, i64
}

func.func @twice(%x: i64) -> i64 {
  %y = arith.addi %x, %x : i64
  return %y : i64
}

func.func @main() {
  %n = arith.constant 15 : i64
  %f = func.call @fib(%n) : (i64) -> i64
  func.call @printI64(%f) : (i64) -> ()
  func.call @printComma() : () -> ()
  %a = arith.constant 47 : i64
  %b = arith.constant 5 : i64
  %q, %r = func.call @divmod(%a, %b) : (i64, i64) -> (i64, i64)
  func.call @printI64(%q) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r) : (i64) -> ()
  func.call @printComma() : () -> ()
  %fn = func.constant @twice : (i64) -> i64
  %t = func.call_indirect %fn(%a) : (i64) -> i64
  func.call @printI64(%t) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

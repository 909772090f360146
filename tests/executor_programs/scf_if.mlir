// scf.if with and without results and else regions.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @classify(%x: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %neg = arith.cmpi slt, %x, %zero : i64
  %r = scf.if %neg -> (i64) {
    %m = arith.constant -1 : i64
    scf.yield %m : i64
  } else {
    %pos = arith.cmpi sgt, %x, %zero : i64
    %v = scf.if %pos -> (i64) {
      %one = arith.constant 1 : i64
      scf.yield %one : i64
    } else {
      scf.yield %zero : i64
    }
    scf.yield %v : i64
  }
  return %r : i64
}

func.func @main() {
  %a = arith.constant -5 : i64
  %b = arith.constant 0 : i64
  %c = arith.constant 9 : i64
  %ra = func.call @classify(%a) : (i64) -> i64
  %rb = func.call @classify(%b) : (i64) -> i64
  %rc = func.call @classify(%c) : (i64) -> i64
  func.call @printI64(%ra) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%rb) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%rc) : (i64) -> ()
  %t = arith.constant true
  scf.if %t {
    func.call @printComma() : () -> ()
    func.call @printI64(%c) : (i64) -> ()
  }
  %f = arith.constant false
  scf.if %f {
    func.call @printI64(%a) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()
  return
}

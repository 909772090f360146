// Unstructured control flow: cf.br, cf.cond_br with block arguments (a loop
// and swapped arguments), cf.switch, cf.assert.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @gcd(%a: i64, %b: i64) -> i64 {
  cf.br ^loop(%a, %b : i64, i64)
^loop(%x: i64, %y: i64):
  %zero = arith.constant 0 : i64
  %done = arith.cmpi eq, %y, %zero : i64
  cf.cond_br %done, ^exit(%x : i64), ^step(%x, %y : i64, i64)
^step(%p: i64, %q: i64):
  %r = arith.remsi %p, %q : i64
  cf.br ^loop(%q, %r : i64, i64)
^exit(%g: i64):
  return %g : i64
}

func.func @swap_count(%n: i64) -> (i64, i64) {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %two = arith.constant 2 : i64
  cf.br ^bb1(%one, %two, %zero : i64, i64, i64)
^bb1(%a: i64, %b: i64, %k: i64):
  %more = arith.cmpi slt, %k, %n : i64
  %k1 = arith.addi %k, %one : i64
  cf.cond_br %more, ^bb1(%b, %a, %k1 : i64, i64, i64), ^bb2
^bb2:
  return %a, %b : i64, i64
}

func.func @classify(%x: i32) -> i64 {
  cf.switch %x : i32, [
    default: ^other,
    0: ^zero,
    7: ^seven(%x : i32)
  ]
^zero:
  %z = arith.constant 100 : i64
  return %z : i64
^seven(%s: i32):
  %se = arith.extsi %s : i32 to i64
  return %se : i64
^other:
  %o = arith.constant -1 : i64
  return %o : i64
}

func.func @main() {
  %a = arith.constant 1071 : i64
  %b = arith.constant 462 : i64
  %g = func.call @gcd(%a, %b) : (i64, i64) -> i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printComma() : () -> ()
  %three = arith.constant 3 : i64
  %x, %y = func.call @swap_count(%three) : (i64) -> (i64, i64)
  func.call @printI64(%x) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%y) : (i64) -> ()
  func.call @printComma() : () -> ()
  %ok = arith.cmpi sgt, %g, %three : i64
  cf.assert %ok, "gcd is large"
  %v0 = arith.constant 0 : i32
  %v7 = arith.constant 7 : i32
  %v9 = arith.constant 9 : i32
  %r0 = func.call @classify(%v0) : (i32) -> i64
  %r7 = func.call @classify(%v7) : (i32) -> i64
  %r9 = func.call @classify(%v9) : (i32) -> i64
  func.call @printI64(%r0) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r7) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%r9) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

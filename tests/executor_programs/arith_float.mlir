// Floating-point arithmetic in f32 and f64, with IEEE special values.
func.func private @printF32(f32)
func.func private @printF64(f64)
func.func private @printNewline()
func.func private @printComma()

func.func @show(%v: f32) {
  func.call @printF32(%v) : (f32) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %a = arith.constant 0.1 : f32
  %b = arith.constant 0.2 : f32
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f32
  %m = arith.constant -2.5 : f32
  %big = arith.constant 3.0e38 : f32
  %s = arith.addf %a, %b : f32
  func.call @show(%s) : (f32) -> ()
  %d = arith.subf %a, %b : f32
  func.call @show(%d) : (f32) -> ()
  %p = arith.mulf %a, %m : f32
  func.call @show(%p) : (f32) -> ()
  %q = arith.divf %a, %b : f32
  func.call @show(%q) : (f32) -> ()
  %inf = arith.divf %a, %z : f32
  func.call @show(%inf) : (f32) -> ()
  %ninf = arith.divf %m, %z : f32
  func.call @show(%ninf) : (f32) -> ()
  %over = arith.mulf %big, %big : f32
  func.call @show(%over) : (f32) -> ()
  %r = arith.remf %m, %b : f32
  func.call @show(%r) : (f32) -> ()
  %n = arith.negf %m : f32
  func.call @show(%n) : (f32) -> ()
  %mx = arith.maximumf %a, %m : f32
  func.call @show(%mx) : (f32) -> ()
  %mn = arith.minimumf %a, %m : f32
  func.call @show(%mn) : (f32) -> ()
  %mxn = arith.maxnumf %a, %m : f32
  func.call @show(%mxn) : (f32) -> ()
  %mnn = arith.minnumf %a, %m : f32
  func.call @show(%mnn) : (f32) -> ()
  %zz = arith.minimumf %z, %nz : f32
  func.call @show(%zz) : (f32) -> ()
  func.call @printNewline() : () -> ()

  %x = arith.constant 0.1 : f64
  %y = arith.constant 0.2 : f64
  %xy = arith.addf %x, %y : f64
  %k = arith.constant 1.0e-300 : f64
  %tiny = arith.mulf %k, %k : f64
  %third = arith.divf %x, %y : f64
  func.call @printF64(%xy) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%tiny) : (f64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF64(%third) : (f64) -> ()
  func.call @printNewline() : () -> ()

  // Accumulating in f32 rounds at every step.
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %sum = scf.for %i = %c0 to %c1000 step %c1 iter_args(%acc = %z) -> (f32) {
    %next = arith.addf %acc, %a : f32
    scf.yield %next : f32
  }
  func.call @show(%sum) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

// xdsl-run with --symbol and --args on a recursive function whose base case
// is an scf.if (our class), as xDSL's own runner examples do.
// RUN: xdsl-run --symbol power --args "3 : i64, 4 : i64" --verbose %s | filecheck %s
// RUN: xdsl-run --symbol power --args "2 : i64, 0 : i64" --verbose %s | filecheck %s --check-prefix=ZERO
// RUN: xdsl-run %s | filecheck %s --check-prefix=MAIN

func.func @power(%base: i64, %exp: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %done = arith.cmpi eq, %exp, %c0 : i64
  %r = scf.if %done -> (i64) {
    scf.yield %c1 : i64
  } else {
    %e1 = arith.subi %exp, %c1 : i64
    %rest = func.call @power(%base, %e1) : (i64, i64) -> i64
    %p = arith.muli %rest, %base : i64
    scf.yield %p : i64
  }
  func.return %r : i64
}

func.func @main() {
  %b = arith.constant 5 : i64
  %e = arith.constant 3 : i64
  %r = func.call @power(%b, %e) : (i64, i64) -> i64
  printf.print_format "5^3 = {}\n", %r : i64
  func.return
}

// CHECK: result: 81
// ZERO:  result: 1
// MAIN:  5^3 = 125

// xdsl-run (xDSL's interpreter) on scf ops, whose classes the plugin
// replaces: if, for with iter_args, while/condition, index_switch, yield.
// RUN: xdsl-run --verbose %s | filecheck %s

func.func @collatz_steps(%start: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %result:2 = scf.while (%n = %start, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %not_one = arith.cmpi ne, %n, %c1 : i64
    scf.condition(%not_one) %n, %steps : i64, i64
  } do {
  ^bb0(%m: i64, %s: i64):
    %rem = arith.remsi %m, %c2 : i64
    %is_even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %is_even -> (i64) {
      %half = arith.divsi %m, %c2 : i64
      scf.yield %half : i64
    } else {
      %triple = arith.muli %m, %c3 : i64
      %plus = arith.addi %triple, %c1 : i64
      scf.yield %plus : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  func.return %result#1 : i64
}

func.func @main() -> (i64, i32) {
  %lb = arith.constant 0 : index
  %ub = arith.constant 5 : index
  %step = arith.constant 1 : index
  %seed = arith.constant 0 : i32
  // Sum over i in [0, 5) of (10 for i == 1, 20 for i == 3, i otherwise).
  %sum = scf.for %i = %lb to %ub step %step iter_args(%acc = %seed) -> (i32) {
    %picked = scf.index_switch %i -> i32
    case 1 {
      %ten = arith.constant 10 : i32
      scf.yield %ten : i32
    }
    case 3 {
      %twenty = arith.constant 20 : i32
      scf.yield %twenty : i32
    }
    default {
      %as_int = arith.index_cast %i : index to i32
      scf.yield %as_int : i32
    }
    %acc1 = arith.addi %acc, %picked : i32
    printf.print_format "step {} acc {}\n", %i : index, %acc1 : i32
    scf.yield %acc1 : i32
  }
  %n = arith.constant 27 : i64
  %steps = func.call @collatz_steps(%n) : (i64) -> i64
  func.return %steps, %sum : i64, i32
}

// CHECK:      step 0 acc 0
// CHECK-NEXT: step 1 acc 10
// CHECK-NEXT: step 2 acc 12
// CHECK-NEXT: step 3 acc 32
// CHECK-NEXT: step 4 acc 36
// CHECK-NEXT: result: (
// CHECK-NEXT:     111,
// CHECK-NEXT:     36
// CHECK-NEXT: )

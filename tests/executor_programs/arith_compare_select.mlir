// arith.cmpi (all predicates, signed and unsigned), arith.cmpf (ordered and
// unordered, with NaN) and arith.select.
func.func private @printI64(i64)
func.func private @printNewline()

func.func @bit(%b: i1) {
  %w = arith.extui %b : i1 to i64
  func.call @printI64(%w) : (i64) -> ()
  return
}

func.func @ints(%a: i32, %b: i32) {
  %0 = arith.cmpi eq, %a, %b : i32
  func.call @bit(%0) : (i1) -> ()
  %1 = arith.cmpi ne, %a, %b : i32
  func.call @bit(%1) : (i1) -> ()
  %2 = arith.cmpi slt, %a, %b : i32
  func.call @bit(%2) : (i1) -> ()
  %3 = arith.cmpi sle, %a, %b : i32
  func.call @bit(%3) : (i1) -> ()
  %4 = arith.cmpi sgt, %a, %b : i32
  func.call @bit(%4) : (i1) -> ()
  %5 = arith.cmpi sge, %a, %b : i32
  func.call @bit(%5) : (i1) -> ()
  %6 = arith.cmpi ult, %a, %b : i32
  func.call @bit(%6) : (i1) -> ()
  %7 = arith.cmpi ule, %a, %b : i32
  func.call @bit(%7) : (i1) -> ()
  %8 = arith.cmpi ugt, %a, %b : i32
  func.call @bit(%8) : (i1) -> ()
  %9 = arith.cmpi uge, %a, %b : i32
  func.call @bit(%9) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @floats(%a: f32, %b: f32) {
  %0 = arith.cmpf oeq, %a, %b : f32
  func.call @bit(%0) : (i1) -> ()
  %1 = arith.cmpf one, %a, %b : f32
  func.call @bit(%1) : (i1) -> ()
  %2 = arith.cmpf olt, %a, %b : f32
  func.call @bit(%2) : (i1) -> ()
  %3 = arith.cmpf ole, %a, %b : f32
  func.call @bit(%3) : (i1) -> ()
  %4 = arith.cmpf ogt, %a, %b : f32
  func.call @bit(%4) : (i1) -> ()
  %5 = arith.cmpf oge, %a, %b : f32
  func.call @bit(%5) : (i1) -> ()
  %6 = arith.cmpf ord, %a, %b : f32
  func.call @bit(%6) : (i1) -> ()
  %7 = arith.cmpf ueq, %a, %b : f32
  func.call @bit(%7) : (i1) -> ()
  %8 = arith.cmpf une, %a, %b : f32
  func.call @bit(%8) : (i1) -> ()
  %9 = arith.cmpf ult, %a, %b : f32
  func.call @bit(%9) : (i1) -> ()
  %10 = arith.cmpf uge, %a, %b : f32
  func.call @bit(%10) : (i1) -> ()
  %11 = arith.cmpf uno, %a, %b : f32
  func.call @bit(%11) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

func.func @main() {
  %m1 = arith.constant -1 : i32
  %five = arith.constant 5 : i32
  func.call @ints(%m1, %five) : (i32, i32) -> ()
  func.call @ints(%five, %five) : (i32, i32) -> ()
  %x = arith.constant 1.5 : f32
  %y = arith.constant 2.5 : f32
  %nan = arith.constant 0x7FC00000 : f32
  func.call @floats(%x, %y) : (f32, f32) -> ()
  func.call @floats(%x, %x) : (f32, f32) -> ()
  func.call @floats(%x, %nan) : (f32, f32) -> ()
  %c = arith.cmpi slt, %m1, %five : i32
  %s = arith.select %c, %m1, %five : i32
  %se = arith.extsi %s : i32 to i64
  func.call @printI64(%se) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

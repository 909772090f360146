// Integer arithmetic: wrap-around, signed and unsigned division, shifts,
// bitwise ops and min/max on i8, i32, i64 and index.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @show(%v: i64) {
  func.call @printI64(%v) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @show8(%v: i8) {
  %w = arith.extsi %v : i8 to i64
  func.call @show(%w) : (i64) -> ()
  return
}

func.func @main() {
  %a = arith.constant 100 : i8
  %b = arith.constant 77 : i8
  %m = arith.constant -7 : i8
  %two = arith.constant 2 : i8
  %s = arith.addi %a, %b : i8
  func.call @show8(%s) : (i8) -> ()
  %d = arith.subi %m, %a : i8
  func.call @show8(%d) : (i8) -> ()
  %p = arith.muli %a, %b : i8
  func.call @show8(%p) : (i8) -> ()
  %q1 = arith.divsi %m, %two : i8
  func.call @show8(%q1) : (i8) -> ()
  %q2 = arith.divui %m, %two : i8
  func.call @show8(%q2) : (i8) -> ()
  %r1 = arith.remsi %m, %two : i8
  func.call @show8(%r1) : (i8) -> ()
  %r2 = arith.remui %m, %two : i8
  func.call @show8(%r2) : (i8) -> ()
  %cd1 = arith.ceildivsi %m, %two : i8
  func.call @show8(%cd1) : (i8) -> ()
  %cd2 = arith.ceildivui %b, %two : i8
  func.call @show8(%cd2) : (i8) -> ()
  %f1 = arith.floordivsi %m, %two : i8
  func.call @show8(%f1) : (i8) -> ()
  func.call @printNewline() : () -> ()

  %x = arith.constant 0x0F0F : i32
  %y = arith.constant -256 : i32
  %three = arith.constant 3 : i32
  %and = arith.andi %x, %y : i32
  %or = arith.ori %x, %y : i32
  %xor = arith.xori %x, %y : i32
  %shl = arith.shli %y, %three : i32
  %shrs = arith.shrsi %y, %three : i32
  %shru = arith.shrui %y, %three : i32
  %maxs = arith.maxsi %x, %y : i32
  %mins = arith.minsi %x, %y : i32
  %maxu = arith.maxui %x, %y : i32
  %minu = arith.minui %x, %y : i32
  %vals = memref.alloca() : memref<10xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c6 = arith.constant 6 : index
  %c7 = arith.constant 7 : index
  %c8 = arith.constant 8 : index
  %c9 = arith.constant 9 : index
  memref.store %and, %vals[%c0] : memref<10xi32>
  memref.store %or, %vals[%c1] : memref<10xi32>
  memref.store %xor, %vals[%c2] : memref<10xi32>
  memref.store %shl, %vals[%c3] : memref<10xi32>
  memref.store %shrs, %vals[%c4] : memref<10xi32>
  memref.store %shru, %vals[%c5] : memref<10xi32>
  memref.store %maxs, %vals[%c6] : memref<10xi32>
  memref.store %mins, %vals[%c7] : memref<10xi32>
  memref.store %maxu, %vals[%c8] : memref<10xi32>
  memref.store %minu, %vals[%c9] : memref<10xi32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %vals[%i] : memref<10xi32>
    %w = arith.extsi %v : i32 to i64
    func.call @show(%w) : (i64) -> ()
  }
  func.call @printNewline() : () -> ()

  %big = arith.constant 9223372036854775807 : i64
  %one = arith.constant 1 : i64
  %wrap = arith.addi %big, %one : i64
  func.call @show(%wrap) : (i64) -> ()
  %neg = arith.constant -9 : index
  %four = arith.constant 4 : index
  %id = arith.divsi %neg, %four : index
  %ir = arith.remsi %neg, %four : index
  %if = arith.floordivsi %neg, %four : index
  %ic = arith.ceildivsi %neg, %four : index
  %idi = arith.index_cast %id : index to i64
  %iri = arith.index_cast %ir : index to i64
  %ifi = arith.index_cast %if : index to i64
  %ici = arith.index_cast %ic : index to i64
  func.call @show(%idi) : (i64) -> ()
  func.call @show(%iri) : (i64) -> ()
  func.call @show(%ifi) : (i64) -> ()
  func.call @show(%ici) : (i64) -> ()
  %t = arith.constant true
  %f = arith.constant false
  %bx = arith.xori %t, %f : i1
  %ba = arith.addi %t, %t : i1
  %bxe = arith.extui %bx : i1 to i64
  %bae = arith.extui %ba : i1 to i64
  func.call @show(%bxe) : (i64) -> ()
  func.call @show(%bae) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}

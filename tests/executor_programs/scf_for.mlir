// scf.for: nested loops, several iteration arguments, empty and strided ranges.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %sum, %count = scf.for %i = %c0 to %c10 step %c3 iter_args(%s = %zero, %k = %zero) -> (i64, i64) {
    %ii = arith.index_cast %i : index to i64
    %s2 = arith.addi %s, %ii : i64
    %k2 = arith.addi %k, %one : i64
    scf.yield %s2, %k2 : i64, i64
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%count) : (i64) -> ()
  func.call @printComma() : () -> ()
  %none = scf.for %i = %c10 to %c0 step %c1 iter_args(%s = %one) -> (i64) {
    %s2 = arith.addi %s, %s : i64
    scf.yield %s2 : i64
  }
  func.call @printI64(%none) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %m = memref.alloc() : memref<3x4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c10 step %c3 {
      %j4 = arith.divui %j, %c3 : index
      %p = arith.muli %i, %j4 : index
      %pi = arith.index_cast %p : index to i64
      %pf = arith.sitofp %pi : i64 to f32
      memref.store %pf, %m[%i, %j4] : memref<3x4xf32>
    }
  }
  %u = memref.cast %m : memref<3x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<3x4xf32>
  %i32lb = arith.constant 2 : i32
  %i32ub = arith.constant 7 : i32
  %i32st = arith.constant 2 : i32
  %init = arith.constant 0 : i32
  %t = scf.for %i = %i32lb to %i32ub step %i32st iter_args(%acc = %init) -> (i32) : i32 {
    %a = arith.addi %acc, %i : i32
    scf.yield %a : i32
  }
  %te = arith.extsi %t : i32 to i64
  func.call @printI64(%te) : (i64) -> ()
  func.call @printNewline() : () -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)

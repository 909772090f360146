// memref.alloca in a function, in a loop body inside memref.alloca_scope,
// and memref.alloca_scope with a result.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @sum_of_squares(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %tmp = memref.alloca(%n) : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %sq = arith.muli %ii, %ii : i64
    memref.store %sq, %tmp[%i] : memref<?xi64>
  }
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = memref.load %tmp[%i] : memref<?xi64>
    %a = arith.addi %acc, %v : i64
    scf.yield %a : i64
  }
  return %s : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %s = func.call @sum_of_squares(%c10) : (index) -> i64
  func.call @printI64(%s) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %out = memref.alloca() : memref<4xi64>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.alloca_scope {
      %cell = memref.alloca() : memref<2xi64>
      %ii = arith.index_cast %i : index to i64
      memref.store %ii, %cell[%c0] : memref<2xi64>
      memref.store %ii, %cell[%c1] : memref<2xi64>
      %a = memref.load %cell[%c0] : memref<2xi64>
      %b = memref.load %cell[%c1] : memref<2xi64>
      %p = arith.muli %a, %b : i64
      memref.store %p, %out[%i] : memref<4xi64>
    }
  }
  %total = memref.alloca_scope -> (i64) {
    %t = memref.alloca() : memref<i64>
    %c3 = arith.constant 3 : index
    %v = memref.load %out[%c3] : memref<4xi64>
    memref.store %v, %t[] : memref<i64>
    %w = memref.load %t[] : memref<i64>
    memref.alloca_scope.return %w : i64
  }
  func.call @printI64(%total) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.cast %out : memref<4xi64> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}

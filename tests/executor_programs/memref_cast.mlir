// memref.cast between static, dynamic and unranked types, and memref.rank of
// an unranked memref.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @fill(%m: memref<?xi64>, %v: i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c0 : memref<?xi64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %w = arith.addi %ii, %v : i64
    memref.store %w, %m[%i] : memref<?xi64>
  }
  return
}

func.func @main() {
  %m = memref.alloc() : memref<5xi64>
  %d = memref.cast %m : memref<5xi64> to memref<?xi64>
  %ten = arith.constant 10 : i64
  func.call @fill(%d, %ten) : (memref<?xi64>, i64) -> ()
  %s = memref.cast %d : memref<?xi64> to memref<5xi64>
  %u = memref.cast %s : memref<5xi64> to memref<*xi64>
  %r = memref.rank %u : memref<*xi64>
  %ri = arith.index_cast %r : index to i64
  func.call @printI64(%ri) : (i64) -> ()
  func.call @printNewline() : () -> ()
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  %back = memref.cast %u : memref<*xi64> to memref<?xi64>
  %c0 = arith.constant 0 : index
  %first = memref.load %back[%c0] : memref<?xi64>
  func.call @printI64(%first) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %m : memref<5xi64>
  return
}

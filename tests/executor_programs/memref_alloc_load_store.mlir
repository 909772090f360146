// memref.alloc with static and dynamic sizes, load, store, dim, rank, dealloc.
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 5 : index
  %m = memref.alloc(%n) : memref<3x?xf64>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %k = arith.muli %i, %n : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i64
      %lf = arith.sitofp %li : i64 to f64
      %half = arith.constant 0.5 : f64
      %v = arith.mulf %lf, %half : f64
      memref.store %v, %m[%i, %j] : memref<3x?xf64>
    }
  }
  %d1 = memref.dim %m, %c1 : memref<3x?xf64>
  %r = memref.rank %m : memref<3x?xf64>
  %d1i = arith.index_cast %d1 : index to i64
  %ri = arith.index_cast %r : index to i64
  func.call @printI64(%d1i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ri) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %x = memref.load %m[%c1, %c3] : memref<3x?xf64>
  %x2 = arith.addf %x, %x : f64
  memref.store %x2, %m[%c0, %c0] : memref<3x?xf64>
  %u = memref.cast %m : memref<3x?xf64> to memref<*xf64>
  func.call @printMemrefF64(%u) : (memref<*xf64>) -> ()
  memref.dealloc %m : memref<3x?xf64>
  %s = memref.alloc() {alignment = 128 : i64} : memref<4xi32>
  %v7 = arith.constant 7 : i32
  scf.for %i = %c0 to %c3 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %w = arith.muli %ii, %v7 : i32
    memref.store %w, %s[%i] : memref<4xi32>
  }
  %m1 = arith.constant -1 : i32
  memref.store %m1, %s[%c3] : memref<4xi32>
  %su = memref.cast %s : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%su) : (memref<*xi32>) -> ()
  memref.dealloc %s : memref<4xi32>
  %z = memref.alloc() : memref<i64>
  %big = arith.constant 12345678901 : i64
  memref.store %big, %z[] : memref<i64>
  %zv = memref.load %z[] : memref<i64>
  func.call @printI64(%zv) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %z : memref<i64>
  return
}

// scf.parallel over two dimensions with two scf.reduce reductions, and a
// parallel loop writing a memref.
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0 : i64
  %one = arith.constant 1.0 : f32
  %sum, %prod = scf.parallel (%i, %j) = (%c0, %c1) to (%c3, %c4) step (%c1, %c1) init (%zero, %one) -> (i64, f32) {
    %p = arith.muli %i, %j : index
    %pi = arith.index_cast %p : index to i64
    %jj = arith.index_cast %j : index to i64
    %jf = arith.sitofp %jj : i64 to f32
    scf.reduce(%pi, %jf : i64, f32) {
    ^bb0(%lhs: i64, %rhs: i64):
      %s = arith.addi %lhs, %rhs : i64
      scf.reduce.return %s : i64
    }, {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.mulf %lhs, %rhs : f32
      scf.reduce.return %m : f32
    }
  }
  func.call @printI64(%sum) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%prod) : (f32) -> ()
  func.call @printNewline() : () -> ()
  %m = memref.alloc() : memref<2x4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c4) step (%c1, %c2) {
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i64
    %sf = arith.sitofp %si : i64 to f32
    memref.store %sf, %m[%i, %j] : memref<2x4xf32>
    %j1 = arith.addi %j, %c1 : index
    memref.store %one, %m[%i, %j1] : memref<2x4xf32>
    scf.reduce
  }
  %u = memref.cast %m : memref<2x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<2x4xf32>
  return
}

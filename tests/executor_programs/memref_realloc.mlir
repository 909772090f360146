// memref.realloc growing and shrinking a buffer: the first elements are kept,
// the old buffer is freed.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %m = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %m[%i] : memref<4xf32>
  }
  %grown = memref.realloc %m(%c6) : memref<4xf32> to memref<?xf32>
  %nine = arith.constant 9.0 : f32
  %c5 = arith.constant 5 : index
  memref.store %nine, %grown[%c4] : memref<?xf32>
  memref.store %nine, %grown[%c5] : memref<?xf32>
  %u = memref.cast %grown : memref<?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %shrunk = memref.realloc %grown : memref<?xf32> to memref<3xf32>
  %v = memref.cast %shrunk : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  memref.dealloc %shrunk : memref<3xf32>
  return
}

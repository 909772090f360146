// memref.reinterpret_cast: a new view of the same buffer with another offset,
// sizes and strides (static and dynamic).
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c12 = arith.constant 12 : index
  %a = memref.alloc() : memref<12xi32>
  scf.for %i = %c0 to %c12 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %a[%i] : memref<12xi32>
  }
  %m = memref.reinterpret_cast %a to offset: [0], sizes: [3, 4], strides: [4, 1] : memref<12xi32> to memref<3x4xi32>
  %u = memref.cast %m : memref<3x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %t = memref.reinterpret_cast %a to offset: [%c1], sizes: [4, %c2], strides: [1, 4] : memref<12xi32> to memref<4x?xi32, strided<[1, 4], offset: ?>>
  %v = memref.cast %t : memref<4x?xi32, strided<[1, 4], offset: ?>> to memref<*xi32>
  func.call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<12xi32>
  return
}

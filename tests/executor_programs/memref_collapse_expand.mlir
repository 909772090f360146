// memref.collapse_shape and memref.expand_shape (static and dynamic output
// shapes), on contiguous buffers and strided views.
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c24 = arith.constant 24 : index
  %a = memref.alloc() : memref<2x3x4xi32>
  %flat = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x4xi32> into memref<24xi32>
  scf.for %i = %c0 to %c24 step %c1 {
    %ii = arith.index_cast %i : index to i32
    memref.store %ii, %flat[%i] : memref<24xi32>
  }
  %m = memref.collapse_shape %a [[0, 1], [2]] : memref<2x3x4xi32> into memref<6x4xi32>
  %u = memref.cast %m : memref<6x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %e = memref.expand_shape %flat [[0, 1]] output_shape [4, 6] : memref<24xi32> into memref<4x6xi32>
  %v = memref.cast %e : memref<4x6xi32> to memref<*xi32>
  func.call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  %dyn = memref.cast %flat : memref<24xi32> to memref<?xi32>
  %d = memref.expand_shape %dyn [[0, 1, 2]] output_shape [%c2, 3, 4] : memref<?xi32> into memref<?x3x4xi32>
  %sub = memref.subview %d[0, 1, 0] [2, 1, 4] [1, 1, 1] : memref<?x3x4xi32> to memref<2x4xi32, strided<[12, 1], offset: 4>>
  %w = memref.cast %sub : memref<2x4xi32, strided<[12, 1], offset: 4>> to memref<*xi32>
  func.call @printMemrefI32(%w) : (memref<*xi32>) -> ()
  %ex = memref.expand_shape %sub [[0], [1, 2]] output_shape [2, 2, 2] : memref<2x4xi32, strided<[12, 1], offset: 4>> into memref<2x2x2xi32, strided<[12, 2, 1], offset: 4>>
  %x = memref.cast %ex : memref<2x2x2xi32, strided<[12, 2, 1], offset: 4>> to memref<*xi32>
  func.call @printMemrefI32(%x) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<2x3x4xi32>
  return
}

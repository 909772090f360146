// memref.subview: static and dynamic offsets, sizes and strides, rank
// reduction, subviews of subviews; writes through a view are seen by the
// original buffer.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<6x6xf32>
  scf.for %i = %c0 to %c6 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %k = arith.muli %i, %c6 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      memref.store %f, %a[%i, %j] : memref<6x6xf32>
    }
  }
  %s1 = memref.subview %a[1, %c2] [%c2, 3] [2, 1] : memref<6x6xf32> to memref<?x3xf32, strided<[12, 1], offset: ?>>
  %u1 = memref.cast %s1 : memref<?x3xf32, strided<[12, 1], offset: ?>> to memref<*xf32>
  func.call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %row = memref.subview %a[4, 0] [1, 6] [1, 1] : memref<6x6xf32> to memref<6xf32, strided<[1], offset: 24>>
  %u2 = memref.cast %row : memref<6xf32, strided<[1], offset: 24>> to memref<*xf32>
  func.call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  %inner = memref.subview %s1[1, 1] [1, 2] [1, 1] : memref<?x3xf32, strided<[12, 1], offset: ?>> to memref<2xf32, strided<[1], offset: ?>>
  memref.store %zero, %inner[%c1] : memref<2xf32, strided<[1], offset: ?>>
  %u3 = memref.cast %inner : memref<2xf32, strided<[1], offset: ?>> to memref<*xf32>
  func.call @printMemrefF32(%u3) : (memref<*xf32>) -> ()
  %ua = memref.cast %a : memref<6x6xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<6x6xf32>
  return
}

// memref.copy between contiguous buffers and between strided views.
func.func private @printMemrefI32(memref<*xi32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4x4xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      memref.store %li, %a[%i, %j] : memref<4x4xi32>
    }
  }
  %b = memref.alloc() : memref<4x4xi32>
  memref.copy %a, %b : memref<4x4xi32> to memref<4x4xi32>
  // Copy the transposed-ish 2x2 corner with strides into the other corner.
  %src = memref.subview %a[0, 0] [2, 2] [2, 2] : memref<4x4xi32> to memref<2x2xi32, strided<[8, 2]>>
  %dst = memref.subview %b[2, 2] [2, 2] [1, 1] : memref<4x4xi32> to memref<2x2xi32, strided<[4, 1], offset: 10>>
  memref.copy %src, %dst : memref<2x2xi32, strided<[8, 2]>> to memref<2x2xi32, strided<[4, 1], offset: 10>>
  %u = memref.cast %b : memref<4x4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %col = memref.subview %a[0, 3] [4, 1] [1, 1] : memref<4x4xi32> to memref<4xi32, strided<[4], offset: 3>>
  %c = memref.alloc() : memref<4xi32>
  memref.copy %col, %c : memref<4xi32, strided<[4], offset: 3>> to memref<4xi32>
  %v = memref.cast %c : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%v) : (memref<*xi32>) -> ()
  memref.dealloc %a : memref<4x4xi32>
  memref.dealloc %b : memref<4x4xi32>
  memref.dealloc %c : memref<4xi32>
  return
}

// memref.memory_space_cast and memref.assume_alignment keep the view.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() {alignment = 64 : i64} : memref<2xf32>
  %s = memref.memory_space_cast %a : memref<2xf32> to memref<2xf32, 1>
  %b = memref.memory_space_cast %s : memref<2xf32, 1> to memref<2xf32>
  %c = memref.assume_alignment %b, 64 : memref<2xf32>
  %x = arith.constant 3.5 : f32
  %y = arith.constant -1.25 : f32
  memref.store %x, %c[%c0] : memref<2xf32>
  memref.store %y, %c[%c1] : memref<2xf32>
  %u = memref.cast %b : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2xf32>
  return
}

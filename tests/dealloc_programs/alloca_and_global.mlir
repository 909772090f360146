// memref.alloca and memref.get_global are never owned: nothing frees them;
// returning a global returns a copy.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

memref.global "private" constant @table : memref<3xf32> = dense<[1.0, 2.0, 3.0]>

func.func @get_table() -> memref<3xf32> {
  %g = memref.get_global @table : memref<3xf32>
  return %g : memref<3xf32>
}

func.func @scratch(%x: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %s = memref.alloca() : memref<3xf32>
  %g = memref.get_global @table : memref<3xf32>
  memref.copy %g, %s : memref<3xf32> to memref<3xf32>
  memref.store %x, %s[%c1] : memref<3xf32>
  %v = memref.load %s[%c1] : memref<3xf32>
  return %v : f32
}

func.func @main() {
  %x = arith.constant 8.0 : f32
  %t = call @get_table() : () -> memref<3xf32>
  %v = call @scratch(%x) : (f32) -> f32
  %u = memref.cast %t : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @printF32(%v) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// A function returns a buffer it allocates: ownership passes to the caller
// (function boundary ABI), which frees it after its last use.
func.func private @printMemrefF32(memref<*xf32>)

func.func @make(%x: f32, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?xf32>)
  return %a : memref<?xf32>
}

func.func @main() {
  %x = arith.constant 2.0 : f32
  %n = arith.constant 3 : index
  %a = call @make(%x, %n) : (f32, index) -> memref<?xf32>
  %b = call @make(%x, %n) : (f32, index) -> memref<?xf32>
  memref.copy %a, %b : memref<?xf32> to memref<?xf32>
  %u = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

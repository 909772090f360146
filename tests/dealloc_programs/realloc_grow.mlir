// memref.realloc grows a buffer (expand-realloc turns it into an allocation
// and a copy when it must grow, a reinterpret_cast otherwise).
func.func private @printMemrefF32(memref<*xf32>)

func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2xf32>
  %x = arith.constant 4.0 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  %b = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @main() {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %a = call @grow(%c2) : (index) -> memref<?xf32>
  %b = call @grow(%c1) : (index) -> memref<?xf32>
  %v = memref.load %a[%c1] : memref<?xf32>
  %w = memref.load %b[%c0] : memref<?xf32>
  %sum = arith.addf %v, %w : f32
  %r = memref.alloc() : memref<1xf32>
  memref.store %sum, %r[%c0] : memref<1xf32>
  %u = memref.cast %r : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

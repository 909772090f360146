// Straight-line code: two allocations, a copy between them, loads.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @compute(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  %v = memref.load %b[%c1] : memref<4xf32>
  %w = arith.addf %v, %x : f32
  memref.store %w, %b[%c0] : memref<4xf32>
  %r = memref.load %b[%c0] : memref<4xf32>
  return %r : f32
}

func.func @main() {
  %x = arith.constant 1.5 : f32
  %r = call @compute(%x) : (f32) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

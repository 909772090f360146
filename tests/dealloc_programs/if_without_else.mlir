// An scf.if without else (no results) allocates a temporary inside.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @maybe(%c: i1, %out: memref<1xf32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    %tmp = memref.alloc() : memref<4xf32>
    %x = arith.constant 4.0 : f32
    linalg.fill ins(%x : f32) outs(%tmp : memref<4xf32>)
    %v = memref.load %tmp[%c0] : memref<4xf32>
    memref.store %v, %out[%c0] : memref<1xf32>
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %out = memref.alloc() : memref<1xf32>
  %z = arith.constant 0.0 : f32
  memref.store %z, %out[%c0] : memref<1xf32>
  %t = arith.constant true
  %f = arith.constant false
  call @maybe(%f, %out) : (i1, memref<1xf32>) -> ()
  %a = memref.load %out[%c0] : memref<1xf32>
  call @maybe(%t, %out) : (i1, memref<1xf32>) -> ()
  %b = memref.load %out[%c0] : memref<1xf32>
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// An explicit loop that reads a buffer defined before it (live around the
// back edge) and allocates a temporary in each iteration. MLIR 22 rejects
// explicit loops.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @sum(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %data = memref.alloc(%n) : memref<?xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%data : memref<?xf32>)
  %zero = arith.constant 0.0 : f32
  cf.br ^header(%c0, %zero : index, f32)
^header(%i: index, %acc: f32):
  %more = arith.cmpi ult, %i, %n : index
  cf.cond_br %more, ^body, ^exit
^body:
  %tmp = memref.alloc() : memref<1xf32>
  %v = memref.load %data[%i] : memref<?xf32>
  memref.store %v, %tmp[%c0] : memref<1xf32>
  %w = memref.load %tmp[%c0] : memref<1xf32>
  %acc2 = arith.addf %acc, %w : f32
  %i2 = arith.addi %i, %c1 : index
  cf.br ^header(%i2, %acc2 : index, f32)
^exit:
  return %acc : f32
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %r = call @sum(%c3) : (index) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// Seed 001's `dealloc_test`: scf.if yields a new allocation or the argument;
// the result is deallocated only when the allocation was taken.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @dealloc_test(%c: i1, %m: memref<5xf32>, %idx: index, %f: f32) -> f32 {
  %0 = scf.if %c -> memref<5xf32> {
    %1 = memref.alloc() : memref<5xf32>
    linalg.fill ins(%f: f32) outs(%1 : memref<5xf32>)
    scf.yield %1 : memref<5xf32>
  } else {
    scf.yield %m : memref<5xf32>
  }
  %r = memref.load %0[%idx] : memref<5xf32>
  return %r : f32
}

func.func @main() {
  %m = memref.alloc() : memref<5xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%m : memref<5xf32>)
  %f = arith.constant 4.0 : f32
  %i = arith.constant 2 : index
  %t = arith.constant true
  %fa = arith.constant false
  %a = call @dealloc_test(%t, %m, %i, %f) : (i1, memref<5xf32>, index, f32) -> f32
  %b = call @dealloc_test(%fa, %m, %i, %f) : (i1, memref<5xf32>, index, f32) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

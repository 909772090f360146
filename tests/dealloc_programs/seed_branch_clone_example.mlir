// Seed 000's `branch` example (where the old pass needed clones): ^bb3
// receives a new allocation or one made before the branch; the one from
// before is freed after ^bb3, the other when ^bb3 owns it.
func.func private @printMemrefF32(memref<*xf32>)

func.func @branch(%arg0: i1, %out: memref<2xf32>) {
  %0 = memref.alloc() : memref<2xf32>
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%0 : memref<2xf32>)
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  %1 = memref.alloc() : memref<2xf32>
  %y = arith.constant 2.0 : f32
  linalg.fill ins(%y : f32) outs(%1 : memref<2xf32>)
  cf.br ^bb3(%1 : memref<2xf32>)
^bb2:
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%2: memref<2xf32>):
  memref.copy %2, %out : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %out = memref.alloc() : memref<2xf32>
  %u = memref.cast %out : memref<2xf32> to memref<*xf32>
  %t = arith.constant true
  %f = arith.constant false
  call @branch(%t, %out) : (i1, memref<2xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @branch(%f, %out) : (i1, memref<2xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

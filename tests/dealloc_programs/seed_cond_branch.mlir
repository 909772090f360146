// Seed 004's `condBranch` diamond: ^bb3 receives the argument or a new
// allocation, which it frees only if it came from ^bb2.
func.func private @printMemrefF32(memref<*xf32>)

func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  memref.copy %arg1, %arg2 : memref<2xf32> to memref<2xf32>
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  %x = arith.constant 9.0 : f32
  linalg.fill ins(%x : f32) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %u = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @condBranch(%t, %a, %b) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @condBranch(%f, %a, %b) : (i1, memref<2xf32>, memref<2xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

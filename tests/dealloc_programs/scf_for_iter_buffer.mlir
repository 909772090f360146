// scf.for carries a buffer: each iteration allocates a new one from the
// previous (the previous one is freed when the loop owns it).
func.func private @printMemrefF32(memref<*xf32>)

func.func @accumulate(%init: memref<4xf32>, %n: index) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> memref<4xf32> {
    %next = memref.alloc() : memref<4xf32>
    scf.for %j = %c0 to %c4 step %c1 {
      %v = memref.load %acc[%j] : memref<4xf32>
      %w = arith.addf %v, %v : f32
      memref.store %w, %next[%j] : memref<4xf32>
    }
    scf.yield %next : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() {
  %x = arith.constant 1.0 : f32
  %init = memref.alloc() : memref<4xf32>
  linalg.fill ins(%x : f32) outs(%init : memref<4xf32>)
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %a = call @accumulate(%init, %c3) : (memref<4xf32>, index) -> memref<4xf32>
  %b = call @accumulate(%init, %c0) : (memref<4xf32>, index) -> memref<4xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

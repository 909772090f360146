// Several blocks return: each returns a buffer it owns, or a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @early(%c: i1, %d: i1, %m: memref<3xf32>) -> memref<3xf32> {
  %a = memref.alloc() : memref<3xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<3xf32>)
  cf.cond_br %c, ^ret_a, ^more
^ret_a:
  return %a : memref<3xf32>
^more:
  %b = memref.alloc() : memref<3xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<3xf32>)
  cf.cond_br %d, ^ret_b, ^ret_m
^ret_b:
  return %b : memref<3xf32>
^ret_m:
  return %m : memref<3xf32>
}

func.func @main() {
  %m = memref.alloc() : memref<3xf32>
  %z = arith.constant 7.0 : f32
  linalg.fill ins(%z : f32) outs(%m : memref<3xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %a = call @early(%t, %t, %m) : (i1, i1, memref<3xf32>) -> memref<3xf32>
  %b = call @early(%f, %t, %m) : (i1, i1, memref<3xf32>) -> memref<3xf32>
  %c = call @early(%f, %f, %m) : (i1, i1, memref<3xf32>) -> memref<3xf32>
  %ua = memref.cast %a : memref<3xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<3xf32> to memref<*xf32>
  %uc = memref.cast %c : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}

// OPTIONS: private-function-dynamic-ownership
// With private-function-dynamic-ownership, a private function returns an
// ownership indicator with each buffer instead of cloning what it does not
// own; its callers free what they get with ownership.
func.func private @printMemrefF32(memref<*xf32>)

func.func private @maybe_new(%m: memref<2xf32>, %c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %x = arith.constant 2.0 : f32
    linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %m = memref.alloc() : memref<2xf32>
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%m : memref<2xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %a = call @maybe_new(%m, %t) : (memref<2xf32>, i1) -> memref<2xf32>
  %b = call @maybe_new(%m, %f) : (memref<2xf32>, i1) -> memref<2xf32>
  %ua = memref.cast %a : memref<2xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

// Both branches of an scf.if allocate; the result is returned (owned in
// both cases, no copy) or used locally.
func.func private @printMemrefF32(memref<*xf32>)

func.func @either(%c: i1) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    %x = arith.constant 1.0 : f32
    linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    %y = arith.constant 2.0 : f32
    linalg.fill ins(%y : f32) outs(%b : memref<2xf32>)
    scf.yield %b : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  %a = call @either(%t) : (i1) -> memref<2xf32>
  %b = call @either(%f) : (i1) -> memref<2xf32>
  %ua = memref.cast %a : memref<2xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

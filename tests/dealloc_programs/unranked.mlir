// Unranked memrefs: a function returns an unranked view of a new buffer;
// its deallocation reinterprets it as a rank-0 memref to find its base.
func.func private @printMemrefF32(memref<*xf32>)

func.func @make(%x: f32) -> memref<*xf32> {
  %a = memref.alloc() : memref<3xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<3xf32>)
  %u = memref.cast %a : memref<3xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @pass_through(%u: memref<*xf32>, %c: i1) -> memref<*xf32> {
  %r = scf.if %c -> memref<*xf32> {
    scf.yield %u : memref<*xf32>
  } else {
    %b = memref.alloc() : memref<2xf32>
    %y = arith.constant 8.0 : f32
    linalg.fill ins(%y : f32) outs(%b : memref<2xf32>)
    %v = memref.cast %b : memref<2xf32> to memref<*xf32>
    scf.yield %v : memref<*xf32>
  }
  return %r : memref<*xf32>
}

func.func @main() {
  %x = arith.constant 3.0 : f32
  %t = arith.constant true
  %f = arith.constant false
  %u = call @make(%x) : (f32) -> memref<*xf32>
  %a = call @pass_through(%u, %t) : (memref<*xf32>, i1) -> memref<*xf32>
  %b = call @pass_through(%u, %f) : (memref<*xf32>, i1) -> memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @printMemrefF32(%a) : (memref<*xf32>) -> ()
  call @printMemrefF32(%b) : (memref<*xf32>) -> ()
  return
}

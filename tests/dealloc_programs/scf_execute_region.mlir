// scf.execute_region with one block and with several blocks (a cf.cond_br
// inside), yielding new buffers.
func.func private @printMemrefF32(memref<*xf32>)

func.func @single(%x: f32) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> no_inline {
    %a = memref.alloc() : memref<2xf32>
    linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @multi(%c: i1, %x: f32, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.execute_region -> memref<2xf32> no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %a = memref.alloc() : memref<2xf32>
    linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
    scf.yield %a : memref<2xf32>
  ^bb2:
    scf.yield %m : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %x = arith.constant 2.5 : f32
  %t = arith.constant true
  %f = arith.constant false
  %a = call @single(%x) : (f32) -> memref<2xf32>
  %b = call @multi(%t, %x, %a) : (i1, f32, memref<2xf32>) -> memref<2xf32>
  %c = call @multi(%f, %x, %a) : (i1, f32, memref<2xf32>) -> memref<2xf32>
  %ua = memref.cast %a : memref<2xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<2xf32> to memref<*xf32>
  %uc = memref.cast %c : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}

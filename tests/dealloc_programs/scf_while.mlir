// scf.while carries a buffer through both regions; the before region
// allocates a bigger copy each time.
func.func private @printMemrefF32(memref<*xf32>)

func.func @grow(%init: memref<?xf32>, %limit: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.while (%b = %init) : (memref<?xf32>) -> memref<?xf32> {
    %n = memref.dim %b, %c0 : memref<?xf32>
    %go = arith.cmpi ult, %n, %limit : index
    scf.condition(%go) %b : memref<?xf32>
  } do {
  ^bb0(%b: memref<?xf32>):
    %n = memref.dim %b, %c0 : memref<?xf32>
    %m = arith.addi %n, %c1 : index
    %new = memref.alloc(%m) : memref<?xf32>
    %x = arith.index_cast %m : index to i64
    %f = arith.sitofp %x : i64 to f32
    linalg.fill ins(%f : f32) outs(%new : memref<?xf32>)
    scf.yield %new : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %init = memref.alloc(%c1) : memref<?xf32>
  linalg.fill ins(%z : f32) outs(%init : memref<?xf32>)
  %r = call @grow(%init, %c4) : (memref<?xf32>, index) -> memref<?xf32>
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %s = call @grow(%init, %c1) : (memref<?xf32>, index) -> memref<?xf32>
  %v = memref.cast %s : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%v) : (memref<*xf32>) -> ()
  return
}

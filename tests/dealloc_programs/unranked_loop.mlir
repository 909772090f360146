// Unranked memrefs carried by a loop: an scf.for whose iteration argument
// is an unranked view of a new buffer each iteration (the previous one must
// be freed through its base buffer, found by a rank-0 reinterpret_cast),
// run with zero and three iterations.
func.func private @printMemrefF32(memref<*xf32>)

func.func @loop(%n: index) -> memref<*xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<4xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %u = memref.cast %a : memref<4xf32> to memref<*xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%x = %u) -> memref<*xf32> {
    %b = memref.alloc() : memref<4xf32>
    %v = memref.cast %b : memref<4xf32> to memref<*xf32>
    memref.copy %x, %v : memref<*xf32> to memref<*xf32>
    %rx = memref.cast %b : memref<4xf32> to memref<?xf32>
    %y = memref.load %rx[%c0] : memref<?xf32>
    %z = arith.addf %y, %one : f32
    memref.store %z, %rx[%c0] : memref<?xf32>
    scf.yield %v : memref<*xf32>
  }
  return %r : memref<*xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %r0 = call @loop(%c0) : (index) -> memref<*xf32>
  %r3 = call @loop(%c3) : (index) -> memref<*xf32>
  call @printMemrefF32(%r0) : (memref<*xf32>) -> ()
  call @printMemrefF32(%r3) : (memref<*xf32>) -> ()
  return
}

// A buffer grown by memref.realloc in a loop, carried by the loop.
func.func private @printMemrefF32(memref<*xf32>)

func.func @build(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  %z = arith.constant 0.0 : f32
  memref.store %z, %init[%c0] : memref<?xf32>
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%buf = %init) -> memref<?xf32> {
    %size = arith.addi %i, %c1 : index
    %bigger = memref.realloc %buf(%size) : memref<?xf32> to memref<?xf32>
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f32
    memref.store %f, %bigger[%i] : memref<?xf32>
    scf.yield %bigger : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %r = call @build(%c4) : (index) -> memref<?xf32>
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// A recursive function building a buffer of partial sums.
func.func private @printMemrefF32(memref<*xf32>)

func.func @partial(%n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %is_zero = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %is_zero -> memref<?xf32> {
    %base = memref.alloc(%c1) : memref<?xf32>
    %z = arith.constant 0.0 : f32
    memref.store %z, %base[%c0] : memref<?xf32>
    scf.yield %base : memref<?xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %prev = func.call @partial(%m) : (index) -> memref<?xf32>
    %size = arith.addi %n, %c1 : index
    %next = memref.alloc(%size) : memref<?xf32>
    %sub = memref.subview %next[0] [%n] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
    memref.copy %prev, %sub : memref<?xf32> to memref<?xf32, strided<[1]>>
    %last = memref.load %prev[%m] : memref<?xf32>
    %x = arith.index_cast %n : index to i64
    %f = arith.sitofp %x : i64 to f32
    %v = arith.addf %last, %f : f32
    memref.store %v, %next[%n] : memref<?xf32>
    scf.yield %next : memref<?xf32>
  }
  return %r : memref<?xf32>
}

func.func @main() {
  %c4 = arith.constant 4 : index
  %r = call @partial(%c4) : (index) -> memref<?xf32>
  %u = memref.cast %r : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

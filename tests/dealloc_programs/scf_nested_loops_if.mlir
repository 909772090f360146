// Nested loops with a conditional allocation in the inner loop, carried by
// both loops.
func.func private @printMemrefF32(memref<*xf32>)

func.func @nest(%buf: memref<2xf32>, %n: index) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%outer = %buf) -> memref<2xf32> {
    %inner = scf.for %j = %c0 to %c2 step %c1 iter_args(%b = %outer) -> memref<2xf32> {
      %sum = arith.addi %i, %j : index
      %rem = arith.remui %sum, %c2 : index
      %even = arith.cmpi eq, %rem, %c0 : index
      %nb = scf.if %even -> memref<2xf32> {
        %new = memref.alloc() : memref<2xf32>
        memref.copy %b, %new : memref<2xf32> to memref<2xf32>
        %v = memref.load %new[%c0] : memref<2xf32>
        %one = arith.constant 1.0 : f32
        %w = arith.addf %v, %one : f32
        memref.store %w, %new[%c0] : memref<2xf32>
        scf.yield %new : memref<2xf32>
      } else {
        scf.yield %b : memref<2xf32>
      }
      scf.yield %nb : memref<2xf32>
    }
    scf.yield %inner : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %z = arith.constant 0.0 : f32
  %buf = memref.alloc() : memref<2xf32>
  linalg.fill ins(%z : f32) outs(%buf : memref<2xf32>)
  %c3 = arith.constant 3 : index
  %r = call @nest(%buf, %c3) : (memref<2xf32>, index) -> memref<2xf32>
  %u = memref.cast %r : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

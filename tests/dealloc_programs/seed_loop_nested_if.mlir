// Seed 000's `loop_nested_if`: an scf.for whose body yields either a new
// allocation (in an scf.if) or its iteration argument.
func.func private @printMemrefF32(memref<*xf32>)

func.func @loop_nested_if(%lb: index, %ub: index, %step: index, %buf: memref<2xf32>, %res: memref<2xf32>) {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%iterBuf = %buf) -> memref<2xf32> {
    %c2 = arith.constant 2 : index
    %r = arith.remui %i, %c2 : index
    %c0 = arith.constant 0 : index
    %1 = arith.cmpi eq, %r, %c0 : index
    %2 = scf.if %1 -> (memref<2xf32>) {
      %3 = memref.alloc() : memref<2xf32>
      %x = arith.index_cast %i : index to i64
      %fx = arith.sitofp %x : i64 to f32
      linalg.fill ins(%fx : f32) outs(%3 : memref<2xf32>)
      scf.yield %3 : memref<2xf32>
    } else {
      scf.yield %iterBuf : memref<2xf32>
    }
    scf.yield %2 : memref<2xf32>
  }
  memref.copy %0, %res : memref<2xf32> to memref<2xf32>
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %buf = memref.alloc() : memref<2xf32>
  %res = memref.alloc() : memref<2xf32>
  %z = arith.constant -1.0 : f32
  linalg.fill ins(%z : f32) outs(%buf : memref<2xf32>)
  call @loop_nested_if(%c0, %c5, %c1, %buf, %res) : (index, index, index, memref<2xf32>, memref<2xf32>) -> ()
  %u = memref.cast %res : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @loop_nested_if(%c0, %c0, %c1, %buf, %res) : (index, index, index, memref<2xf32>, memref<2xf32>) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// memref.alloca_scope: allocas inside are released at its end; a heap
// buffer allocated inside is returned out of it and freed by the caller.
func.func private @printMemrefF32(memref<*xf32>)

func.func @scoped(%x: f32) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %r = memref.alloca_scope -> memref<2xf32> {
    %tmp = memref.alloca() : memref<2xf32>
    linalg.fill ins(%x : f32) outs(%tmp : memref<2xf32>)
    %heap = memref.alloc() : memref<2xf32>
    memref.copy %tmp, %heap : memref<2xf32> to memref<2xf32>
    memref.alloca_scope.return %heap : memref<2xf32>
  }
  return %r : memref<2xf32>
}

func.func @main() {
  %x = arith.constant 6.0 : f32
  %r = call @scoped(%x) : (f32) -> memref<2xf32>
  %u = memref.cast %r : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

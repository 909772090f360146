// bufferization.clone in the input allocates: the clone is owned and freed.
// (Writing to the source or the clone afterwards is undefined, so the
// program only reads them.)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @snapshot(%m: memref<3xf32>, %c: i1) -> memref<3xf32> {
  %copy = bufferization.clone %m : memref<3xf32> to memref<3xf32>
  %r = scf.if %c -> memref<3xf32> {
    scf.yield %copy : memref<3xf32>
  } else {
    %other = bufferization.clone %copy : memref<3xf32> to memref<3xf32>
    scf.yield %other : memref<3xf32>
  }
  return %r : memref<3xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<3xf32>
  %x = arith.constant 5.0 : f32
  linalg.fill ins(%x : f32) outs(%m : memref<3xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %a = call @snapshot(%m, %t) : (memref<3xf32>, i1) -> memref<3xf32>
  %b = call @snapshot(%m, %f) : (memref<3xf32>, i1) -> memref<3xf32>
  %va = memref.load %a[%c0] : memref<3xf32>
  %vb = memref.load %b[%c0] : memref<3xf32>
  call @printF32(%va) : (f32) -> ()
  call @printF32(%vb) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// memref.get_global in a loop body, selected against new buffers: globals
// are never freed.
func.func private @printF32(f32)
func.func private @printNewline()

memref.global "private" constant @ones : memref<2xf32> = dense<1.0>

func.func @mix(%n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> f32 {
    %g = memref.get_global @ones : memref<2xf32>
    %rem = arith.remui %i, %c2 : index
    %even = arith.cmpi eq, %rem, %c0 : index
    %fresh = memref.alloc() : memref<2xf32>
    %x = arith.constant 3.0 : f32
    linalg.fill ins(%x : f32) outs(%fresh : memref<2xf32>)
    %pick = arith.select %even, %g, %fresh : memref<2xf32>
    %v = memref.load %pick[%c1] : memref<2xf32>
    %next = arith.addf %acc, %v : f32
    scf.yield %next : f32
  }
  return %s : f32
}

func.func @main() {
  %c5 = arith.constant 5 : index
  %r = call @mix(%c5) : (index) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// Call results are owned by the caller; buffers flow through a chain of
// calls, each freeing what it no longer needs.
func.func private @printF32(f32)
func.func private @printNewline()

func.func @fill(%x: f32) -> memref<8xf32> {
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<8xf32>)
  return %a : memref<8xf32>
}

func.func @double(%m: memref<8xf32>) -> memref<8xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %r = memref.alloc() : memref<8xf32>
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %m[%i] : memref<8xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %r[%i] : memref<8xf32>
  }
  return %r : memref<8xf32>
}

func.func @sum(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %s = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> f32 {
    %v = memref.load %m[%i] : memref<8xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  return %s : f32
}

func.func @main() {
  %x = arith.constant 0.5 : f32
  %a = call @fill(%x) : (f32) -> memref<8xf32>
  %b = call @double(%a) : (memref<8xf32>) -> memref<8xf32>
  %c = call @double(%b) : (memref<8xf32>) -> memref<8xf32>
  %s = call @sum(%c) : (memref<8xf32>) -> f32
  call @printF32(%s) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

// cf.switch forwarding different buffers to its successors (MLIR 22 rejects
// branches with several successors other than cf.cond_br).
func.func private @printF32(f32)
func.func private @printNewline()
func.func @switch(%flag: i32, %i: index) -> f32 {
  %a = memref.alloc() : memref<2xf32>
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<2xf32>)
  %b = memref.alloc() : memref<2xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<2xf32>)
  cf.switch %flag : i32, [
    default: ^bb1(%a : memref<2xf32>),
    42: ^bb2(%b : memref<2xf32>),
    7: ^bb3
  ]
^bb1(%x: memref<2xf32>):
  %v = memref.load %x[%i] : memref<2xf32>
  return %v : f32
^bb2(%y: memref<2xf32>):
  %w = memref.load %a[%i] : memref<2xf32>
  %u = memref.load %y[%i] : memref<2xf32>
  %s = arith.addf %w, %u : f32
  return %s : f32
^bb3:
  %z = memref.load %b[%i] : memref<2xf32>
  return %z : f32
}
func.func @main() {
  %i = arith.constant 0 : index
  %c0 = arith.constant 0 : i32
  %c42 = arith.constant 42 : i32
  %c7 = arith.constant 7 : i32
  %a = call @switch(%c0, %i) : (i32, index) -> f32
  %b = call @switch(%c42, %i) : (i32, index) -> f32
  %c = call @switch(%c7, %i) : (i32, index) -> f32
  call @printF32(%a) : (f32) -> ()
  call @printF32(%b) : (f32) -> ()
  call @printF32(%c) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

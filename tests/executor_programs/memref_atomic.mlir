// memref.atomic_rmw (the kinds the LLVM lowering supports) and
// memref.generic_atomic_rmw.
func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printNewline()

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %m = memref.alloc() : memref<4xi32>
  %five = arith.constant 5 : i32
  %zero = arith.constant 0 : i32
  linalg.fill ins(%five : i32) outs(%m : memref<4xi32>)
  %seven = arith.constant 7 : i32
  %m3 = arith.constant -3 : i32
  %o0 = memref.atomic_rmw addi %seven, %m[%c0] : (i32, memref<4xi32>) -> i32
  %o1 = memref.atomic_rmw maxs %m3, %m[%c1] : (i32, memref<4xi32>) -> i32
  %o2 = memref.atomic_rmw minu %m3, %m[%c2] : (i32, memref<4xi32>) -> i32
  %o3 = memref.atomic_rmw assign %m3, %m[%c3] : (i32, memref<4xi32>) -> i32
  %o0e = arith.extsi %o0 : i32 to i64
  func.call @printI64(%o0e) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %u = memref.cast %m : memref<4xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %g = memref.generic_atomic_rmw %m[%c1] : memref<4xi32> {
  ^bb0(%current: i32):
    %twice = arith.muli %current, %current : i32
    memref.atomic_yield %twice : i32
  }
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %f = memref.alloc() : memref<2xf32>
  %half = arith.constant 0.5 : f32
  linalg.fill ins(%half : f32) outs(%f : memref<2xf32>)
  %x = arith.constant 2.0 : f32
  %of = memref.atomic_rmw addf %x, %f[%c0] : (f32, memref<2xf32>) -> f32
  %om = memref.atomic_rmw addf %half, %f[%c1] : (f32, memref<2xf32>) -> f32
  %fu = memref.cast %f : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  memref.dealloc %m : memref<4xi32>
  memref.dealloc %f : memref<2xf32>
  return
}

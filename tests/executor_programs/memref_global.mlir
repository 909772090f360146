// memref.global (constant and mutable, initialized and not) and
// memref.get_global: every get_global of a symbol sees the same buffer.
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @counter : memref<1xi64> = dense<0>
memref.global "private" @scratch : memref<4xf32> = uninitialized
memref.global "private" constant @splat : memref<3xf64> = dense<2.5>

func.func private @printMemrefI32(memref<*xi32>)
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printMemrefF64(memref<*xf64>)
func.func private @printMemrefF32(memref<*xf32>)

func.func @bump() {
  %g = memref.get_global @counter : memref<1xi64>
  %c0 = arith.constant 0 : index
  %v = memref.load %g[%c0] : memref<1xi64>
  %one = arith.constant 1 : i64
  %w = arith.addi %v, %one : i64
  memref.store %w, %g[%c0] : memref<1xi64>
  return
}

func.func @main() {
  %t = memref.get_global @table : memref<2x3xi32>
  %u = memref.cast %t : memref<2x3xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  func.call @bump() : () -> ()
  func.call @bump() : () -> ()
  func.call @bump() : () -> ()
  %c = memref.get_global @counter : memref<1xi64>
  %cu = memref.cast %c : memref<1xi64> to memref<*xi64>
  func.call @printMemrefI64(%cu) : (memref<*xi64>) -> ()
  %s = memref.get_global @splat : memref<3xf64>
  %su = memref.cast %s : memref<3xf64> to memref<*xf64>
  func.call @printMemrefF64(%su) : (memref<*xf64>) -> ()
  %x = memref.get_global @scratch : memref<4xf32>
  %f = arith.constant 4.0 : f32
  linalg.fill ins(%f : f32) outs(%x : memref<4xf32>)
  %xu = memref.cast %x : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%xu) : (memref<*xf32>) -> ()
  return
}

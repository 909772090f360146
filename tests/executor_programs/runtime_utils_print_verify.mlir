// MLIR's runner-utils functions beyond printMemrefF32: the other element
// types (i8 prints characters; f16, bf16, i16 only under the C interface),
// the header-only printMemrefShape*, the ranked printMemref<N>d*, and
// verifyMemRef* (the number of differing elements; relative tolerance for
// floats, -1 for different shapes).
func.func private @printMemrefI8(memref<*xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemrefI16(memref<*xi16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefShapeF32(memref<*xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dI8(memref<?xi8>) attributes {llvm.emit_c_interface}
func.func private @printMemref2dF32(memref<?x?xf32>) attributes {llvm.emit_c_interface}
func.func private @printMemref0dF32(memref<f32>) attributes {llvm.emit_c_interface}
func.func private @printMemref1dInd(memref<?xindex>) attributes {llvm.emit_c_interface}
func.func private @printMemrefF64(memref<*xf64>)
func.func private @verifyMemRefF32(memref<*xf32>, memref<*xf32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI32(memref<*xi32>, memref<*xi32>) -> i64 attributes {llvm.emit_c_interface}
func.func private @verifyMemRefI64(memref<*xi64>, memref<*xi64>) -> i64 attributes {llvm.emit_c_interface}
func.func private @printI64(i64)
func.func private @printNewline()

memref.global "private" constant @chars : memref<2x3xi8> = dense<[[72, 105, 33], [79, 75, 46]]>
memref.global "private" constant @shorts : memref<2xi16> = dense<[-3, 1000]>
memref.global "private" constant @halves : memref<4xf16> = dense<[1.5, 0.1, 65504.0, 3.0e-5]>
memref.global "private" constant @brains : memref<4xbf16> = dense<[1.5, 0.1, 3.0e30, 1.0e-3]>
memref.global "private" constant @floats : memref<2x3xf32> = dense<[[1.5, 0.1, 2.0], [1.0e10, -0.0, 3.25]]>
memref.global "private" constant @close : memref<2x3xf32> = dense<[[1.5000001, 0.1, 2.0], [1.0e10, 0.0, 3.2501]]>
memref.global "private" constant @indices : memref<2xindex> = dense<[1, -1]>
memref.global "private" constant @ints : memref<3xi32> = dense<[1, 2, 3]>
memref.global "private" constant @other_ints : memref<3xi32> = dense<[1, 5, 3]>
memref.global "private" constant @longs : memref<3xi64> = dense<[4, 5, 6]>
memref.global "private" constant @doubles : memref<3xf64> = dense<[0.25, 1.0e-300, -7.5]>

func.func @main() {
  %chars = memref.get_global @chars : memref<2x3xi8>
  %uc = memref.cast %chars : memref<2x3xi8> to memref<*xi8>
  call @printMemrefI8(%uc) : (memref<*xi8>) -> ()
  %row = memref.subview %chars[1, 0] [1, 3] [1, 1] : memref<2x3xi8> to memref<3xi8, strided<[1], offset: 3>>
  %dyn_row = memref.cast %row : memref<3xi8, strided<[1], offset: 3>> to memref<?xi8, strided<[1], offset: 3>>
  %row_copy = memref.alloc() : memref<3xi8>
  memref.copy %dyn_row, %row_copy : memref<?xi8, strided<[1], offset: 3>> to memref<3xi8>
  %r = memref.cast %row_copy : memref<3xi8> to memref<?xi8>
  call @printMemref1dI8(%r) : (memref<?xi8>) -> ()
  memref.dealloc %row_copy : memref<3xi8>

  %shorts = memref.get_global @shorts : memref<2xi16>
  %us = memref.cast %shorts : memref<2xi16> to memref<*xi16>
  call @printMemrefI16(%us) : (memref<*xi16>) -> ()
  %halves = memref.get_global @halves : memref<4xf16>
  %uh = memref.cast %halves : memref<4xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %brains = memref.get_global @brains : memref<4xbf16>
  %ub = memref.cast %brains : memref<4xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %doubles = memref.get_global @doubles : memref<3xf64>
  %ud = memref.cast %doubles : memref<3xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()

  %floats = memref.get_global @floats : memref<2x3xf32>
  %uf = memref.cast %floats : memref<2x3xf32> to memref<*xf32>
  call @printMemrefShapeF32(%uf) : (memref<*xf32>) -> ()
  %df = memref.cast %floats : memref<2x3xf32> to memref<?x?xf32>
  call @printMemref2dF32(%df) : (memref<?x?xf32>) -> ()
  %one = memref.subview %floats[0, 1] [1, 1] [1, 1] : memref<2x3xf32> to memref<f32, strided<[], offset: 1>>
  %scalar = memref.alloc() : memref<f32>
  memref.copy %one, %scalar : memref<f32, strided<[], offset: 1>> to memref<f32>
  call @printMemref0dF32(%scalar) : (memref<f32>) -> ()
  memref.dealloc %scalar : memref<f32>
  %indices = memref.get_global @indices : memref<2xindex>
  %ui = memref.cast %indices : memref<2xindex> to memref<?xindex>
  call @printMemref1dInd(%ui) : (memref<?xindex>) -> ()

  %close = memref.get_global @close : memref<2x3xf32>
  %ucl = memref.cast %close : memref<2x3xf32> to memref<*xf32>
  %e0 = call @verifyMemRefF32(%uf, %ucl) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%e0) : (i64) -> ()
  call @printNewline() : () -> ()
  %first = memref.subview %floats[0, 0] [1, 3] [1, 1] : memref<2x3xf32> to memref<1x3xf32, strided<[3, 1]>>
  %ufirst = memref.cast %first : memref<1x3xf32, strided<[3, 1]>> to memref<*xf32>
  %e1 = call @verifyMemRefF32(%uf, %ufirst) : (memref<*xf32>, memref<*xf32>) -> i64
  call @printI64(%e1) : (i64) -> ()
  call @printNewline() : () -> ()
  %ints = memref.get_global @ints : memref<3xi32>
  %other = memref.get_global @other_ints : memref<3xi32>
  %uints = memref.cast %ints : memref<3xi32> to memref<*xi32>
  %uother = memref.cast %other : memref<3xi32> to memref<*xi32>
  %e2 = call @verifyMemRefI32(%uints, %uother) : (memref<*xi32>, memref<*xi32>) -> i64
  call @printI64(%e2) : (i64) -> ()
  call @printNewline() : () -> ()
  %longs = memref.get_global @longs : memref<3xi64>
  %ulongs = memref.cast %longs : memref<3xi64> to memref<*xi64>
  %e3 = call @verifyMemRefI64(%ulongs, %ulongs) : (memref<*xi64>, memref<*xi64>) -> i64
  call @printI64(%e3) : (i64) -> ()
  call @printNewline() : () -> ()
  return
}

// memref.extract_strided_metadata of a subview, and a reinterpret_cast of
// its base buffer back to the view.
func.func private @printMemrefI64(memref<*xi64>)
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @p(%v: index) {
  %i = arith.index_cast %v : index to i64
  func.call @printI64(%i) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c20 = arith.constant 20 : index
  %a = memref.alloc() : memref<4x5xi64>
  %flat = memref.collapse_shape %a [[0, 1]] : memref<4x5xi64> into memref<20xi64>
  scf.for %i = %c0 to %c20 step %c1 {
    %ii = arith.index_cast %i : index to i64
    memref.store %ii, %flat[%i] : memref<20xi64>
  }
  %s = memref.subview %a[1, 2] [2, 3] [1, 1] : memref<4x5xi64> to memref<2x3xi64, strided<[5, 1], offset: 7>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %s : memref<2x3xi64, strided<[5, 1], offset: 7>> -> memref<i64>, index, index, index, index, index
  func.call @p(%offset) : (index) -> ()
  func.call @p(%sizes#0) : (index) -> ()
  func.call @p(%sizes#1) : (index) -> ()
  func.call @p(%strides#0) : (index) -> ()
  func.call @p(%strides#1) : (index) -> ()
  func.call @printNewline() : () -> ()
  %again = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<i64> to memref<?x?xi64, strided<[?, ?], offset: ?>>
  %u = memref.cast %again : memref<?x?xi64, strided<[?, ?], offset: ?>> to memref<*xi64>
  func.call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  memref.dealloc %a : memref<4x5xi64>
  return
}

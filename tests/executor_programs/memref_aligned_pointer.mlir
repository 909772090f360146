// memref.extract_aligned_pointer_as_index: views of one allocation share the
// pointer; distinct allocations do not. Prints 1/0 comparisons only.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()

func.func @same(%a: index, %b: index) {
  %eq = arith.cmpi eq, %a, %b : index
  %e = arith.extui %eq : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %a = memref.alloc() : memref<8x8xf32>
  %b = memref.alloc() : memref<8x8xf32>
  %s = memref.subview %a[2, 3] [4, 4] [1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 19>>
  %c = memref.cast %a : memref<8x8xf32> to memref<?x?xf32>
  %pa = memref.extract_aligned_pointer_as_index %a : memref<8x8xf32> -> index
  %pb = memref.extract_aligned_pointer_as_index %b : memref<8x8xf32> -> index
  %ps = memref.extract_aligned_pointer_as_index %s : memref<4x4xf32, strided<[8, 1], offset: 19>> -> index
  %pc = memref.extract_aligned_pointer_as_index %c : memref<?x?xf32> -> index
  func.call @same(%pa, %ps) : (index, index) -> ()
  func.call @same(%pa, %pc) : (index, index) -> ()
  func.call @same(%pa, %pb) : (index, index) -> ()
  func.call @same(%pb, %ps) : (index, index) -> ()
  %nonzero = arith.constant 0 : index
  %gt = arith.cmpi ugt, %pa, %nonzero : index
  %g = arith.extui %gt : i1 to i64
  func.call @printI64(%g) : (i64) -> ()
  func.call @printNewline() : () -> ()
  memref.dealloc %a : memref<8x8xf32>
  memref.dealloc %b : memref<8x8xf32>
  return
}

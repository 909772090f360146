// bufferization.dealloc with one memref each (the lowerings without the
// helper library): conditional frees, retained values aliasing the freed
// memref (which is then kept, its ownership passed on), base buffers from
// memref.extract_strided_metadata.
func.func private @printI64(i64)
func.func private @printNewline()
func.func private @printComma()
func.func private @printMemrefF32(memref<*xf32>)

func.func @bit(%b: i1) {
  %e = arith.extui %b : i1 to i64
  func.call @printI64(%e) : (i64) -> ()
  func.call @printComma() : () -> ()
  return
}

func.func @main() {
  %true = arith.constant true
  %false = arith.constant false
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %s = memref.subview %a[1] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  // %a is retained through its subview: not freed, ownership true.
  %o1:2 = bufferization.dealloc (%a : memref<4xf32>) if (%true) retain (%s, %b : memref<2xf32, strided<[1], offset: 1>>, memref<4xf32>)
  func.call @bit(%o1#0) : (i1) -> ()
  func.call @bit(%o1#1) : (i1) -> ()
  // Condition false: nothing freed, no ownership.
  %o2 = bufferization.dealloc (%b : memref<4xf32>) if (%false) retain (%b : memref<4xf32>)
  func.call @bit(%o2) : (i1) -> ()
  %one = arith.constant 1.0 : f32
  linalg.fill ins(%one : f32) outs(%a : memref<4xf32>)
  %u = memref.cast %s : memref<2xf32, strided<[1], offset: 1>> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  // Free %a through the base buffer of its subview, %b directly.
  %base, %offset, %size, %stride = memref.extract_strided_metadata %s : memref<2xf32, strided<[1], offset: 1>> -> memref<f32>, index, index, index
  bufferization.dealloc (%base : memref<f32>) if (%true)
  %o3 = bufferization.dealloc (%b : memref<4xf32>) if (%true) retain (%u : memref<*xf32>)
  func.call @bit(%o3) : (i1) -> ()
  func.call @printNewline() : () -> ()
  return
}

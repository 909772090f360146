// bufferization.clone: an independent copy (later writes to the source do not
// show in the clone), of a contiguous buffer and of a strided view.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    memref.store %f, %a[%i] : memref<4xf32>
  }
  %b = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %x = arith.constant 42.0 : f32
  memref.store %x, %a[%c0] : memref<4xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %s = memref.subview %a[1] [2] [2] : memref<4xf32> to memref<2xf32, strided<[2], offset: 1>>
  %sd = memref.cast %s : memref<2xf32, strided<[2], offset: 1>> to memref<2xf32, strided<[?], offset: ?>>
  %c = bufferization.clone %sd : memref<2xf32, strided<[?], offset: ?>> to memref<2xf32, strided<[?], offset: ?>>
  %uc = memref.cast %c : memref<2xf32, strided<[?], offset: ?>> to memref<*xf32>
  func.call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %c : memref<2xf32, strided<[?], offset: ?>>
  return
}

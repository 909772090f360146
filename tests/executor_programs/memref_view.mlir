// memref.view: typed views (f32, i64) at byte shifts of an i8 buffer.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printMemrefI64(memref<*xi64>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c16 = arith.constant 16 : index
  %raw = memref.alloc() : memref<64xi8>
  %f = memref.view %raw[%c0][] : memref<64xi8> to memref<2x2xf32>
  %i = memref.view %raw[%c16][%c3] : memref<64xi8> to memref<?xi64>
  %one = arith.constant 1.5 : f32
  %two = arith.constant -2.0 : f32
  memref.store %one, %f[%c0, %c0] : memref<2x2xf32>
  memref.store %two, %f[%c0, %c1] : memref<2x2xf32>
  memref.store %one, %f[%c1, %c0] : memref<2x2xf32>
  memref.store %two, %f[%c1, %c1] : memref<2x2xf32>
  %big = arith.constant 1099511627776 : i64
  %small = arith.constant -5 : i64
  memref.store %big, %i[%c0] : memref<?xi64>
  memref.store %small, %i[%c1] : memref<?xi64>
  memref.store %big, %i[%c2] : memref<?xi64>
  %uf = memref.cast %f : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %ui = memref.cast %i : memref<?xi64> to memref<*xi64>
  func.call @printMemrefI64(%ui) : (memref<*xi64>) -> ()
  memref.dealloc %raw : memref<64xi8>
  return
}

// Layouts written as affine maps of strided form: a column-major view
// (d0, d1) -> (d1 * 2 + d0) of a buffer, and a cast of a subview to the
// affine-map spelling of its layout. The elements are where the maps place
// them.
func.func private @printMemrefF32(memref<*xf32>)

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %flat = memref.alloc() : memref<6xf32>
  linalg.fill ins(%one : f32) outs(%flat : memref<6xf32>)
  %m = memref.reinterpret_cast %flat to offset: [0], sizes: [2, 3], strides: [1, 2] : memref<6xf32> to memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>>
  memref.store %two, %m[%c0, %c1] : memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>>
  memref.store %three, %m[%c1, %c2] : memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>>
  %u = memref.cast %m : memref<2x3xf32, affine_map<(d0, d1) -> (d1 * 2 + d0)>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %uf = memref.cast %flat : memref<6xf32> to memref<*xf32>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  %s = memref.subview %flat[2] [3] [1] : memref<6xf32> to memref<3xf32, strided<[1], offset: 2>>
  %a = memref.cast %s : memref<3xf32, strided<[1], offset: 2>> to memref<3xf32, affine_map<(d0) -> (d0 + 2)>>
  %x = memref.load %a[%c0] : memref<3xf32, affine_map<(d0) -> (d0 + 2)>>
  memref.store %x, %a[%c2] : memref<3xf32, affine_map<(d0) -> (d0 + 2)>>
  call @printMemrefF32(%uf) : (memref<*xf32>) -> ()
  memref.dealloc %flat : memref<6xf32>
  return
}

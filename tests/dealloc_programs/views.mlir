// Views of allocations (subview, cast, reinterpret_cast, view, collapse and
// expand_shape, transpose, reshape) share the ownership of their base
// allocation: the allocation is freed once, after the last use of any view.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printF32(f32)
func.func private @printNewline()

func.func @views(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<2x3xf32>)
  %s = memref.subview %a[0, 1] [2, 2] [1, 1] : memref<2x3xf32> to memref<2x2xf32, strided<[3, 1], offset: 1>>
  %t = memref.transpose %s (i, j) -> (j, i) : memref<2x2xf32, strided<[3, 1], offset: 1>> to memref<2x2xf32, strided<[1, 3], offset: 1>>
  %v1 = memref.load %t[%c1, %c0] : memref<2x2xf32, strided<[1, 3], offset: 1>>
  %flat = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  %e = memref.expand_shape %flat [[0, 1]] output_shape [3, 2] : memref<6xf32> into memref<3x2xf32>
  %v2 = memref.load %e[%c1, %c1] : memref<3x2xf32>
  %r = memref.reinterpret_cast %flat to offset: [2], sizes: [4], strides: [1] : memref<6xf32> to memref<4xf32, strided<[1], offset: 2>>
  %v3 = memref.load %r[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %dyn = memref.cast %flat : memref<6xf32> to memref<?xf32>
  %v4 = memref.load %dyn[%c1] : memref<?xf32>
  %bytes = memref.alloc() : memref<16xi8>
  %view = memref.view %bytes[%c0][] : memref<16xi8> to memref<4xf32>
  memref.store %x, %view[%c0] : memref<4xf32>
  %v5 = memref.load %view[%c0] : memref<4xf32>
  %shape = memref.alloc() : memref<2xindex>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %c3, %shape[%c0] : memref<2xindex>
  memref.store %c2, %shape[%c1] : memref<2xindex>
  %reshaped = memref.reshape %flat(%shape) : (memref<6xf32>, memref<2xindex>) -> memref<3x2xf32>
  %v6 = memref.load %reshaped[%c2, %c1] : memref<3x2xf32>
  %s1 = arith.addf %v1, %v2 : f32
  %s2 = arith.addf %s1, %v3 : f32
  %s3 = arith.addf %s2, %v4 : f32
  %s4 = arith.addf %s3, %v5 : f32
  %s5 = arith.addf %s4, %v6 : f32
  return %s5 : f32
}

func.func @main() {
  %x = arith.constant 1.25 : f32
  %r = call @views(%x) : (f32) -> f32
  call @printF32(%r) : (f32) -> ()
  call @printNewline() : () -> ()
  return
}

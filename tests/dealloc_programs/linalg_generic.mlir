// Buffers written and read by linalg.generic (its body has no buffers).
func.func private @printMemrefF32(memref<*xf32>)

#map = affine_map<(d0) -> (d0)>
func.func @scale(%in: memref<4xf32>, %k: f32) -> memref<4xf32> {
  %out = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%in : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    %m = arith.mulf %a, %k : f32
    linalg.yield %m : f32
  }
  return %out : memref<4xf32>
}

func.func @main() {
  %in = memref.alloc() : memref<4xf32>
  %x = arith.constant 1.5 : f32
  linalg.fill ins(%x : f32) outs(%in : memref<4xf32>)
  %k = arith.constant 2.0 : f32
  %a = call @scale(%in, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  %b = call @scale(%a, %k) : (memref<4xf32>, f32) -> memref<4xf32>
  %u = memref.cast %b : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

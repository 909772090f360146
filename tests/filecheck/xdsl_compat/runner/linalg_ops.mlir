// xdsl-run on linalg ops whose classes the plugin replaces (ours are virtual
// subclasses of xDSL's, which xDSL's interpreter finds by class):
// linalg.add, linalg.matmul, linalg.generic with linalg.yield.
// RUN: xdsl-run --verbose %s | filecheck %s

func.func @main() -> f32 {
  %a = memref.alloc() : memref<2x2xf32>
  %b = memref.alloc() : memref<2x2xf32>
  %c = memref.alloc() : memref<2x2xf32>
  %two = arith.constant 2.0 : f32
  %zero = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %two, %a[%c0, %c0] : memref<2x2xf32>
  memref.store %two, %a[%c0, %c1] : memref<2x2xf32>
  memref.store %zero, %a[%c1, %c0] : memref<2x2xf32>
  memref.store %two, %a[%c1, %c1] : memref<2x2xf32>
  linalg.add ins(%a, %a : memref<2x2xf32>, memref<2x2xf32>) outs(%b : memref<2x2xf32>)
  memref.store %zero, %c[%c0, %c0] : memref<2x2xf32>
  memref.store %zero, %c[%c0, %c1] : memref<2x2xf32>
  memref.store %zero, %c[%c1, %c0] : memref<2x2xf32>
  memref.store %zero, %c[%c1, %c1] : memref<2x2xf32>
  linalg.matmul ins(%a, %b : memref<2x2xf32>, memref<2x2xf32>) outs(%c : memref<2x2xf32>)
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%c : memref<2x2xf32>) outs(%a : memref<2x2xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  %r = memref.load %a[%c0, %c1] : memref<2x2xf32>
  return %r : f32
}

// a = [[2, 2], [0, 2]], b = a + a, c = a * b = [[8, 16], [0, 8]],
// a[0][1] + c[0][1] = 18.
// CHECK: result: 18.0

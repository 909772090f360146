// linalg on memrefs: fill, copy, generic (elementwise, with linalg.index, and
// a reduction), matmul, elementwise named ops, transpose, broadcast, reduce.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func private @printMemrefF32(memref<*xf32>)

func.func @print2(%m: memref<2x3xf32>) {
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %a = memref.alloc() : memref<2x3xf32>
  %b = memref.alloc() : memref<2x3xf32>
  %c = memref.alloc() : memref<2x3xf32>
  %two = arith.constant 2.0 : f32
  linalg.fill ins(%two : f32) outs(%b : memref<2x3xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : memref<2x3xf32>) {
  ^bb0(%out: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i32
    %f = arith.sitofp %li : i32 to f32
    linalg.yield %f : f32
  }
  func.call @print2(%a) : (memref<2x3xf32>) -> ()
  linalg.add ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.mul ins(%c, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.sub ins(%c, %a : memref<2x3xf32>, memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.max ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.min ins(%a, %b : memref<2x3xf32>, memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.exp ins(%b : memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.log ins(%b : memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  linalg.copy ins(%a : memref<2x3xf32>) outs(%c : memref<2x3xf32>)
  func.call @print2(%c) : (memref<2x3xf32>) -> ()
  %sum = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%sum : memref<2xf32>)
  linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%a : memref<2x3xf32>) outs(%sum : memref<2xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  }
  %us = memref.cast %sum : memref<2xf32> to memref<*xf32>
  func.call @printMemrefF32(%us) : (memref<*xf32>) -> ()
  %t = memref.alloc() : memref<3x2xf32>
  linalg.transpose ins(%a : memref<2x3xf32>) outs(%t : memref<3x2xf32>) permutation = [1, 0]
  %ut = memref.cast %t : memref<3x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %mm = memref.alloc() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%mm : memref<2x2xf32>)
  linalg.matmul ins(%a, %t : memref<2x3xf32>, memref<3x2xf32>) outs(%mm : memref<2x2xf32>)
  %um = memref.cast %mm : memref<2x2xf32> to memref<*xf32>
  func.call @printMemrefF32(%um) : (memref<*xf32>) -> ()
  %bc = memref.alloc() : memref<2x2x3xf32>
  linalg.broadcast ins(%a : memref<2x3xf32>) outs(%bc : memref<2x2x3xf32>) dimensions = [1]
  %ub = memref.cast %bc : memref<2x2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  %red = memref.alloc() : memref<3xf32>
  linalg.fill ins(%zero : f32) outs(%red : memref<3xf32>)
  linalg.reduce ins(%a : memref<2x3xf32>) outs(%red : memref<3xf32>) dimensions = [0]
    (%in: f32, %init: f32) {
      %s = arith.addf %in, %init : f32
      linalg.yield %s : f32
    }
  %ur = memref.cast %red : memref<3xf32> to memref<*xf32>
  func.call @printMemrefF32(%ur) : (memref<*xf32>) -> ()
  memref.dealloc %a : memref<2x3xf32>
  memref.dealloc %b : memref<2x3xf32>
  memref.dealloc %c : memref<2x3xf32>
  memref.dealloc %sum : memref<2xf32>
  memref.dealloc %t : memref<3x2xf32>
  memref.dealloc %mm : memref<2x2xf32>
  memref.dealloc %bc : memref<2x2x3xf32>
  memref.dealloc %red : memref<3xf32>
  return
}

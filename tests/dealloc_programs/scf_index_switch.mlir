// scf.index_switch: each case yields a fresh buffer, an argument, or a view.
func.func private @printMemrefF32(memref<*xf32>)

func.func @pick(%i: index, %m: memref<4xf32>) -> memref<4xf32> {
  %r = scf.index_switch %i -> memref<4xf32>
  case 0 {
    %a = memref.alloc() : memref<4xf32>
    %x = arith.constant 1.0 : f32
    linalg.fill ins(%x : f32) outs(%a : memref<4xf32>)
    scf.yield %a : memref<4xf32>
  }
  case 1 {
    scf.yield %m : memref<4xf32>
  }
  default {
    %b = memref.alloc() : memref<8xf32>
    %y = arith.constant 2.0 : f32
    linalg.fill ins(%y : f32) outs(%b : memref<8xf32>)
    %s = memref.subview %b[0] [4] [1] : memref<8xf32> to memref<4xf32>
    scf.yield %s : memref<4xf32>
  }
  return %r : memref<4xf32>
}

func.func @main() {
  %m = memref.alloc() : memref<4xf32>
  %z = arith.constant 9.0 : f32
  linalg.fill ins(%z : f32) outs(%m : memref<4xf32>)
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = call @pick(%c0, %m) : (index, memref<4xf32>) -> memref<4xf32>
  %b = call @pick(%c1, %m) : (index, memref<4xf32>) -> memref<4xf32>
  %c = call @pick(%c2, %m) : (index, memref<4xf32>) -> memref<4xf32>
  %ua = memref.cast %a : memref<4xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<4xf32> to memref<*xf32>
  %uc = memref.cast %c : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  call @printMemrefF32(%uc) : (memref<*xf32>) -> ()
  return
}

// arith.select of memrefs used in a later block (seed 002's example with
// executable ops): its ownership comes from the retained values of the
// deallocs before the cf.cond_br.
func.func private @printMemrefF32(memref<*xf32>)

func.func @example(%memref: memref<?xf32>, %select_cond: i1, %br_cond: i1, %n: index) {
  %alloc = memref.alloc(%n) : memref<?xf32>
  %alloca = memref.alloca(%n) : memref<?xf32>
  %x = arith.constant 3.0 : f32
  linalg.fill ins(%x : f32) outs(%alloc : memref<?xf32>)
  linalg.fill ins(%x : f32) outs(%alloca : memref<?xf32>)
  %select = arith.select %select_cond, %alloc, %alloca : memref<?xf32>
  cf.cond_br %br_cond, ^bb1(%alloc : memref<?xf32>), ^bb1(%memref : memref<?xf32>)
^bb1(%bbarg: memref<?xf32>):
  memref.copy %bbarg, %select : memref<?xf32> to memref<?xf32>
  %u = memref.cast %select : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %n = arith.constant 2 : index
  %m = memref.alloc(%n) : memref<?xf32>
  %y = arith.constant 5.0 : f32
  linalg.fill ins(%y : f32) outs(%m : memref<?xf32>)
  %t = arith.constant true
  %f = arith.constant false
  call @example(%m, %t, %t, %n) : (memref<?xf32>, i1, i1, index) -> ()
  call @example(%m, %t, %f, %n) : (memref<?xf32>, i1, i1, index) -> ()
  call @example(%m, %f, %t, %n) : (memref<?xf32>, i1, i1, index) -> ()
  call @example(%m, %f, %f, %n) : (memref<?xf32>, i1, i1, index) -> ()
  return
}

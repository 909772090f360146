// Seed 000's dynamic-size diamond variants: `condBranchDynamicType` and the
// nested `condBranchDynamicTypeNested` (an allocation forwarded through two
// levels of join blocks).
func.func private @printMemrefF32(memref<*xf32>)

func.func @condBranchDynamicType(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  cf.br ^bb3(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  %x = arith.constant 2.0 : f32
  linalg.fill ins(%x : f32) outs(%1 : memref<?xf32>)
  cf.br ^bb3(%1 : memref<?xf32>)
^bb3(%2: memref<?xf32>):
  memref.copy %2, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

func.func @condBranchDynamicTypeNested(%arg0: i1, %arg1: memref<?xf32>, %arg2: memref<?xf32>, %arg3: index, %arg4: i1) {
  cf.cond_br %arg0, ^bb1, ^bb2(%arg3 : index)
^bb1:
  cf.br ^bb6(%arg1 : memref<?xf32>)
^bb2(%0: index):
  %1 = memref.alloc(%0) : memref<?xf32>
  %x = arith.constant 3.0 : f32
  linalg.fill ins(%x : f32) outs(%1 : memref<?xf32>)
  cf.cond_br %arg4, ^bb3, ^bb4
^bb3:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb4:
  cf.br ^bb5(%1 : memref<?xf32>)
^bb5(%2: memref<?xf32>):
  cf.br ^bb6(%2 : memref<?xf32>)
^bb6(%3: memref<?xf32>):
  cf.br ^bb7(%3 : memref<?xf32>)
^bb7(%4: memref<?xf32>):
  memref.copy %4, %arg2 : memref<?xf32> to memref<?xf32>
  return
}

func.func @main() {
  %n = arith.constant 3 : index
  %a = memref.alloc(%n) : memref<?xf32>
  %b = memref.alloc(%n) : memref<?xf32>
  %x = arith.constant 1.0 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<?xf32>)
  %t = arith.constant true
  %f = arith.constant false
  %u = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @condBranchDynamicType(%t, %a, %b, %n) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @condBranchDynamicType(%f, %a, %b, %n) : (i1, memref<?xf32>, memref<?xf32>, index) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @condBranchDynamicTypeNested(%t, %a, %b, %n, %t) : (i1, memref<?xf32>, memref<?xf32>, index, i1) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @condBranchDynamicTypeNested(%f, %a, %b, %n, %t) : (i1, memref<?xf32>, memref<?xf32>, index, i1) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  call @condBranchDynamicTypeNested(%f, %a, %b, %n, %f) : (i1, memref<?xf32>, memref<?xf32>, index, i1) -> ()
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

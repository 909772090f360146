// An explicit control-flow loop (a cf back edge) carrying a buffer that is
// reallocated in each iteration. MLIR 22 rejects explicit loops ("Only
// structured control-flow loops are supported."); the ownership indicator
// travels around the back edge as a block argument.
func.func private @printMemrefF32(memref<*xf32>)

func.func @grow(%n: index) -> memref<?xf32> {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %init = memref.alloc(%c1) : memref<?xf32>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%init : memref<?xf32>)
  cf.br ^header(%c1, %init : index, memref<?xf32>)
^header(%i: index, %buf: memref<?xf32>):
  %done = arith.cmpi uge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next_size = arith.addi %i, %c1 : index
  %next = memref.alloc(%next_size) : memref<?xf32>
  %x = arith.index_cast %i : index to i64
  %f = arith.sitofp %x : i64 to f32
  linalg.fill ins(%f : f32) outs(%next : memref<?xf32>)
  %old = memref.load %buf[%c0] : memref<?xf32>
  memref.store %old, %next[%c0] : memref<?xf32>
  cf.br ^header(%next_size, %next : index, memref<?xf32>)
^exit:
  return %buf : memref<?xf32>
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %a = call @grow(%c4) : (index) -> memref<?xf32>
  %b = call @grow(%c1) : (index) -> memref<?xf32>
  %ua = memref.cast %a : memref<?xf32> to memref<*xf32>
  %ub = memref.cast %b : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%ua) : (memref<*xf32>) -> ()
  call @printMemrefF32(%ub) : (memref<*xf32>) -> ()
  return
}

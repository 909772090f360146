// Buffers under bufferization.manual_deallocation are freed by the program
// itself (also through a realloc, which the pipeline expands); the pipeline
// frees only the others. MLIR 22's pipeline drops the attribute when it
// expands the realloc: its output fails its own runtime check.
func.func private @printMemrefF32(memref<*xf32>)

func.func @grow(%n: index) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%0 : memref<2xf32>)
  %1 = memref.realloc %0(%n) {bufferization.manual_deallocation} : memref<2xf32> to memref<?xf32>
  %auto = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%two : f32) outs(%auto : memref<?xf32>)
  %c0 = arith.constant 0 : index
  %x = memref.load %1[%c0] : memref<?xf32>
  memref.store %x, %auto[%c0] : memref<?xf32>
  %u = memref.cast %auto : memref<?xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %1 {bufferization.manual_deallocation} : memref<?xf32>
  return
}

func.func @select_manual(%c: i1) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %manual = memref.alloc() {bufferization.manual_deallocation} : memref<3xf32>
  linalg.fill ins(%one : f32) outs(%manual : memref<3xf32>)
  %auto = memref.alloc() : memref<3xf32>
  linalg.fill ins(%two : f32) outs(%auto : memref<3xf32>)
  %s = arith.select %c, %manual, %auto : memref<3xf32>
  %u = memref.cast %s : memref<3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  memref.dealloc %manual {bufferization.manual_deallocation} : memref<3xf32>
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %true = arith.constant true
  %false = arith.constant false
  call @grow(%c4) : (index) -> ()
  call @grow(%c1) : (index) -> ()
  call @select_manual(%true) : (i1) -> ()
  call @select_manual(%false) : (i1) -> ()
  return
}

// memref.realloc (an extension: MLIR 22 reports "memory free side-effect on
// MemRef value not supported!" and the pipeline runs expand-realloc first).
// A realloc of a buffer the block owns, with no other use after it, takes
// over that buffer: the source leaves the deallocation list, the result is
// owned (returned without a clone, freed at the end of the block). A chain
// of reallocs is handled the same way. Unsupported reallocs: invalid.mlir.
// RUN: xdsl-opt %s -p ownership-based-buffer-deallocation | filecheck %s
// RUN: not %mlir-opt %s -ownership-based-buffer-deallocation 2>&1 | filecheck %s --check-prefix=MLIR

func.func @grow(%n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2xf32>
  %x = arith.constant 4.0 : f32
  linalg.fill ins(%x : f32) outs(%a : memref<2xf32>)
  %b = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  return %b : memref<?xf32>
}

func.func @twice(%n: index, %m: index) -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2xf32>
  %b = memref.realloc %a(%n) : memref<2xf32> to memref<?xf32>
  %c = memref.realloc %b(%m) : memref<?xf32> to memref<?xf32>
  %v = memref.load %c[%c0] : memref<?xf32>
  return %v : f32
}

// CHECK-LABEL: func.func @grow
// CHECK-SAME:    (%[[N:[^ ,:]+]]: index) -> memref<?xf32>
// CHECK:         %[[A:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK:         %[[B:[^ ,:]+]] = memref.realloc %[[A]](%[[N]]) : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:    %[[BASE:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[B]]
// CHECK-NEXT:    bufferization.dealloc (%[[BASE]] : memref<f32>) if (%{{true(_[0-9]+)?}}) retain (%[[B]] : memref<?xf32>)
// CHECK-NEXT:    func.return %[[B]] : memref<?xf32>

// CHECK-LABEL: func.func @twice
// CHECK:         %[[A2:[^ ,:]+]] = memref.alloc() : memref<2xf32>
// CHECK-NEXT:    %[[B2:[^ ,:]+]] = memref.realloc %[[A2]]
// CHECK-NEXT:    %[[C2:[^ ,:]+]] = memref.realloc %[[B2]]
// CHECK-NEXT:    %[[V:[^ ,:]+]] = memref.load %[[C2]]
// CHECK-NEXT:    %[[BASE2:[^ ,:]+]], %{{[^ ,:]+}}, %{{[^ ,:]+}}, %{{[^ ,:]+}} = memref.extract_strided_metadata %[[C2]]
// CHECK-NEXT:    bufferization.dealloc (%[[BASE2]] : memref<f32>) if (%{{true(_[0-9]+)?}})
// CHECK-NEXT:    func.return %[[V]] : f32

// MLIR: error: memory free side-effect on MemRef value not supported!

// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s

// A linalg.map whose body uses its init reads the init: the init is copied
// before the map writes it, since the function returns the init too.
// Deliberately unlike MLIR 22 (`mlir-opt -one-shot-bufferize`), which says a
// map's init is never read and allocates without copying: its map then adds
// uninitialized memory (docs/linalg.md).
// CHECK-LABEL: func.func @map_reads_init
// CHECK-SAME:  (%[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[B:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[B]], %[[ALLOC]]
// CHECK-NEXT:    linalg.map ins(%[[A]] : memref<4xf32, strided<[?], offset: ?>>) outs(%[[ALLOC]] : memref<4xf32>)
func.func @map_reads_init(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.map ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
    (%x: f32, %y: f32) {
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    }
  return %0, %b : tensor<4xf32>, tensor<4xf32>
}

// A map whose body does not use its init does not read it: no copy.
// CHECK-LABEL: func.func @map_ignores_init
// CHECK-NEXT:    %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    linalg.map { math.absf }
func.func @map_ignores_init(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = linalg.map { math.absf } ins(%a : tensor<4xf32>) outs(%b : tensor<4xf32>)
  return %0, %b : tensor<4xf32>, tensor<4xf32>
}

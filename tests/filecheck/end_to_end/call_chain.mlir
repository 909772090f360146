// A call chain main -> @outer -> @middle -> @leaf, through One-Shot Module
// Bufferize (the same CHECK lines for xdsl-opt and mlir-opt), then the whole
// pipeline, executed. The leaf writes its argument in place; the write
// reaches main's buffer through every boundary, and main, which still
// prints its tensor, passes a copy.
//
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize=bufferize-function-boundaries | filecheck %s
// RUN: xdsl-opt %s -p 'one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline' | xdsl-bufferization-run - > %t.out 2> %t.err
// RUN: filecheck %s --check-prefix=OUT --input-file=%t.out
// RUN: filecheck %s --check-prefix=REPORT --input-file=%t.err

func.func private @printMemrefF32(memref<*xf32>)

// CHECK-LABEL: func.func @leaf
// CHECK-SAME:      (%[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[I:.*]]: index, %[[V:.*]]: f32) -> memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    memref.store %[[V]], %[[T]][%[[I]]]
// CHECK-NEXT:    return %[[T]]
func.func @leaf(%t: tensor<4xf32>, %i: index, %v: f32) -> tensor<4xf32> {
  %w = tensor.insert %v into %t[%i] : tensor<4xf32>
  return %w : tensor<4xf32>
}

// CHECK-LABEL: func.func @middle
// CHECK-SAME:      (%[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[V:.*]]: f32)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[R:.*]] = {{(func\.)?}}call @leaf(%[[T]], %{{.*}}, %[[V]])
// CHECK-NEXT:    return %[[R]]
func.func @middle(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %r = func.call @leaf(%t, %c2, %v) : (tensor<4xf32>, index, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @outer
// CHECK-SAME:      (%[[T:.*]]: memref<4xf32, strided<[?], offset: ?>>)
// CHECK-NOT:     memref.alloc
// CHECK:         %[[R:.*]] = {{(func\.)?}}call @middle(%[[T]], %{{.*}})
// CHECK-NEXT:    return %[[R]]
func.func @outer(%t: tensor<4xf32>) -> tensor<4xf32> {
  %v = arith.constant -3.0 : f32
  %r = func.call @middle(%t, %v) : (tensor<4xf32>, f32) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

// CHECK-LABEL: func.func @main()
// CHECK:         %[[T:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    linalg.fill ins(%{{.*}} : f32) outs(%[[T]] : memref<4xf32>)
// CHECK-NEXT:    %[[COPY:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[T]], %[[COPY]]
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[COPY]] : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT:    %[[R:.*]] = {{(func\.)?}}call @outer(%[[CAST]])
// CHECK:         memref.copy %[[R]]
// CHECK:         memref.cast %[[T]] : memref<4xf32> to memref<*xf32>
func.func @main() {
  %one = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%one : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @outer(%t) : (tensor<4xf32>) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

// OUT:      data =
// OUT-NEXT: [1.5,  1.5,  -3,  1.5]
// OUT-NEXT: data =
// OUT-NEXT: [1.5,  1.5,  1.5,  1.5]

// The clone at @leaf's return (it returns its argument), the copy before the
// call and the copy for printing: all freed once.
// REPORT: memory check: OK; 4 allocation(s), 0 alloca(s), 4 free(s), 2 copy(ies), 1 clone(s)

// RUN: xdsl-opt %s -p 'one-shot-bufferize' | filecheck %s
// RUN: %mlir-opt %s -one-shot-bufferize | filecheck %s

// scf.for, scf.if and scf.while with tensor iter_args and results: yielded
// values equivalent to their iter_args bufferize in place.
func.func @for_in_place(%lb: index, %ub: index, %step: index, %f: f32) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = scf.for %i = %lb to %ub step %step iter_args(%t = %e) -> tensor<8xf32> {
    %0 = tensor.insert %f into %t[%i] : tensor<8xf32>
    scf.yield %0 : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @if_yield(%c: i1, %t: tensor<8xf32>, %f: f32, %i: index) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.if %c -> tensor<8xf32> {
    %0 = tensor.insert %f into %fill[%i] : tensor<8xf32>
    scf.yield %0 : tensor<8xf32>
  } else {
    scf.yield %t : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
func.func @while_loop(%t: tensor<5xf32>, %f: f32, %n: index) -> tensor<5xf32> {
  %c0 = arith.constant 0 : index
  %e = tensor.empty() : tensor<5xf32>
  %r:2 = scf.while (%i = %c0, %a = %e) : (index, tensor<5xf32>) -> (index, tensor<5xf32>) {
    %cond = arith.cmpi slt, %i, %n : index
    scf.condition(%cond) %i, %a : index, tensor<5xf32>
  } do {
  ^bb0(%i2: index, %b: tensor<5xf32>):
    %c1 = arith.constant 1 : index
    %0 = tensor.insert %f into %b[%i2] : tensor<5xf32>
    %next = arith.addi %i2, %c1 : index
    scf.yield %next, %0 : index, tensor<5xf32>
  }
  return %r#1 : tensor<5xf32>
}
func.func @nested_for(%n: index, %f: f32) -> tensor<4x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<4x4xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %e) -> tensor<4x4xf32> {
    %r2 = scf.for %j = %c0 to %n step %c1 iter_args(%b = %a) -> tensor<4x4xf32> {
      %0 = tensor.insert %f into %b[%i, %j] : tensor<4x4xf32>
      scf.yield %0 : tensor<4x4xf32>
    }
    scf.yield %r2 : tensor<4x4xf32>
  }
  return %r : tensor<4x4xf32>
}
func.func @for_reads_init(%t: tensor<8xf32>, %n: index, %f: f32) -> (tensor<8xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty() : tensor<8xf32>
  %fill = linalg.fill ins(%f : f32) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %fill) -> tensor<8xf32> {
    %0 = tensor.insert %f into %a[%i] : tensor<8xf32>
    scf.yield %0 : tensor<8xf32>
  }
  %x = tensor.extract %fill[%c0] : tensor<8xf32>
  return %r, %x : tensor<8xf32>, f32
}

// CHECK-LABEL: func.func @for_in_place(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[ARG0]] to [[ARG1]] step [[ARG2]] iter_args([[ARG5:%[^ ,:)]+]] = [[ALLOC]]) -> (memref<8xf32>) {
// CHECK-NEXT: memref.store [[ARG3]], [[ARG5]]{{\[}}[[ARG4]]{{\]}} : memref<8xf32>
// CHECK-NEXT: scf.yield [[ARG5]] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @if_yield(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<8xf32>, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<8xf32>)
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = scf.if [[ARG0]] -> (memref<8xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: memref.store [[ARG2]], [[ALLOC_0]]{{\[}}[[ARG3]]{{\]}} : memref<8xf32>
// CHECK-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC_0]] : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: scf.yield [[CAST]] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield [[V0]] : memref<8xf32, strided<[?], offset: ?>>
// CHECK-NEXT: }
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[V1]] : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V2]] : tensor<8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @while_loop(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<5xf32> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// CHECK-NEXT: {{.*}} = scf.while ([[ARG3:%[^ ,:)]+]] = [[C0]], [[ARG4:%[^ ,:)]+]] = [[ALLOC]]) : (index, memref<5xf32>) -> (index, memref<5xf32>) {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = arith.cmpi slt, [[ARG3]], [[ARG2]] : index
// CHECK-NEXT: scf.condition([[V2]]) [[ARG3]], [[ARG4]] : index, memref<5xf32>
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0([[ARG3_1:%[^ ,:)]+]]: index, [[ARG4_1:%[^ ,:)]+]]: memref<5xf32>):
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: memref.store [[ARG1]], [[ARG4_1]]{{\[}}[[ARG3_1]]{{\]}} : memref<5xf32>
// CHECK-NEXT: [[V2_1:%[^ ,:)]+]] = arith.addi [[ARG3_1]], [[C1]] : index
// CHECK-NEXT: scf.yield [[V2_1]], [[ARG4_1]] : index, memref<5xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor {{%[^ ,:)]+}} : memref<5xf32> to tensor<5xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<5xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @nested_for(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<4x4xf32> {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG2:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C1]] iter_args([[ARG3:%[^ ,:)]+]] = [[ALLOC]]) -> (memref<4x4xf32>) {
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C1]] iter_args([[ARG5:%[^ ,:)]+]] = [[ARG3]]) -> (memref<4x4xf32>) {
// CHECK-NEXT: memref.store [[ARG1]], [[ARG5]]{{\[}}[[ARG2]], [[ARG4]]{{\]}} : memref<4x4xf32>
// CHECK-NEXT: scf.yield [[ARG5]] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield [[V2]] : memref<4x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<4x4xf32> to tensor<4x4xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]] : tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @for_reads_init(
// CHECK-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> (tensor<8xf32>, f32) {
// CHECK-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// CHECK-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// CHECK-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<8xf32>)
// CHECK-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// CHECK-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<8xf32> to memref<8xf32>
// CHECK-NEXT: [[V0:%[^ ,:)]+]] = scf.for [[ARG3:%[^ ,:)]+]] = [[C0]] to [[ARG1]] step [[C1]] iter_args([[ARG4:%[^ ,:)]+]] = [[ALLOC_0]]) -> (memref<8xf32>) {
// CHECK-NEXT: memref.store [[ARG2]], [[ARG4]]{{\[}}[[ARG3]]{{\]}} : memref<8xf32>
// CHECK-NEXT: scf.yield [[ARG4]] : memref<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[V0]] : memref<8xf32> to tensor<8xf32>
// CHECK-NEXT: [[V2:%[^ ,:)]+]] = memref.load [[ALLOC]]{{\[}}[[C0]]{{\]}} : memref<8xf32>
// CHECK-NEXT: {{(func.)?}}return [[V1]], [[V2]] : tensor<8xf32>, f32
// CHECK-NEXT: }

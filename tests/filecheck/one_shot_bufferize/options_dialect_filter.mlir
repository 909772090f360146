// RUN: xdsl-opt %s -p 'one-shot-bufferize{dialect-filter=tensor,bufferization}' | filecheck %s --check-prefix=TENSOR
// RUN: %mlir-opt %s -one-shot-bufferize='dialect-filter=tensor,bufferization' | filecheck %s --check-prefix=TENSOR
// RUN: xdsl-opt %s -p 'one-shot-bufferize{dialect-filter=scf,bufferization,linalg allow-return-allocs-from-loops}' | filecheck %s --check-prefix=SCF
// RUN: %mlir-opt %s -one-shot-bufferize='dialect-filter=scf,bufferization,linalg allow-return-allocs-from-loops' | filecheck %s --check-prefix=SCF

// dialect-filter: only ops of these dialects are bufferized; to_tensor and
// to_buffer ops connect them to the others.
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

// TENSOR-LABEL: func.func @for_in_place(
// TENSOR-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// TENSOR-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// TENSOR-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// TENSOR-NEXT: [[V1:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[ARG0]] to [[ARG1]] step [[ARG2]] iter_args([[ARG5:%[^ ,:)]+]] = [[V0]]) -> (tensor<8xf32>) {
// TENSOR-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[ARG5]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// TENSOR-NEXT: memref.copy [[V2]], [[ALLOC_0]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// TENSOR-NEXT: memref.store [[ARG3]], [[ALLOC_0]]{{\[}}[[ARG4]]{{\]}} : memref<8xf32>
// TENSOR-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<8xf32> to tensor<8xf32>
// TENSOR-NEXT: scf.yield [[V3]] : tensor<8xf32>
// TENSOR-NEXT: }
// TENSOR-NEXT: {{(func.)?}}return [[V1]] : tensor<8xf32>
// TENSOR-NEXT: }
// TENSOR-LABEL: func.func @if_yield(
// TENSOR-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<8xf32>, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// TENSOR-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// TENSOR-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// TENSOR-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG2]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// TENSOR-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT: [[V3:%[^ ,:)]+]] = scf.if [[ARG0]] -> (tensor<8xf32>) {
// TENSOR-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// TENSOR-NEXT: memref.copy [[V2]], [[ALLOC_0]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// TENSOR-NEXT: memref.store [[ARG2]], [[ALLOC_0]]{{\[}}[[ARG3]]{{\]}} : memref<8xf32>
// TENSOR-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<8xf32> to tensor<8xf32>
// TENSOR-NEXT: scf.yield [[V4]] : tensor<8xf32>
// TENSOR-NEXT: } else {
// TENSOR-NEXT: scf.yield [[ARG1]] : tensor<8xf32>
// TENSOR-NEXT: }
// TENSOR-NEXT: {{(func.)?}}return [[V3]] : tensor<8xf32>
// TENSOR-NEXT: }
// TENSOR-LABEL: func.func @while_loop(
// TENSOR-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<5xf32> {
// TENSOR-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// TENSOR-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// TENSOR-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<5xf32> to tensor<5xf32>
// TENSOR-NEXT: {{.*}} = scf.while ([[ARG3:%[^ ,:)]+]] = [[C0]], [[ARG4:%[^ ,:)]+]] = [[V0]]) : (index, tensor<5xf32>) -> (index, tensor<5xf32>) {
// TENSOR-NEXT: [[V2:%[^ ,:)]+]] = arith.cmpi slt, [[ARG3]], [[ARG2]] : index
// TENSOR-NEXT: scf.condition([[V2]]) [[ARG3]], [[ARG4]] : index, tensor<5xf32>
// TENSOR-NEXT: } do {
// TENSOR-NEXT: ^bb0([[ARG3_1:%[^ ,:)]+]]: index, [[ARG4_1:%[^ ,:)]+]]: tensor<5xf32>):
// TENSOR-NEXT: [[V2_1:%[^ ,:)]+]] = bufferization.to_buffer [[ARG4_1]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// TENSOR-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// TENSOR-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// TENSOR-NEXT: memref.copy [[V2_1]], [[ALLOC_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// TENSOR-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG3_1]]{{\]}} : memref<5xf32>
// TENSOR-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<5xf32> to tensor<5xf32>
// TENSOR-NEXT: [[V4:%[^ ,:)]+]] = arith.addi [[ARG3_1]], [[C1]] : index
// TENSOR-NEXT: scf.yield [[V4]], [[V3]] : index, tensor<5xf32>
// TENSOR-NEXT: }
// TENSOR-NEXT: {{(func.)?}}return {{%[^ ,:)]+}} : tensor<5xf32>
// TENSOR-NEXT: }
// TENSOR-LABEL: func.func @nested_for(
// TENSOR-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<4x4xf32> {
// TENSOR-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// TENSOR-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// TENSOR-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// TENSOR-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<4x4xf32> to tensor<4x4xf32>
// TENSOR-NEXT: [[V1:%[^ ,:)]+]] = scf.for [[ARG2:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C1]] iter_args([[ARG3:%[^ ,:)]+]] = [[V0]]) -> (tensor<4x4xf32>) {
// TENSOR-NEXT: [[V2:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C1]] iter_args([[ARG5:%[^ ,:)]+]] = [[ARG3]]) -> (tensor<4x4xf32>) {
// TENSOR-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_buffer [[ARG5]] : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// TENSOR-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// TENSOR-NEXT: memref.copy [[V3]], [[ALLOC_0]] : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// TENSOR-NEXT: memref.store [[ARG1]], [[ALLOC_0]]{{\[}}[[ARG2]], [[ARG4]]{{\]}} : memref<4x4xf32>
// TENSOR-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<4x4xf32> to tensor<4x4xf32>
// TENSOR-NEXT: scf.yield [[V4]] : tensor<4x4xf32>
// TENSOR-NEXT: }
// TENSOR-NEXT: scf.yield [[V2]] : tensor<4x4xf32>
// TENSOR-NEXT: }
// TENSOR-NEXT: {{(func.)?}}return [[V1]] : tensor<4x4xf32>
// TENSOR-NEXT: }
// TENSOR-LABEL: func.func @for_reads_init(
// TENSOR-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> (tensor<8xf32>, f32) {
// TENSOR-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// TENSOR-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// TENSOR-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// TENSOR-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// TENSOR-NEXT: [[V1:%[^ ,:)]+]] = linalg.fill ins([[ARG2]] : f32) outs([[V0]] : tensor<8xf32>) -> tensor<8xf32>
// TENSOR-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_buffer [[V1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT: [[V3:%[^ ,:)]+]] = scf.for [[ARG3:%[^ ,:)]+]] = [[C0]] to [[ARG1]] step [[C1]] iter_args([[ARG4:%[^ ,:)]+]] = [[V1]]) -> (tensor<8xf32>) {
// TENSOR-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[ARG4]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// TENSOR-NEXT: memref.copy [[V5]], [[ALLOC_0]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// TENSOR-NEXT: memref.store [[ARG2]], [[ALLOC_0]]{{\[}}[[ARG3]]{{\]}} : memref<8xf32>
// TENSOR-NEXT: [[V6:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC_0]] : memref<8xf32> to tensor<8xf32>
// TENSOR-NEXT: scf.yield [[V6]] : tensor<8xf32>
// TENSOR-NEXT: }
// TENSOR-NEXT: [[V4:%[^ ,:)]+]] = memref.load [[V2]]{{\[}}[[C0]]{{\]}} : memref<8xf32, strided<[?], offset: ?>>
// TENSOR-NEXT: {{(func.)?}}return [[V3]], [[V4]] : tensor<8xf32>, f32
// TENSOR-NEXT: }

// SCF-LABEL: func.func @for_in_place(
// SCF-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: index, [[ARG3:%[^ ,:)]+]]: f32) -> tensor<8xf32> {
// SCF-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// SCF-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// SCF-NEXT: memref.copy [[V1]], [[ALLOC]] : memref<8xf32, strided<[?], offset: ?>> to memref<8xf32>
// SCF-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: [[V2:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[ARG0]] to [[ARG1]] step [[ARG2]] iter_args([[ARG5:%[^ ,:)]+]] = [[CAST]]) -> (memref<8xf32, strided<[?], offset: ?>>) {
// SCF-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[ARG5]] : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// SCF-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG3]] into [[V4]]{{\[}}[[ARG4]]{{\]}} : tensor<8xf32>
// SCF-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[INSERTED]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: scf.yield [[V5]] : memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: }
// SCF-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[V2]] : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// SCF-NEXT: {{(func.)?}}return [[V3]] : tensor<8xf32>
// SCF-NEXT: }
// SCF-LABEL: func.func @if_yield(
// SCF-SAME: [[ARG0:%[^ ,:)]+]]: i1, [[ARG1:%[^ ,:)]+]]: tensor<8xf32>, [[ARG2:%[^ ,:)]+]]: f32, [[ARG3:%[^ ,:)]+]]: index) -> tensor<8xf32> {
// SCF-NEXT: [[V0:%[^ ,:)]+]] = bufferization.to_buffer [[ARG1]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: [[V1:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// SCF-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// SCF-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<8xf32>)
// SCF-NEXT: [[V2:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// SCF-NEXT: [[V3:%[^ ,:)]+]] = scf.if [[ARG0]] -> (memref<8xf32, strided<[?], offset: ?>>) {
// SCF-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG2]] into [[V2]]{{\[}}[[ARG3]]{{\]}} : tensor<8xf32>
// SCF-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[INSERTED]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: scf.yield [[V5]] : memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: } else {
// SCF-NEXT: scf.yield [[V0]] : memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: }
// SCF-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[V3]] : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// SCF-NEXT: {{(func.)?}}return [[V4]] : tensor<8xf32>
// SCF-NEXT: }
// SCF-LABEL: func.func @while_loop(
// SCF-SAME: [[ARG0:%[^ ,:)]+]]: tensor<5xf32>, [[ARG1:%[^ ,:)]+]]: f32, [[ARG2:%[^ ,:)]+]]: index) -> tensor<5xf32> {
// SCF-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// SCF-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<5xf32>
// SCF-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// SCF-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// SCF-NEXT: memref.copy [[V1]], [[ALLOC]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// SCF-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// SCF-NEXT: {{.*}} = scf.while ([[ARG3:%[^ ,:)]+]] = [[C0]], [[ARG4:%[^ ,:)]+]] = [[CAST]]) : (index, memref<5xf32, strided<[?], offset: ?>>) -> (index, memref<5xf32>) {
// SCF-NEXT: [[V4:%[^ ,:)]+]] = arith.cmpi slt, [[ARG3]], [[ARG2]] : index
// SCF-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<5xf32>
// SCF-NEXT: memref.copy [[ARG4]], [[ALLOC_0]] : memref<5xf32, strided<[?], offset: ?>> to memref<5xf32>
// SCF-NEXT: scf.condition([[V4]]) [[ARG3]], [[ALLOC_0]] : index, memref<5xf32>
// SCF-NEXT: } do {
// SCF-NEXT: ^bb0([[ARG3_1:%[^ ,:)]+]]: index, [[ARG4_1:%[^ ,:)]+]]: memref<5xf32>):
// SCF-NEXT: [[V4_1:%[^ ,:)]+]] = bufferization.to_tensor [[ARG4_1]] : memref<5xf32> to tensor<5xf32>
// SCF-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// SCF-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG1]] into [[V4_1]]{{\[}}[[ARG3_1]]{{\]}} : tensor<5xf32>
// SCF-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[INSERTED]] : tensor<5xf32> to memref<5xf32, strided<[?], offset: ?>>
// SCF-NEXT: [[V6:%[^ ,:)]+]] = arith.addi [[ARG3_1]], [[C1]] : index
// SCF-NEXT: scf.yield [[V6]], [[V5]] : index, memref<5xf32, strided<[?], offset: ?>>
// SCF-NEXT: }
// SCF-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor {{%[^ ,:)]+}} : memref<5xf32> to tensor<5xf32>
// SCF-NEXT: {{(func.)?}}return [[V3]] : tensor<5xf32>
// SCF-NEXT: }
// SCF-LABEL: func.func @nested_for(
// SCF-SAME: [[ARG0:%[^ ,:)]+]]: index, [[ARG1:%[^ ,:)]+]]: f32) -> tensor<4x4xf32> {
// SCF-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// SCF-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// SCF-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<4x4xf32>
// SCF-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_buffer [[V0]] : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// SCF-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<4x4xf32>
// SCF-NEXT: memref.copy [[V1]], [[ALLOC]] : memref<4x4xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32>
// SCF-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC]] : memref<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// SCF-NEXT: [[V2:%[^ ,:)]+]] = scf.for [[ARG2:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C1]] iter_args([[ARG3:%[^ ,:)]+]] = [[CAST]]) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
// SCF-NEXT: [[V4:%[^ ,:)]+]] = scf.for [[ARG4:%[^ ,:)]+]] = [[C0]] to [[ARG0]] step [[C1]] iter_args([[ARG5:%[^ ,:)]+]] = [[ARG3]]) -> (memref<4x4xf32, strided<[?, ?], offset: ?>>) {
// SCF-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_tensor [[ARG5]] : memref<4x4xf32, strided<[?, ?], offset: ?>> to tensor<4x4xf32>
// SCF-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG1]] into [[V5]]{{\[}}[[ARG2]], [[ARG4]]{{\]}} : tensor<4x4xf32>
// SCF-NEXT: [[V6:%[^ ,:)]+]] = bufferization.to_buffer [[INSERTED]] : tensor<4x4xf32> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// SCF-NEXT: scf.yield [[V6]] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// SCF-NEXT: }
// SCF-NEXT: scf.yield [[V4]] : memref<4x4xf32, strided<[?, ?], offset: ?>>
// SCF-NEXT: }
// SCF-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[V2]] : memref<4x4xf32, strided<[?, ?], offset: ?>> to tensor<4x4xf32>
// SCF-NEXT: {{(func.)?}}return [[V3]] : tensor<4x4xf32>
// SCF-NEXT: }
// SCF-LABEL: func.func @for_reads_init(
// SCF-SAME: [[ARG0:%[^ ,:)]+]]: tensor<8xf32>, [[ARG1:%[^ ,:)]+]]: index, [[ARG2:%[^ ,:)]+]]: f32) -> (tensor<8xf32>, f32) {
// SCF-NEXT: [[C0:%[^ ,:)]+]] = arith.constant 0 : index
// SCF-NEXT: [[C1:%[^ ,:)]+]] = arith.constant 1 : index
// SCF-NEXT: [[V0:%[^ ,:)]+]] = tensor.empty() : tensor<8xf32>
// SCF-NEXT: [[ALLOC:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// SCF-NEXT: linalg.fill ins([[ARG2]] : f32) outs([[ALLOC]] : memref<8xf32>)
// SCF-NEXT: [[V1:%[^ ,:)]+]] = bufferization.to_tensor [[ALLOC]] : memref<8xf32> to tensor<8xf32>
// SCF-NEXT: [[ALLOC_0:%[^ ,:)]+]] = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
// SCF-NEXT: memref.copy [[ALLOC]], [[ALLOC_0]] : memref<8xf32> to memref<8xf32>
// SCF-NEXT: [[CAST:%[^ ,:)]+]] = memref.cast [[ALLOC_0]] : memref<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: [[V2:%[^ ,:)]+]] = scf.for [[ARG3:%[^ ,:)]+]] = [[C0]] to [[ARG1]] step [[C1]] iter_args([[ARG4:%[^ ,:)]+]] = [[CAST]]) -> (memref<8xf32, strided<[?], offset: ?>>) {
// SCF-NEXT: [[V4:%[^ ,:)]+]] = bufferization.to_tensor [[ARG4]] : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// SCF-NEXT: [[INSERTED:%[^ ,:)]+]] = tensor.insert [[ARG2]] into [[V4]]{{\[}}[[ARG3]]{{\]}} : tensor<8xf32>
// SCF-NEXT: [[V5:%[^ ,:)]+]] = bufferization.to_buffer [[INSERTED]] : tensor<8xf32> to memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: scf.yield [[V5]] : memref<8xf32, strided<[?], offset: ?>>
// SCF-NEXT: }
// SCF-NEXT: [[V3:%[^ ,:)]+]] = bufferization.to_tensor [[V2]] : memref<8xf32, strided<[?], offset: ?>> to tensor<8xf32>
// SCF-NEXT: [[EXTRACTED:%[^ ,:)]+]] = tensor.extract [[V1]]{{\[}}[[C0]]{{\]}} : tensor<8xf32>
// SCF-NEXT: {{(func.)?}}return [[V3]], [[EXTRACTED]] : tensor<8xf32>, f32
// SCF-NEXT: }

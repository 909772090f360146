// A realloc under bufferization.manual_deallocation stays under manual
// deallocation: the new buffer gets the attribute and the old buffer is
// freed by the expansion (with the attribute), even without emit-deallocs,
// since the deallocation pipeline never frees a manually managed buffer.
// MLIR 22 drops the attribute (MLIR lines): in its pipeline the new buffer
// is then owned and freed twice, the old one never, and the runtime check
// that the block does not own the user's buffer always fails
// (tests/dealloc_programs/manual_deallocation.mlir runs ours).
// RUN: xdsl-opt %s -p 'expand-realloc{emit-deallocs=false}' | filecheck %s
// RUN: xdsl-opt %s -p expand-realloc | filecheck %s
// RUN: %mlir-opt %s -expand-realloc=emit-deallocs=false | filecheck %s --check-prefix=MLIR

func.func @manual_realloc(%n: index) {
  %0 = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
  %1 = memref.realloc %0(%n) {bufferization.manual_deallocation} : memref<5xf32> to memref<?xf32>
  memref.dealloc %1 {bufferization.manual_deallocation} : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @manual_realloc
// CHECK-SAME:  (%[[N:[^ ,:]+]]: index)
// CHECK: %[[OLD:[^ ,:]+]] = memref.alloc() {bufferization.manual_deallocation} : memref<5xf32>
// CHECK: %[[GROW:[^ ,:]+]] = arith.cmpi ult, %{{[^ ,:]+}}, %[[N]] : index
// CHECK: %[[NEW:[^ ,:]+]] = scf.if %[[GROW]] -> (memref<?xf32>) {
// CHECK-NEXT: %[[ALLOC:[^ ,:]+]] = memref.alloc(%[[N]]) {bufferization.manual_deallocation} : memref<?xf32>
// CHECK-NEXT: %[[SUB:[^ ,:]+]] = memref.subview %[[ALLOC]][0] [5] [1]
// CHECK-NEXT: memref.copy %[[OLD]], %[[SUB]]
// CHECK-NEXT: memref.dealloc %[[OLD]] {bufferization.manual_deallocation} : memref<5xf32>
// CHECK-NEXT: scf.yield %[[ALLOC]] : memref<?xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.reinterpret_cast %[[OLD]]
// CHECK: memref.dealloc %[[NEW]] {bufferization.manual_deallocation} : memref<?xf32>

// MLIR-LABEL: func.func @manual_realloc
// MLIR: scf.if
// MLIR-NEXT: memref.alloc(%{{[^ ,:]+}}) : memref<?xf32>
// MLIR-NOT: memref.dealloc %alloc :
// MLIR: scf.yield

// memref canonicalization as MLIR 22 does it: an allocation whose only uses
// store into it or deallocate it goes away with them; copies of a buffer to
// itself, copies of no element, copies through casts; a cast only used by a
// dealloc. Copying *into* an otherwise dead allocation is removed too by
// ours (an addition: MLIR 22 keeps the copy and the buffer), see
// dead_copy_into below.
// RUN: xdsl-opt %s --split-input-file -p canonicalize --allow-unregistered-dialect | filecheck %s --check-prefixes=CHECK,OURS
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s --check-prefixes=CHECK,MLIR

func.func @dead_store(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  memref.store %v, %b[%i] : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @dead_store
// CHECK-SAME: (%[[A0:[^ ,:]+]]: f32, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @live_load(%v: f32, %i: index) -> f32 {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  %l = memref.load %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %l : f32
}

// CHECK-LABEL: func.func @live_load
// CHECK-SAME: (%[[A0:[^ ,:]+]]: f32, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %[[A0]], %[[V2]][%[[A1]]] : memref<4xf32>
// CHECK-NEXT: %[[V3:[^ ,:]+]] = memref.load %[[V2]][%[[A1]]] : memref<4xf32>
// CHECK-NEXT: memref.dealloc %[[V2]] : memref<4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V3]] : f32

// -----

func.func @stored_value(%m: memref<4xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<4xmemref<4xf32>>
  return
}

// CHECK-LABEL: func.func @stored_value
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4xmemref<4xf32>>, %[[A1:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V2:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.store %[[V2]], %[[A0]][%[[A1]]] : memref<4xmemref<4xf32>>
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @copy_from(%m: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %m : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @copy_from
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4xf32>)
// CHECK-NEXT: %[[V1:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// CHECK-NEXT: memref.copy %[[V1]], %[[A0]] : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %[[V1]] : memref<4xf32>
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @copy_folds(%m: memref<4xf32>, %n: memref<0xf32>, %o: memref<?xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %n, %o : memref<0xf32> to memref<?xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %o : memref<?xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @copy_folds
// CHECK-SAME: (%[[A0:[^ ,:]+]]: memref<4xf32>, %[[A1:[^ ,:]+]]: memref<0xf32>, %[[A2:[^ ,:]+]]: memref<?xf32>)
// CHECK-NEXT: memref.copy %[[A0]], %[[A2]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: {{(func\.)?}}return

// -----

func.func @dealloc_of_cast(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  %c = memref.cast %a : memref<?xf32> to memref<*xf32>
  "test.use"(%a) : (memref<?xf32>) -> ()
  memref.dealloc %a : memref<?xf32>
  return
}

// CHECK-LABEL: func.func @dealloc_of_cast
// CHECK-SAME: (%[[A0:[^ ,:]+]]: index)
// CHECK-NEXT: %[[V1:[^ ,:]+]] = memref.alloc(%[[A0]]) : memref<?xf32>
// CHECK-NEXT: "test.use"(%[[V1]]) : (memref<?xf32>) -> ()
// CHECK-NEXT: memref.dealloc %[[V1]] : memref<?xf32>
// CHECK-NEXT: {{(func\.)?}}return


// -----

func.func @dead_copy_into(%m: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %m, %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// CHECK-LABEL: func.func @dead_copy_into
// CHECK-SAME: (%[[M:[^ ,:]+]]: memref<4xf32>)
// OURS-NEXT: {{(func\.)?}}return
// MLIR-NEXT: %[[A:[^ ,:]+]] = memref.alloc() : memref<4xf32>
// MLIR-NEXT: memref.copy %[[M]], %[[A]] : memref<4xf32> to memref<4xf32>
// MLIR-NEXT: memref.dealloc %[[A]] : memref<4xf32>
// MLIR-NEXT: return

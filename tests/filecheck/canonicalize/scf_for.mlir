// Canonicalization of scf.for as MLIR 22 does it (ForOpIterArgsFolder,
// SimplifyTrivialLoops, ForOpTensorCastFolder), picked up by stock
// `canonicalize` from the op's canonicalization trait. The same CHECK lines
// hold for xDSL's output and for MLIR 22's.
// RUN: xdsl-opt %s --split-input-file -p canonicalize | filecheck %s
// RUN: %mlir-opt %s --split-input-file -canonicalize --allow-unregistered-dialect | filecheck %s

// SimplifyTrivialLoops: equal bounds, or a constant trip count of 0, erase the
// loop; its results are the init values.
// CHECK-LABEL: func.func @zero_trips
// CHECK-SAME: (%[[X:.*]]: i32, %[[N:.*]]: index)
// CHECK-NEXT: return %[[X]], %[[X]]
func.func @zero_trips(%x: i32, %n: index) -> (i32, i32) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %n to %n step %c1 iter_args(%a = %x) -> i32 {
    %y = "test.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  %1 = scf.for %i = %c4 to %c2 step %c1 iter_args(%a = %x) -> i32 {
    %y = "test.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0, %1 : i32, i32
}

// -----

// SimplifyTrivialLoops: one iteration inlines the body, the induction
// variable being the lower bound.
// CHECK-LABEL: func.func @one_trip
// CHECK-SAME: (%[[X:.*]]: i32)
// CHECK: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[Y:.*]] = "test.op"(%[[C2]], %[[X]])
// CHECK-NEXT: return %[[Y]]
func.func @one_trip(%x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c2 to %c5 step %c4 iter_args(%a = %x) -> i32 {
    %y = "test.op"(%i, %a) : (index, i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// SimplifyTrivialLoops: the trip count of an `unsigned` loop is counted
// unsigned: 0 to -1 (i32) iterates, and the loop stays.
// CHECK-LABEL: func.func @unsigned_trips
// CHECK: scf.for unsigned
// CHECK-NEXT: "test.op"
// CHECK-NOT: scf.for
func.func @unsigned_trips() {
  %c1 = arith.constant 1 : i32
  %cm1 = arith.constant -1 : i32
  %c0 = arith.constant 0 : i32
  scf.for unsigned %i = %c0 to %cm1 step %c1 : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  scf.for %i = %c0 to %cm1 step %c1 : i32 {
    "test.op"(%i) {signed} : (i32) -> ()
  }
  return
}

// -----

// SimplifyTrivialLoops: a body that only yields values defined outside, in a
// loop of more than one iteration, is those values.
// CHECK-LABEL: func.func @empty_body
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32)
// CHECK-NEXT: return %[[Y]]
func.func @empty_body(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// Dynamic bounds: the loop stays.
// CHECK-LABEL: func.func @dynamic_bounds
// CHECK: %[[R:.*]] = scf.for
// CHECK-NEXT: %[[Y:.*]] = "test.op"
// CHECK-NEXT: scf.yield %[[Y]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @dynamic_bounds(%x: i32, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> i32 {
    %y = "test.op"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %0 : i32
}

// -----

// ForOpIterArgsFolder: an iteration argument yielded unchanged, one unused in
// the body whose init is yielded, and one unused in the body whose result is
// unused are dropped; the others stay.
// CHECK-LABEL: func.func @iter_args_folder
// CHECK-SAME: (%[[X:.*]]: i32, %[[Y:.*]]: i32, %[[Z:.*]]: i32, %[[W:.*]]: i32, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %[[W]]) -> (i32) {
// CHECK-NEXT: %[[V:.*]] = "test.op"(%[[X]], %[[A]])
// CHECK-NEXT: "test.op"() {other}
// CHECK-NEXT: scf.yield %[[V]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[X]], %[[Y]], %[[R]]
func.func @iter_args_folder(%x: i32, %y: i32, %z: i32, %w: i32, %n: index) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0, %1, %2, %3 = scf.for %i = %c0 to %n step %c1
      iter_args(%a = %x, %b = %y, %c = %z, %d = %w) -> (i32, i32, i32, i32) {
    %v = "test.op"(%a, %d) : (i32, i32) -> i32
    %u = "test.op"() {other} : () -> i32
    scf.yield %a, %y, %u, %v : i32, i32, i32, i32
  }
  return %0, %1, %3 : i32, i32, i32
}

// -----

// ForOpTensorCastFolder: a cast that loses static sizes moves into the loop.
// CHECK-LABEL: func.func @tensor_cast
// CHECK-SAME: (%[[T:.*]]: tensor<32x1024xf32>, %[[N:.*]]: index)
// CHECK: %[[R:.*]] = scf.for %{{.*}} = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[A:.*]] = %[[T]]) -> (tensor<32x1024xf32>) {
// CHECK-NEXT: %[[IN:.*]] = tensor.cast %[[A]] : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[V:.*]] = "test.op"(%[[IN]])
// CHECK-NEXT: %[[OUT:.*]] = tensor.cast %[[V]] : tensor<?x?xf32> to tensor<32x1024xf32>
// CHECK-NEXT: scf.yield %[[OUT]] : tensor<32x1024xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[R]] : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @tensor_cast(%t: tensor<32x1024xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<?x?xf32> {
    %2 = "test.op"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

// -----

// Not moved: a result with two uses, or a cast that adds static sizes.
// CHECK-LABEL: func.func @tensor_cast_kept
// CHECK: tensor.cast %{{.*}} : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT: scf.for {{.*}} -> (tensor<?x?xf32>)
// CHECK: tensor.cast %{{.*}} : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: scf.for {{.*}} -> (tensor<4x?xf32>)
func.func @tensor_cast_kept(%t: tensor<32x1024xf32>, %s: tensor<?x?xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<?x?xf32> {
    %2 = "test.op"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  %3 = tensor.cast %s : tensor<?x?xf32> to tensor<4x?xf32>
  %4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %3) -> tensor<4x?xf32> {
    %5 = "test.op"(%a) : (tensor<4x?xf32>) -> tensor<4x?xf32>
    scf.yield %5 : tensor<4x?xf32>
  }
  return %1, %1, %4 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>
}

// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p convert-scf-to-cf | filecheck %s
// RUN: not xdsl-opt %s -p convert-scf-to-cf 2>&1 | filecheck %s --check-prefix=EXIT
// RUN: not %mlir-opt %s --split-input-file -convert-scf-to-cf 2>&1 | filecheck %s --check-prefix=MLIR

// What the pass cannot lower is an error at the op, and the pass fails
// (non-zero exit) without rewriting anything: the IR shown with the error
// still has the scf.if before the scf.forall.

// EXIT:       error: failed to legalize operation 'scf.forall'
// EXIT-NOT:   Traceback

// An scf.forall with shared_outs (tensor results): MLIR 22 fails too, with
// the start of our message.
// CHECK:      failed to legalize operation 'scf.forall' that was explicitly marked illegal: only an scf.forall without shared_outs can be lowered (bufferize it first)
// CHECK:        "scf.if"
// CHECK:        "scf.forall"
// CHECK-NEXT:   ^^^^^^^^^^
// MLIR:       error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
func.func @forall_outputs(%n: index, %t: tensor<?xi32>, %c: i1, %m: memref<i32>) -> tensor<?xi32> {
  scf.if %c {
    %z = arith.constant 0 : i32
    memref.store %z, %m[] : memref<i32>
  }
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xi32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<?xi32>
}

// -----

// Inside an op whose region keeps a single block, the branches cannot be
// placed: we report it at the scf op; MLIR 22 lowers it and its verifier
// then rejects the enclosing op.
// CHECK:      cannot lower 'scf.if' to branches: the region of the enclosing 'tensor.generate' must keep a single block
// MLIR:       error: 'tensor.generate' op expects region #0 to have 0 or 1 blocks
func.func @single_block_parent(%c: i1) -> tensor<4xi32> {
  %r = tensor.generate {
  ^bb0(%i: index):
    %v = scf.if %c -> i32 {
      %a = arith.constant 1 : i32
      scf.yield %a : i32
    } else {
      %a = arith.constant 2 : i32
      scf.yield %a : i32
    }
    tensor.yield %v : i32
  } : tensor<4xi32>
  return %r : tensor<4xi32>
}

// -----

// Also when the scf op is nested in other scf ops whose blocks would move
// into that region.
// CHECK:      cannot lower 'scf.for' to branches: the region of the enclosing 'linalg.generic' must keep a single block
// MLIR:       error: 'linalg.generic' op expects region #0 to have 0 or 1 blocks
func.func @nested_in_generic(%m: memref<4xindex>, %n: index) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%m : memref<4xindex>) {
  ^bb0(%o: index):
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %o to %n step %c1 iter_args(%v = %o) -> index {
      %w = arith.addi %v, %i : index
      scf.yield %w : index
    }
    linalg.yield %r : index
  }
  return
}

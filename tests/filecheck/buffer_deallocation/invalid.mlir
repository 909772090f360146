// Inputs ownership-based-buffer-deallocation cannot handle: MLIR 22's
// diagnostic at the offending op (checked on mlir-opt with
// --verify-diagnostics); the input is left unchanged (see
// tests/pytest/test_buffer_deallocation_diagnostics.py, which also covers
// the diagnostics that need custom ops).
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics -p ownership-based-buffer-deallocation --allow-unregistered-dialect | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics -ownership-based-buffer-deallocation --allow-unregistered-dialect
// RUN: xdsl-bufferization-opt %s --split-input-file --verify-diagnostics -ownership-based-buffer-deallocation --allow-unregistered-dialect

func.func @dealloc_present() {
  %a = memref.alloc() : memref<2xf32>
  %t = arith.constant true
  // expected-error @+1 {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%a : memref<2xf32>) if (%t)
  return
}

// CHECK: No deallocation operations must be present when running this pass!
// CHECK-NEXT: "builtin.module"() ({
// CHECK: "bufferization.dealloc"

// -----

func.func @unknown_effects(%m: memref<2xf32>) {
  // expected-error @+1 {{ops with unknown memory side effects are not supported}}
  "test.use"(%m) : (memref<2xf32>) -> ()
  return
}

// CHECK: ops with unknown memory side effects are not supported
// CHECK: "test.use"

// -----

// Ops nested in a region are checked before the ops of the enclosing block.
func.func @unknown_effects_nested(%c: i1, %m: memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  scf.if %c {
    // expected-error @+1 {{ops with unknown memory side effects are not supported}}
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  return
}

// CHECK: ops with unknown memory side effects are not supported
// CHECK: "test.use"

// -----

func.func @region_without_interface(%m: memref<2xf32>, %i: index) -> f32 {
  // expected-error @+1 {{All operations with attached regions need to implement the RegionBranchOpInterface.}}
  %r = memref.generic_atomic_rmw %m[%i] : memref<2xf32> {
  ^bb0(%current: f32):
    memref.atomic_yield %current : f32
  }
  return %r : f32
}

// CHECK: All operations with attached regions need to implement the RegionBranchOpInterface.
// CHECK: "memref.generic_atomic_rmw"

// -----

func.func @free_present() {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %a : memref<2xf32>
  return
}

// CHECK: memory free side-effect on MemRef value not supported!
// CHECK: "memref.dealloc"

// -----

// memref.realloc of a buffer the function does not own (an argument); the
// pipeline runs expand-realloc first.
func.func @realloc_argument(%m: memref<2xf32>, %n: index) -> memref<?xf32> {
  // expected-error @+1 {{memory free side-effect on MemRef value not supported!}}
  %r = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
  return %r : memref<?xf32>
}

// CHECK: memory free side-effect on MemRef value not supported!
// CHECK: "memref.realloc"

// -----

func.func @reduce_return_memref(%lb: index, %ub: index, %m: memref<2xf32>) {
  %r = scf.parallel (%iv) = (%lb) to (%ub) step (%lb) init (%m) -> memref<2xf32> {
    scf.reduce(%m : memref<2xf32>) {
    ^bb0(%lhs: memref<2xf32>, %rhs: memref<2xf32>):
      // expected-error @+1 {{only supported when operand is not a MemRef}}
      scf.reduce.return %lhs : memref<2xf32>
    }
  }
  return
}

// CHECK: only supported when operand is not a MemRef
// CHECK: "scf.reduce.return"

// -----

// The attribute is only meaningful on allocations and frees (MLIR's
// bufferization dialect rejects it elsewhere when verifying the op; here the
// pass reports it).
func.func @manual_deallocation_on_load(%m: memref<2xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'memref.load' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect}}
  %x = memref.load %m[%i] {bufferization.manual_deallocation} : memref<2xf32>
  return %x : f32
}

// CHECK: 'memref.load' op attribute 'bufferization.manual_deallocation' can be used only on ops that have an allocation and/or free side effect
// CHECK: "memref.load"

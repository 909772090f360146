// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: not %mlir-opt %s --split-input-file 2>&1 | filecheck %s --check-prefix=MLIR

// Operand type and property constraints are checked by xDSL's IRDL, which
// words its messages its own way (CHECK); mlir-opt rejects the same IR (MLIR).

func.func @if_condition_type(%c: i32) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  func.return
}

// CHECK: operand 'cond' at position 0 does not verify:
// CHECK-NEXT: Expected attribute i1 but got i32
// MLIR: error: 'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'

// -----

func.func @condition_type(%c: i32) {
  scf.while : () -> () {
    "scf.condition"(%c) : (i32) -> ()
  } do {
    scf.yield
  }
  func.return
}

// CHECK: operand 'condition' at position 0 does not verify:
// CHECK-NEXT: Expected attribute i1 but got i32
// MLIR: error: 'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'

// -----

func.func @for_bound_type(%f: f32) {
  "scf.for"(%f, %f, %f) ({
  ^bb0(%i: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  func.return
}

// CHECK: operand 'lb' at position 0 does not verify:
// CHECK-NEXT: Unexpected attribute f32
// MLIR: error: 'scf.for' op operand #0 must be signless integer or index, but got 'f32'

// -----

func.func @switch_argument_type(%i: i32) {
  "scf.index_switch"(%i) <{cases = array<i64>}> ({
    "scf.yield"() : () -> ()
  }) : (i32) -> ()
  func.return
}

// CHECK: operand 'arg' at position 0 does not verify:
// CHECK-NEXT: i32 should be of base attribute index
// MLIR: error: 'scf.index_switch' op operand #0 must be index, but got 'i32'

// -----

func.func @forall_output_type(%m: memref<4xf32>) {
  %0 = "scf.forall"(%m) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: memref<4xf32>):
    "scf.forall.in_parallel"() ({
    ^bb0:
    }) : () -> ()
  }) : (memref<4xf32>) -> memref<4xf32>
  func.return
}

// CHECK: operand 'outputs' at position 0 does not verify:
// CHECK-NEXT: memref<4xf32> should be of base attribute tensor
// MLIR: error: 'scf.forall' op operand #0 must be variadic of ranked tensor of any type values, but got 'memref<4xf32>'

// -----

func.func @execute_region_no_inline_value() {
  "scf.execute_region"() <{no_inline = 1}> ({
    "scf.yield"() : () -> ()
  }) : () -> ()
  func.return
}

// CHECK: 1 : i64 should be of base attribute unit
// MLIR: error: invalid properties {no_inline = 1 : i64} for op scf.execute_region

// -----

func.func @for_unsigned_cmp_value(%a: index) {
  "scf.for"(%a, %a, %a) <{unsignedCmp = false}> ({
  ^bb0(%i: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  func.return
}

// CHECK: false should be of base attribute unit
// MLIR: error: invalid properties {unsignedCmp = false} for op scf.for

// -----

// An empty block: xDSL's core verifier reports it before the op's verifier.

func.func @while_empty_block() {
  "scf.while"() ({
  ^bb0:
  }, {
    "scf.yield"() : () -> ()
  }) : () -> ()
  func.return
}

// CHECK: Operation scf.while contains empty block in single-block region that expects at least a terminator
// MLIR: error: 'scf.while' op expects a non-empty block

// -----

func.func @execute_region_empty_block() {
  "scf.execute_region"() ({
  ^bb0:
  }) : () -> ()
  func.return
}

// CHECK: Operation scf.execute_region contains empty block in single-block region that expects at least a terminator
// MLIR: error: empty block: expect at least a terminator

// RUN: xdsl-opt %s --split-input-file -p 'one-shot-bufferize{bufferize-function-boundaries}' | filecheck %s

// Inputs on which MLIR 22 aborts (assertion "inconsistent analysis state" in
// the func.call model): the callee returns one argument while an scf.if
// merges the alias sets of both arguments, so the operand that aliases the
// returned value is not the argument the value is equivalent to. We
// bufferize them: the call result is equivalent to its operand only when the
// returned value is equivalent to that very argument; otherwise it only may
// alias it. (tests/one_shot_programs/func_if_merges_args.mlir runs such a
// program; tests/pytest/test_one_shot_module.py runs 112 variants.)

// (mlir-opt -one-shot-bufferize=bufferize-function-boundaries aborts on both
// chunks; lit here cannot expect a crash, so there is no mlir-opt RUN line.)

func.func @callee(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %b : tensor<4xf32>
  }
  return %a : tensor<4xf32>
}

func.func @caller(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %f: f32) -> (tensor<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %0 = call @callee(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %w = tensor.insert %f into %0[%c0] : tensor<4xf32>
  %x = tensor.extract %b[%c0] : tensor<4xf32>
  return %w, %x : tensor<4xf32>, f32
}

// The call result may alias %a or %b (it is equivalent to neither operand):
// the insert into it (decided first, bottom-up) writes in place, so the call
// gets a copy of %b, which the caller reads afterwards.
// CHECK-LABEL: func.func @callee
// CHECK:         func.return %a
// CHECK-LABEL: func.func @caller
// CHECK-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[B:.*]]: memref<4xf32, strided<[?], offset: ?>>, %[[F:.*]]: f32)
// CHECK:         %[[ALLOC:.*]] = memref.alloc() {alignment = 64 : i64} : memref<4xf32>
// CHECK-NEXT:    memref.copy %[[B]], %[[ALLOC]]
// CHECK-NEXT:    %[[CAST:.*]] = memref.cast %[[ALLOC]]
// CHECK-NEXT:    %[[R:.*]] = func.call @callee(%[[C]], %[[A]], %[[CAST]])
// CHECK-NEXT:    memref.store %[[F]], %[[R]]
// CHECK-NEXT:    %[[X:.*]] = memref.load %[[B]]
// CHECK-NEXT:    func.return %[[R]], %[[X]]

// -----

func.func @callee2(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r:2 = scf.if %c -> (tensor<4xf32>, tensor<4xf32>) {
    scf.yield %a, %b : tensor<4xf32>, tensor<4xf32>
  } else {
    scf.yield %b, %a : tensor<4xf32>, tensor<4xf32>
  }
  return %b : tensor<4xf32>
}

func.func @caller2(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %0 = call @callee2(%c, %a, %b) : (i1, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @callee2
// CHECK:         func.return %b
// CHECK-LABEL: func.func @caller2
// CHECK:         %[[R:.*]] = func.call @callee2
// CHECK-NEXT:    func.return %[[R]]

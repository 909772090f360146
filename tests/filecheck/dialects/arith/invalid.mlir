// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// The element-wise arith ops of our dialect check their shapes and element
// types; mlir-opt reports the same messages (expected-error).

func.func @select_condition_shape(%c: vector<3xi1>, %a: vector<4xf32>) {
  // expected-error @+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %a, %a : vector<3xi1>, vector<4xf32>
  func.return
}

// CHECK: failed to verify that condition is signless i1 or has matching shape

// -----

func.func @cast_shape(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %a : vector<4xi32> to vector<3xf32>
  func.return
}

// CHECK: requires the same shape for all operands and results

// -----

func.func @index_cast_no_index(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
  %0 = arith.index_cast %a : vector<4xi32> to vector<4xi64>
  func.return
}

// CHECK: operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible

// -----

func.func @extsi_narrower(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.extsi' op operand type 'vector<4xi32>' and result type 'vector<4xi16>' are cast incompatible}}
  %0 = arith.extsi %a : vector<4xi32> to vector<4xi16>
  func.return
}

// CHECK: operand type 'vector<4xi32>' and result type 'vector<4xi16>' are cast incompatible

// -----

func.func @extui_narrower(%a: tensor<4xi32>) {
  // expected-error @+1 {{'arith.extui' op operand type 'tensor<4xi32>' and result type 'tensor<4xi8>' are cast incompatible}}
  %0 = arith.extui %a : tensor<4xi32> to tensor<4xi8>
  func.return
}

// CHECK: operand type 'tensor<4xi32>' and result type 'tensor<4xi8>' are cast incompatible

// -----

func.func @trunci_wider(%a: vector<4xi32>) {
  // expected-error @+1 {{'arith.trunci' op operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible}}
  %0 = arith.trunci %a : vector<4xi32> to vector<4xi64>
  func.return
}

// CHECK: operand type 'vector<4xi32>' and result type 'vector<4xi64>' are cast incompatible

// -----

func.func @cmpi_operand_types(%a: vector<4xi32>, %b: vector<4xi64>) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) <{predicate = 0 : i64}> : (vector<4xi32>, vector<4xi64>) -> vector<4xi1>
  func.return
}

// CHECK: requires all operands to have the same type

// The verifiers of the memref ops, with MLIR 22's messages: xDSL's messages
// are checked by filecheck, MLIR's by mlir-opt --verify-diagnostics. (The
// ODS constraints of operands, results and properties are in
// invalid_constraints.mlir.)
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @alloc_too_many_sizes(%d: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%d) : memref<4xf32>
  return
}
// CHECK: incorrect number of dynamic sizes, has 1, expected 0

// -----

func.func @alloca_too_few_sizes() {
  // expected-error @+1 {{'memref.alloca' op incorrect number of dynamic sizes, has 0, expected 2}}
  %0 = memref.alloca() : memref<?x?xf32>
  return
}
// CHECK: incorrect number of dynamic sizes, has 0, expected 2

// -----

func.func @alloc_missing_symbol() {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 1, got 0}}
  %0 = memref.alloc() : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}
// CHECK: symbol operand count does not equal memref symbol count: expected 1, got 0

// -----

func.func @alloc_strided_symbols(%s: index) {
  // expected-error @+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 1}}
  %0 = memref.alloc()[%s] : memref<4x4xf32, strided<[?, 1], offset: ?>>
  return
}
// CHECK: symbol operand count does not equal memref symbol count: expected 2, got 1

// -----

func.func @alloca_extra_symbol(%s: index) {
  // expected-error @+1 {{'memref.alloca' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloca()[%s] : memref<4xf32>
  return
}
// CHECK: symbol operand count does not equal memref symbol count: expected 0, got 1

// -----

// expected-error @+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>
// CHECK: requires an ancestor op with AutomaticAllocationScope trait

// -----

func.func @realloc_source_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error @+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}
// CHECK: unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  // expected-error @+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[1], offset: 2>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[1], offset: 2>>
  return
}
// CHECK: unsupported layout for result memref type 'memref<8xf32, strided<[1], offset: 2>>'

// -----

func.func @realloc_memory_space(%m: memref<4xf32>) {
  // expected-error @+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, "shared">'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, "shared">
  return
}
// CHECK: different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, "shared">'

// -----

func.func @realloc_element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}
// CHECK: different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) {
  // expected-error @+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}
// CHECK: missing dimension operand for result type 'memref<?xf32>'

// -----

func.func @realloc_unnecessary_size(%m: memref<4xf32>, %d: index) {
  // expected-error @+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%d) : memref<4xf32> to memref<8xf32>
  return
}
// CHECK: unnecessary dimension operand for result type 'memref<8xf32>'

// -----

func.func @load_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 2 but got 1}}
  %0 = memref.load %m[%i] : memref<4x4xf32>
  return
}
// CHECK: incorrect number of indices for load, expected 2 but got 1

// -----

func.func @load_result_type(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}
// CHECK: failed to verify that result type matches element type of 'memref'

// -----

func.func @store_indices(%m: memref<4x4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[%i, %i, %i] : memref<4x4xf32>
  return
}
// CHECK: store index operand count not equal to memref rank

// -----

func.func @store_value_type(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%v, %m, %i) : (i32, memref<4xf32>, index) -> ()
  return
}
// CHECK: failed to verify that type of 'value' matches element type of 'memref'

// -----

func.func @atomic_rmw_subscripts(%m: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[] : (f32, memref<4xf32>) -> f32
  return
}
// CHECK: expects the number of subscripts to be equal to memref rank

// -----

func.func @atomic_rmw_float_kind(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'maximumf' expects a floating-point type}}
  %0 = memref.atomic_rmw maximumf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
// CHECK: with kind 'maximumf' expects a floating-point type

// -----

func.func @atomic_rmw_integer_kind(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'ori' expects an integer type}}
  %0 = memref.atomic_rmw ori %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
// CHECK: with kind 'ori' expects an integer type

// -----

func.func @atomic_rmw_result_type(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f64
  return
}
// CHECK: failed to verify that all of {value, result} have same type

// -----

func.func @atomic_rmw_value_type(%m: memref<4xf32>, %v: f64, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f64, memref<4xf32>) -> f64
  return
}
// CHECK: failed to verify that value type matches element type of memref

// -----

func.func @generic_atomic_rmw_arguments(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32, %b: f32):
    memref.atomic_yield %a : f32
  }
  return
}
// CHECK: expected single number of entry block arguments

// -----

func.func @generic_atomic_rmw_argument_type(%m: memref<4xf32>, %v: f32, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: i32):
    memref.atomic_yield %v : f32
  }
  return
}
// CHECK: expected block argument of the same type result type

// -----

func.func @generic_atomic_rmw_side_effects(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %a, %m[%i] : memref<4xf32>
    memref.atomic_yield %a : f32
  }
  return
}
// CHECK: body of 'memref.generic_atomic_rmw' should contain only operations with no side effects

// -----

func.func @generic_atomic_rmw_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op failed to verify that result type matches element type of memref}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: i32):
    memref.atomic_yield %a : i32
  }) : (memref<4xf32>, index) -> i32
  return
}
// CHECK: failed to verify that result type matches element type of memref

// -----

func.func @atomic_yield_type(%m: memref<4xf32>, %i: index, %v: i32) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%a: f32):
    // expected-error @+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %v : i32
  }
  return
}
// CHECK: types mismatch between yield op: 'i32' and its parent: 'f32'

// -----

func.func @atomic_yield_parent(%v: f32) {
  // expected-error @+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %v : f32
}
// CHECK: expects parent op 'memref.generic_atomic_rmw'

// -----

func.func @alloca_scope_return_parent(%v: f32) {
  // expected-error @+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return %v : f32
}
// CHECK: expects parent op 'memref.alloca_scope'

// -----

func.func @alloca_scope_too_few_values() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> (f32) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return
  }
  return
}
// CHECK: along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 0 operands, but region successor needs 1 inputs

// -----

func.func @alloca_scope_too_many_values(%v: f32) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 2 operands, but region successor needs 1 inputs}}
  %0 = memref.alloca_scope -> (f32) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %v, %v : f32, f32
  }
  return
}
// CHECK: along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has 2 operands, but region successor needs 1 inputs

// -----

func.func @alloca_scope_value_type(%v: i32) {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %v : i32
  }
  return
}
// CHECK: along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'

// -----

func.func @alloca_scope_arguments() {
  // expected-error @+1 {{'memref.alloca_scope' op region should have no arguments}}
  "memref.alloca_scope"() ({
  ^bb0(%a: f32):
    memref.alloca_scope.return
  }) : () -> ()
  return
}
// CHECK: region should have no arguments

// -----

func.func @alloca_scope_blocks() {
  // expected-error @+1 {{'memref.alloca_scope' op expects region #0 to have 0 or 1 blocks}}
  "memref.alloca_scope"() ({
    memref.alloca_scope.return
  ^bb1:
    memref.alloca_scope.return
  }) : () -> ()
  return
}
// CHECK: expects region #0 to have 0 or 1 blocks

// -----

func.func @alloca_scope_no_block() {
  // expected-error @+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({
  }) : () -> ()
  return
}
// CHECK: region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks

// -----

func.func @generic_atomic_rmw_no_block(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  }) : (memref<4xf32>, index) -> f32
  return
}
// CHECK: expected single number of entry block arguments

// -----

func.func @generic_atomic_rmw_blocks(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expects region #0 to have 0 or 1 blocks}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: f32):
    memref.atomic_yield %a : f32
  ^bb1:
    memref.atomic_yield %a : f32
  }) : (memref<4xf32>, index) -> f32
  return
}
// CHECK: expects region #0 to have 0 or 1 blocks

// -----

func.func @cast_shape(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<4x5xf32>
  return
}
// CHECK: operand type 'memref<4x4xf32>' and result type 'memref<4x5xf32>' are cast incompatible

// -----

func.func @cast_rank(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4x4xf32>' and result type 'memref<?xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x4xf32> to memref<?xf32>
  return
}
// CHECK: operand type 'memref<4x4xf32>' and result type 'memref<?xf32>' are cast incompatible

// -----

func.func @cast_unranked_to_unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}
// CHECK: operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible

// -----

func.func @cast_element_type(%u: memref<*xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<4xi32>' are cast incompatible}}
  %0 = memref.cast %u : memref<*xf32> to memref<4xi32>
  return
}
// CHECK: operand type 'memref<*xf32>' and result type 'memref<4xi32>' are cast incompatible

// -----

func.func @cast_memory_space(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<4xf32, "shared">' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<4xf32, "shared">
  return
}
// CHECK: operand type 'memref<4xf32>' and result type 'memref<4xf32, "shared">' are cast incompatible

// -----

func.func @cast_strides(%m: memref<12x4xf32, strided<[4, 1], offset: 5>>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<12x4xf32, strided<[4, 1], offset: 5>>' and result type 'memref<12x4xf32, strided<[8, 1], offset: ?>>' are cast incompatible}}
  %0 = memref.cast %m : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[8, 1], offset: ?>>
  return
}
// CHECK: operand type 'memref<12x4xf32, strided<[4, 1], offset: 5>>' and result type 'memref<12x4xf32, strided<[8, 1], offset: ?>>' are cast incompatible

// -----

func.func @memory_space_cast_shape(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x?xf32, "shared">' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x?xf32, "shared">
  return
}
// CHECK: operand type 'memref<4x4xf32>' and result type 'memref<4x?xf32, "shared">' are cast incompatible

// -----

func.func @memory_space_cast_element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, "shared">' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, "shared">
  return
}
// CHECK: operand type 'memref<4xf32>' and result type 'memref<4xi32, "shared">' are cast incompatible

// -----

func.func @memory_space_cast_layout(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[4, 1]>, "shared">' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>, "shared">
  return
}
// CHECK: operand type 'memref<4x4xf32>' and result type 'memref<4x4xf32, strided<[4, 1]>, "shared">' are cast incompatible

// -----

func.func @memory_space_cast_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<*xf32, "shared">' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<*xf32, "shared">
  return
}
// CHECK: operand type 'memref<4xf32>' and result type 'memref<*xf32, "shared">' are cast incompatible

// -----

func.func @copy_element_type(%m: memref<4xf32>, %n: memref<4xi32>) {
  // expected-error @+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}
// CHECK: requires the same element type for all operands

// -----

func.func @copy_shape(%m: memref<4x4xf32>, %n: memref<4x5xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4x4xf32> to memref<4x5xf32>
  return
}
// CHECK: requires the same shape for all operands

// -----

func.func @copy_rank(%m: memref<4x4xf32>, %n: memref<?xf32>) {
  // expected-error @+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4x4xf32> to memref<?xf32>
  return
}
// CHECK: requires the same shape for all operands

// -----

func.func @assume_alignment_power_of_two(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}
// CHECK: alignment must be power of 2

// -----

func.func @assume_alignment_result_type(%m: memref<4x4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op requires the same type for all operands and results}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4x4xf32>) -> memref<4xf32>
  return
}
// CHECK: requires the same type for all operands and results

// -----

func.func @assume_alignment_inferred_type(%m: memref<4xf32>) {
  // expected-error @+2 {{'memref.assume_alignment' op inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'}}
  // expected-error @+1 {{'memref.assume_alignment' op failed to infer returned types}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 16 : i32}> : (memref<4xf32>) -> memref<?xf32>
  return
}
// CHECK: inferred type(s) 'memref<4xf32>' are incompatible with return type(s) of operation 'memref<?xf32>'

// -----

func.func @distinct_objects_empty() {
  // expected-error @+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}
// CHECK: expected at least one operand

// -----

func.func @distinct_objects_types(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xf32>) -> memref<?xf32>
  return
}
// CHECK: operand types and result types must match

// -----

func.func @extract_strided_metadata_count(%m: memref<4x4xf32>) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32>) -> (memref<f32>, index, index, index)
  return
}
// CHECK: inferred type(s) 'memref<f32>', 'index', 'index', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'

// -----

func.func @extract_strided_metadata_memory_space(%m: memref<4xf32, "shared">) {
  // expected-error @+2 {{'memref.extract_strided_metadata' op inferred type(s) 'memref<f32, "shared">', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'}}
  // expected-error @+1 {{'memref.extract_strided_metadata' op failed to infer returned types}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32, "shared">) -> (memref<f32>, index, index, index)
  return
}
// CHECK: inferred type(s) 'memref<f32, "shared">', 'index', 'index', 'index' are incompatible with return type(s) of operation 'memref<f32>', 'index', 'index', 'index'

// -----

// expected-error @+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()
// CHECK: type should be static shaped memref, but got 'memref<?xf32>'

// -----

// expected-error @+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{initial_value = 3 : i32, sym_name = "g", type = memref<4xf32>}> : () -> ()
// CHECK: initial value should be a unit or elements attribute, but got 3 : i32

// -----

// expected-error @+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{initial_value = dense<1> : tensor<4xi32>, sym_name = "g", type = memref<4xf32>}> : () -> ()
// CHECK: initial value element expected to be of type 'f32', but was of type 'i32'

// -----

// expected-error @+1 {{'memref.global' op initial value shape expected to be 4 but was 2, 2}}
"memref.global"() <{initial_value = dense<1.0> : tensor<2x2xf32>, sym_name = "g", type = memref<4xf32>}> : () -> ()
// CHECK: initial value shape expected to be 4 but was 2, 2

// -----

// expected-error @+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
memref.global "hidden" @g : memref<4xf32>
// CHECK: visibility expected to be one of ["public", "private", "nested"], but got "hidden"

// -----

func.func @get_global_missing() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<4xf32>
  return
}
// CHECK: 'nope' does not reference a valid global memref

// -----

func.func @get_global_function() {
  // expected-error @+1 {{'memref.get_global' op 'get_global_function' does not reference a valid global memref}}
  %0 = memref.get_global @get_global_function : memref<4xf32>
  return
}
// CHECK: 'get_global_function' does not reference a valid global memref

// -----

memref.global "private" @g : memref<4xf32>
func.func @get_global_type() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<5xf32>
  return
}
// CHECK: result type 'memref<5xf32>' does not match type 'memref<4xf32>' of the global memref @g

// -----

func.func @dma_start_operands(%m: memref<4xf32>, %n: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 4 operands}}
  "memref.dma_start"(%m, %i, %n) : (memref<4xf32>, index, memref<4xf32>) -> ()
  return
}
// CHECK: expected at least 4 operands

// -----

func.func @dma_start_source(%f: f32, %n: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%f, %i, %n, %i) : (f32, index, memref<4xf32>, index) -> ()
  return
}
// CHECK: expected source to be of memref type

// -----

func.func @dma_start_source_rank(%m: memref<4x4xf32>, %n: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%m, %i, %n, %i) : (memref<4x4xf32>, index, memref<4xf32>, index) -> ()
  return
}
// CHECK: expected at least 6 operands

// -----

func.func @dma_start_source_indices(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%m, %f, %n, %i, %i, %t, %i) : (memref<4xf32>, f32, memref<4xf32>, index, index, memref<1xi32>, index) -> ()
  return
}
// CHECK: expected source indices to be of index type

// -----

func.func @dma_start_destination(%m: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination to be of memref type}}
  "memref.dma_start"(%m, %i, %f, %i, %i, %t, %i) : (memref<4xf32>, index, f32, index, index, memref<1xi32>, index) -> ()
  return
}
// CHECK: expected destination to be of memref type

// -----

func.func @dma_start_destination_rank(%m: memref<4xf32>, %n: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%m, %i, %n, %i, %i) : (memref<4xf32>, index, memref<4x4xf32>, index, index) -> ()
  return
}
// CHECK: expected at least 7 operands

// -----

func.func @dma_start_destination_indices(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected destination indices to be of index type}}
  "memref.dma_start"(%m, %i, %n, %f, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, f32, index, memref<1xi32>, index) -> ()
  return
}
// CHECK: expected destination indices to be of index type

// -----

func.func @dma_start_num_elements(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %n, %i, %f, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, f32, memref<1xi32>, index) -> ()
  return
}
// CHECK: expected num elements to be of index type

// -----

func.func @dma_start_tag(%m: memref<4xf32>, %n: memref<4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected tag to be of memref type}}
  "memref.dma_start"(%m, %i, %n, %i, %i, %f, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, f32, index) -> ()
  return
}
// CHECK: expected tag to be of memref type

// -----

func.func @dma_start_tag_rank(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1x1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op expected at least 8 operands}}
  "memref.dma_start"(%m, %i, %n, %i, %i, %t, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1x1xi32>, index) -> ()
  return
}
// CHECK: expected at least 8 operands

// -----

func.func @dma_start_tag_indices(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected tag indices to be of index type}}
  "memref.dma_start"(%m, %i, %n, %i, %i, %t, %f) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, f32) -> ()
  return
}
// CHECK: expected tag indices to be of index type

// -----

func.func @dma_start_one_stride_operand(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %n, %i, %i, %t, %i, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}
// CHECK: incorrect number of operands

// -----

func.func @dma_start_stride_type(%m: memref<4xf32>, %n: memref<4xf32>, %t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %n, %i, %i, %t, %i, %i, %f) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<1xi32>, index, index, f32) -> ()
  return
}
// CHECK: expected stride and num elements per stride to be of type index

// -----

func.func @dma_wait_indices(%t: memref<1x1xi32>, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1}}
  memref.dma_wait %t[%i], %i : memref<1x1xi32>
  return
}
// CHECK: expected tagIndices to have the same number of elements as the tagMemRef rank, expected 2, but got 1

// -----

func.func @prefetch_too_few_indices(%m: memref<4x4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<4x4xf32>
  return
}
// CHECK: too few indices

// -----

// MLIR says "too few" for too many indices as well.
func.func @prefetch_too_many_indices(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i, %i], read, locality<3>, data : memref<4xf32>
  return
}
// CHECK: too few indices

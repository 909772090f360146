// The ODS constraints of the memref ops' operands, results and properties,
// with MLIR 22's words ("operand #0 must be memref of any type values, but got
// 'f32'"): xDSL's messages (which name the operand and give MLIR's sentence on
// the next line) are checked by filecheck, MLIR's by mlir-opt.
// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

func.func @alloc_result(%i: index) {
  // expected-error @+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> f32
  return
}
// CHECK: must be memref of any type values, but got 'f32'

// -----

func.func @alloc_size(%f: f32) {
  // expected-error @+1 {{'memref.alloc' op operand #0 must be variadic of index, but got 'f32'}}
  %0 = "memref.alloc"(%f) <{operandSegmentSizes = array<i32: 1, 0>}> : (f32) -> memref<?xf32>
  return
}
// CHECK: must be variadic of index, but got 'f32'

// -----

func.func @alloc_alignment() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 3 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @alloca_alignment() {
  // expected-error @+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloca"() <{alignment = -8 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @alloc_alignment_type() {
  // expected-error @+1 {{'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.alloc"() <{alignment = 8 : i32, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @realloc_source_rank(%m: memref<f32>) {
  // expected-error @+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<f32>'}}
  %0 = "memref.realloc"(%m) : (memref<f32>) -> memref<4xf32>
  return
}
// CHECK: must be 1D memref of any type values, but got 'memref<f32>'

// -----

func.func @realloc_result_rank(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op result #0 must be 1D memref of any type values, but got 'memref<2x2xf32>'}}
  %0 = "memref.realloc"(%m) : (memref<4xf32>) -> memref<2x2xf32>
  return
}
// CHECK: must be 1D memref of any type values, but got 'memref<2x2xf32>'

// -----

func.func @realloc_size(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'memref.realloc' op operand #1 must be index, but got 'f32'}}
  %0 = "memref.realloc"(%m, %f) : (memref<4xf32>, f32) -> memref<?xf32>
  return
}
// CHECK: must be index, but got 'f32'

// -----

func.func @realloc_alignment(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.realloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.realloc"(%m) <{alignment = 0 : i64}> : (memref<4xf32>) -> memref<8xf32>
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @dealloc_operand(%i: index) {
  // expected-error @+1 {{'memref.dealloc' op operand #0 must be ranked or unranked memref of any type values, but got 'index'}}
  "memref.dealloc"(%i) : (index) -> ()
  return
}
// CHECK: must be ranked or unranked memref of any type values, but got 'index'

// -----

func.func @load_operand(%f: f32) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.load"(%f) : (f32) -> f32
  return
}
// CHECK: must be memref of any type values, but got 'f32'

// -----

func.func @load_unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{'memref.load' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.load"(%u) : (memref<*xf32>) -> f32
  return
}
// CHECK: must be memref of any type values, but got 'memref<*xf32>'

// -----

func.func @load_index(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'memref.load' op operand #1 must be variadic of index, but got 'f32'}}
  %0 = "memref.load"(%m, %f) : (memref<4xf32>, f32) -> f32
  return
}
// CHECK: must be variadic of index, but got 'f32'

// -----

func.func @load_alignment(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = "memref.load"(%m, %i) <{alignment = 3 : i64}> : (memref<4xf32>, index) -> f32
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @store_operand(%f: f32) {
  // expected-error @+1 {{'memref.store' op operand #1 must be memref of any type values, but got 'f32'}}
  "memref.store"(%f, %f) : (f32, f32) -> ()
  return
}
// CHECK: must be memref of any type values, but got 'f32'

// -----

func.func @store_alignment(%m: memref<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{'memref.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  "memref.store"(%v, %m, %i) <{alignment = 0 : i64}> : (f32, memref<4xf32>, index) -> ()
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @atomic_rmw_memref(%f: f32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #1 must be memref of signless integer or floating-point values, but got 'f32'}}
  %0 = "memref.atomic_rmw"(%f, %f, %i) <{kind = 0 : i64}> : (f32, f32, index) -> f32
  return
}
// CHECK: must be memref of signless integer or floating-point values, but got 'f32'

// -----

func.func @atomic_rmw_value(%t: tensor<4xf32>, %m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'tensor<4xf32>'}}
  %0 = "memref.atomic_rmw"(%t, %m, %i) <{kind = 0 : i64}> : (tensor<4xf32>, memref<4xf32>, index) -> f32
  return
}
// CHECK: must be signless integer or floating-point, but got 'tensor<4xf32>'

// -----

func.func @atomic_rmw_signed(%m: memref<4xsi32>, %v: si32, %i: index) {
  // expected-error @+1 {{'memref.atomic_rmw' op operand #0 must be signless integer or floating-point, but got 'si32'}}
  %0 = "memref.atomic_rmw"(%v, %m, %i) <{kind = 1 : i64}> : (si32, memref<4xsi32>, index) -> si32
  return
}
// CHECK: must be signless integer or floating-point, but got 'si32'

// -----

func.func @generic_atomic_rmw_memref(%m: memref<4xindex>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op operand #0 must be memref of signless integer or floating-point values, but got 'memref<4xindex>'}}
  %0 = "memref.generic_atomic_rmw"(%m, %i) ({
  ^bb0(%a: index):
    memref.atomic_yield %a : index
  }) : (memref<4xindex>, index) -> index
  return
}
// CHECK: must be memref of signless integer or floating-point values, but got 'memref<4xindex>'

// -----

func.func @prefetch_memref(%f: f32) {
  // expected-error @+1 {{'memref.prefetch' op operand #0 must be memref of any type values, but got 'f32'}}
  "memref.prefetch"(%f) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (f32) -> ()
  return
}
// CHECK: must be memref of any type values, but got 'f32'

// -----

func.func @prefetch_locality(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 4 : i32}> : (memref<4xf32>, index) -> ()
  return
}
// CHECK: attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3

// -----

func.func @dim_rank_0(%m: memref<f32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = "memref.dim"(%m, %i) : (memref<f32>, index) -> index
  return
}
// CHECK: must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'

// -----

func.func @dim_index(%m: memref<4xf32>, %f: f32) {
  // expected-error @+1 {{'memref.dim' op operand #1 must be index, but got 'f32'}}
  %0 = "memref.dim"(%m, %f) : (memref<4xf32>, f32) -> index
  return
}
// CHECK: must be index, but got 'f32'

// -----

func.func @dim_result(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op result #0 must be index, but got 'i32'}}
  %0 = "memref.dim"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}
// CHECK: must be index, but got 'i32'

// -----

func.func @rank_operand(%f: f32) {
  // expected-error @+1 {{'memref.rank' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.rank"(%f) : (f32) -> index
  return
}
// CHECK: must be ranked or unranked memref of any type values, but got 'f32'

// -----

func.func @cast_operand(%t: tensor<4xf32>) {
  // expected-error @+1 {{'memref.cast' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = "memref.cast"(%t) : (tensor<4xf32>) -> memref<4xf32>
  return
}
// CHECK: must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'

// -----

func.func @memory_space_cast_operand(%f: f32) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.memory_space_cast"(%f) : (f32) -> memref<4xf32>
  return
}
// CHECK: must be ranked or unranked memref of any type values, but got 'f32'

// -----

func.func @copy_operand(%f: f32, %m: memref<4xf32>) {
  // expected-error @+1 {{'memref.copy' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  "memref.copy"(%f, %m) : (f32, memref<4xf32>) -> ()
  return
}
// CHECK: must be ranked or unranked memref of any type values, but got 'f32'

// -----

func.func @assume_alignment_operand(%f: f32) {
  // expected-error @+1 {{'memref.assume_alignment' op operand #0 must be memref of any type values, but got 'f32'}}
  %0 = "memref.assume_alignment"(%f) <{alignment = 16 : i32}> : (f32) -> f32
  return
}
// CHECK: must be memref of any type values, but got 'f32'

// -----

func.func @assume_alignment_positive(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.assume_alignment' op attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = "memref.assume_alignment"(%m) <{alignment = 0 : i32}> : (memref<4xf32>) -> memref<4xf32>
  return
}
// CHECK: attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive

// -----

func.func @extract_aligned_pointer_operand(%f: f32) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op operand #0 must be ranked or unranked memref of any type values, but got 'f32'}}
  %0 = "memref.extract_aligned_pointer_as_index"(%f) : (f32) -> index
  return
}
// CHECK: must be ranked or unranked memref of any type values, but got 'f32'

// -----

func.func @extract_strided_metadata_unranked(%u: memref<*xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %0:2 = "memref.extract_strided_metadata"(%u) : (memref<*xf32>) -> (memref<f32>, index)
  return
}
// CHECK: must be strided memref of any type values, but got 'memref<*xf32>'

// -----

func.func @extract_strided_metadata_not_strided(%m: memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %0:6 = "memref.extract_strided_metadata"(%m) : (memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> (memref<f32>, index, index, index, index, index)
  return
}
// CHECK: must be strided memref of any type values, but got 'memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>'

// -----

func.func @extract_strided_metadata_base(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<1xf32>'}}
  %0:4 = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<1xf32>, index, index, index)
  return
}
// CHECK: must be strided memref of any type values of rank 0, but got 'memref<1xf32>'

// -----

func.func @get_global_dynamic() {
  // expected-error @+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = "memref.get_global"() <{name = @g}> : () -> memref<?xf32>
  return
}
// CHECK: must be statically shaped memref of any type values, but got 'memref<?xf32>'

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() <{sym_name = "g", type = f32}> : () -> ()
// CHECK: attribute 'type' failed to satisfy constraint: memref type attribute

// -----

// expected-error @+1 {{'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"memref.global"() <{alignment = 3 : i64, sym_name = "g", type = memref<4xf32>}> : () -> ()
// CHECK: attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0

// -----

func.func @dma_wait_tag(%f: f32, %i: index) {
  // expected-error @+1 {{'memref.dma_wait' op operand #0 must be memref of any type values, but got 'f32'}}
  "memref.dma_wait"(%f, %i) : (f32, index) -> ()
  return
}
// CHECK: must be memref of any type values, but got 'f32'

// -----

func.func @dma_wait_num_elements(%t: memref<1xi32>, %i: index, %f: f32) {
  // expected-error @+1 {{'memref.dma_wait' op operand #2 must be index, but got 'f32'}}
  "memref.dma_wait"(%t, %i, %f) : (memref<1xi32>, index, f32) -> ()
  return
}
// CHECK: must be index, but got 'f32'

// -----

func.func @distinct_objects_operand(%f: f32) {
  // expected-error @+1 {{'memref.distinct_objects' op operand #0 must be variadic of memref of any type values, but got 'f32'}}
  %0 = "memref.distinct_objects"(%f) : (f32) -> f32
  return
}
// CHECK: must be variadic of memref of any type values, but got 'f32'

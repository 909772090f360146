// Every memref op in MLIR's generic form: the properties are MLIR's, and xDSL
// reads them and prints them back (pretty and generic) as mlir-opt does.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s
// RUN: xdsl-opt %s --print-op-generic | filecheck %s --check-prefix=GENERIC

"builtin.module"() ({
  "memref.global"() <{alignment = 8 : i64, constant, initial_value = dense<[1, 4]> : tensor<2xi32>, sym_name = "c", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
  "memref.global"() <{initial_value, sym_name = "z", type = memref<3xf16>}> : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>, memref<*xf32>, index, f32, memref<1xi32>) -> (), sym_name = "generic"}> ({
  ^bb0(%m: memref<4x?xf32>, %u: memref<*xf32>, %i: index, %v: f32, %tag: memref<1xi32>):
    %0 = "memref.alloc"(%i, %i, %i) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 2>}> : (index, index, index) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {tag} : () -> memref<2xf32>
    %2 = "memref.realloc"(%1, %i) <{alignment = 4 : i64}> : (memref<2xf32>, index) -> memref<?xf32>
    %3 = "memref.load"(%m, %i, %i) <{alignment = 8 : i64, nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
    "memref.store"(%3, %m, %i, %i) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
    %4 = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 5 : i64}> : (f32, memref<4x?xf32>, index, index) -> f32
    %5 = "memref.generic_atomic_rmw"(%m, %i, %i) ({
    ^bb0(%cur: f32):
      "memref.atomic_yield"(%cur) : (f32) -> ()
    }) : (memref<4x?xf32>, index, index) -> f32
    "memref.prefetch"(%m, %i, %i) <{isDataCache = false, isWrite = true, localityHint = 2 : i32}> : (memref<4x?xf32>, index, index) -> ()
    %6 = "memref.cast"(%m) : (memref<4x?xf32>) -> memref<*xf32>
    %7 = "memref.memory_space_cast"(%m) : (memref<4x?xf32>) -> memref<4x?xf32, "shared">
    "memref.copy"(%m, %m) : (memref<4x?xf32>, memref<4x?xf32>) -> ()
    %8 = "memref.assume_alignment"(%m) <{alignment = 64 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
    %9:2 = "memref.distinct_objects"(%m, %tag) : (memref<4x?xf32>, memref<1xi32>) -> (memref<4x?xf32>, memref<1xi32>)
    %10 = "memref.rank"(%u) : (memref<*xf32>) -> index
    %11 = "memref.dim"(%m, %i) : (memref<4x?xf32>, index) -> index
    %12 = "memref.extract_aligned_pointer_as_index"(%u) : (memref<*xf32>) -> index
    %13:4 = "memref.extract_strided_metadata"(%tag) : (memref<1xi32>) -> (memref<i32>, index, index, index)
    %14 = "memref.get_global"() <{name = @c}> : () -> memref<2xi32>
    "memref.dma_start"(%m, %i, %i, %tag, %i, %i, %tag, %i, %i, %i) : (memref<4x?xf32>, index, index, memref<1xi32>, index, index, memref<1xi32>, index, index, index) -> ()
    "memref.dma_wait"(%tag, %i, %i) : (memref<1xi32>, index, index) -> ()
    %15 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%v) : (f32) -> ()
    }) : () -> f32
    "memref.dealloc"(%0) : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

// CHECK:      memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]> {alignment = 8 : i64}
// CHECK-NEXT: memref.global @z : memref<3xf16> = uninitialized
// CHECK:        %0 = memref.alloc(%i)[%i, %i] {alignment = 16 : i64} : memref<4x?xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT:   %1 = memref.alloca() {tag} : memref<2xf32>
// CHECK-NEXT:   %2 = memref.realloc %1(%i) {alignment = 4 : i64} : memref<2xf32> to memref<?xf32>
// CHECK-NEXT:   %3 = memref.load %m[%i, %i] {alignment = 8 : i64, nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:   memref.store %3, %m[%i, %i] {nontemporal = true} : memref<4x?xf32>
// CHECK-NEXT:   %4 = memref.atomic_rmw maxnumf %v, %m[%i, %i] : (f32, memref<4x?xf32>) -> f32
// CHECK-NEXT:   %5 = memref.generic_atomic_rmw %m[%i, %i] : memref<4x?xf32> {
// CHECK-NEXT:   ^bb0(%cur: f32):
// CHECK-NEXT:     memref.atomic_yield %cur : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.prefetch %m[%i, %i], write, locality<2>, instr : memref<4x?xf32>
// CHECK-NEXT:   %6 = memref.cast %m : memref<4x?xf32> to memref<*xf32>
// CHECK-NEXT:   %7 = memref.memory_space_cast %m : memref<4x?xf32> to memref<4x?xf32, "shared">
// CHECK-NEXT:   memref.copy %m, %m : memref<4x?xf32> to memref<4x?xf32>
// CHECK-NEXT:   %8 = memref.assume_alignment %m, 64 : memref<4x?xf32>
// CHECK-NEXT:   %9, %10 = memref.distinct_objects %m, %tag : memref<4x?xf32>, memref<1xi32>
// CHECK-NEXT:   %11 = memref.rank %u : memref<*xf32>
// CHECK-NEXT:   %12 = memref.dim %m, %i : memref<4x?xf32>
// CHECK-NEXT:   %13 = memref.extract_aligned_pointer_as_index %u : memref<*xf32> -> index
// CHECK-NEXT:   %14, %15, %16, %17 = memref.extract_strided_metadata %tag : memref<1xi32> -> memref<i32>, index, index, index
// CHECK-NEXT:   %18 = memref.get_global @c : memref<2xi32>
// CHECK-NEXT:   memref.dma_start %m[%i, %i], %tag[%i], %i, %tag[%i], %i, %i : memref<4x?xf32>, memref<1xi32>, memref<1xi32>
// CHECK-NEXT:   memref.dma_wait %tag[%i], %i : memref<1xi32>
// CHECK-NEXT:   %19 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT:     memref.alloca_scope.return %v : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.dealloc %0 : memref<4x?xf32, strided<[?, 1], offset: ?>>

// GENERIC:      "memref.global"() <{alignment = 8 : i64, constant, initial_value = dense<[1, 4]> : tensor<2xi32>, sym_name = "c", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// GENERIC-NEXT: "memref.global"() <{initial_value, sym_name = "z", type = memref<3xf16>}> : () -> ()
// GENERIC:        %0 = "memref.alloc"(%i, %i, %i) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 2>}> : (index, index, index) -> memref<4x?xf32, strided<[?, 1], offset: ?>>
// GENERIC-NEXT:   %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> {tag} : () -> memref<2xf32>
// GENERIC-NEXT:   %2 = "memref.realloc"(%1, %i) <{alignment = 4 : i64}> : (memref<2xf32>, index) -> memref<?xf32>
// GENERIC-NEXT:   %3 = "memref.load"(%m, %i, %i) <{alignment = 8 : i64, nontemporal = true}> : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:   "memref.store"(%3, %m, %i, %i) <{nontemporal = true}> : (f32, memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT:   %4 = "memref.atomic_rmw"(%v, %m, %i, %i) <{kind = 5 : i64}> : (f32, memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:   %5 = "memref.generic_atomic_rmw"(%m, %i, %i) ({
// GENERIC-NEXT:   ^bb0(%cur: f32):
// GENERIC-NEXT:     "memref.atomic_yield"(%cur) : (f32) -> ()
// GENERIC-NEXT:   }) : (memref<4x?xf32>, index, index) -> f32
// GENERIC-NEXT:   "memref.prefetch"(%m, %i, %i) <{isDataCache = false, isWrite = true, localityHint = 2 : i32}> : (memref<4x?xf32>, index, index) -> ()
// GENERIC-NEXT:   %6 = "memref.cast"(%m) : (memref<4x?xf32>) -> memref<*xf32>
// GENERIC-NEXT:   %7 = "memref.memory_space_cast"(%m) : (memref<4x?xf32>) -> memref<4x?xf32, "shared">
// GENERIC-NEXT:   "memref.copy"(%m, %m) : (memref<4x?xf32>, memref<4x?xf32>) -> ()
// GENERIC-NEXT:   %8 = "memref.assume_alignment"(%m) <{alignment = 64 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
// GENERIC-NEXT:   %9, %10 = "memref.distinct_objects"(%m, %tag) : (memref<4x?xf32>, memref<1xi32>) -> (memref<4x?xf32>, memref<1xi32>)
// GENERIC-NEXT:   %11 = "memref.rank"(%u) : (memref<*xf32>) -> index
// GENERIC-NEXT:   %12 = "memref.dim"(%m, %i) : (memref<4x?xf32>, index) -> index
// GENERIC-NEXT:   %13 = "memref.extract_aligned_pointer_as_index"(%u) : (memref<*xf32>) -> index
// GENERIC-NEXT:   %14, %15, %16, %17 = "memref.extract_strided_metadata"(%tag) : (memref<1xi32>) -> (memref<i32>, index, index, index)
// GENERIC-NEXT:   %18 = "memref.get_global"() <{name = @c}> : () -> memref<2xi32>
// GENERIC-NEXT:   "memref.dma_start"(%m, %i, %i, %tag, %i, %i, %tag, %i, %i, %i) : (memref<4x?xf32>, index, index, memref<1xi32>, index, index, memref<1xi32>, index, index, index) -> ()
// GENERIC-NEXT:   "memref.dma_wait"(%tag, %i, %i) : (memref<1xi32>, index, index) -> ()
// GENERIC-NEXT:   %19 = "memref.alloca_scope"() ({
// GENERIC-NEXT:     "memref.alloca_scope.return"(%v) : (f32) -> ()
// GENERIC-NEXT:   }) : () -> f32
// GENERIC-NEXT:   "memref.dealloc"(%0) : (memref<4x?xf32, strided<[?, 1], offset: ?>>) -> ()

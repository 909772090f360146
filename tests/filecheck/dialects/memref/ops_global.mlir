// memref.global (visibility, constant, declaration, uninitialized, dense
// initial values, alignment) and memref.get_global, as MLIR 22 prints them.
// check-roundtrip compares xDSL's output with mlir-opt's.
// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s --split-input-file | filecheck %s

// CHECK:      memref.global "private" @x : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]>
// CHECK-NEXT: memref.global "private" @x2 : memref<2xf32> = dense<[0.000000e+00, 2.000000e+00]> {alignment = 64 : i64}
// CHECK-NEXT: memref.global "private" @y : memref<4xi32>
// CHECK-NEXT: memref.global @z : memref<3xf16> = uninitialized
// CHECK-NEXT: memref.global constant @c : memref<2xi32> = dense<[1, 4]>
// CHECK-NEXT: memref.global "public" constant @c2 : memref<2x2xi32> = dense<1> {tag}
// CHECK-NEXT: memref.global "private" constant @s : memref<i64> = dense<7>
// CHECK-NEXT: memref.global "nested" @n : memref<2x3xf64, "shared"> = dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]>
// CHECK-NEXT: memref.global @e : memref<0xi8> = dense<>
// CHECK-NEXT: memref.global "private" @b : memref<3xi1> = dense<[true, false, true]>
// CHECK-NEXT: memref.global "private" @i : memref<2xindex> = dense<[1, 2]> {alignment = 16 : i64, tag = "t"}
// CHECK-NEXT: memref.global constant @u : memref<4xi8> = uninitialized
// CHECK-NEXT: memref.global "private" @d : memref<4xf32, strided<[1]>>
memref.global "private" @x : memref<2xf32> = dense<[0.0, 2.0]>
memref.global "private" @x2 : memref<2xf32> = dense<[0.0, 2.0]> {alignment = 64}
memref.global "private" @y : memref<4xi32>
memref.global @z : memref<3xf16> = uninitialized
memref.global constant @c : memref<2xi32> = dense<[1, 4]>
memref.global "public" constant @c2 : memref<2x2xi32> = dense<1> {tag}
memref.global "private" constant @s : memref<i64> = dense<7>
memref.global "nested" @n : memref<2x3xf64, "shared"> = dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]>
memref.global @e : memref<0xi8> = dense<>
memref.global "private" @b : memref<3xi1> = dense<[true, false, true]>
memref.global "private" @i : memref<2xindex> = dense<[1, 2]> {tag = "t", alignment = 16}
memref.global constant @u : memref<4xi8> = uninitialized
memref.global "private" @d : memref<4xf32, strided<[1]>>

// CHECK-LABEL: func.func @get_global
func.func @get_global() {
  // CHECK-NEXT: %0 = memref.get_global @x : memref<2xf32>
  %0 = memref.get_global @x : memref<2xf32>
  // CHECK-NEXT: %1 = memref.get_global @s : memref<i64> {tag}
  %1 = memref.get_global @s : memref<i64> {tag}
  // CHECK-NEXT: %2 = memref.get_global @n : memref<2x3xf64, "shared">
  %2 = memref.get_global @n : memref<2x3xf64, "shared">
  // CHECK-NEXT: %3 = memref.get_global @d : memref<4xf32, strided<[1]>>
  %3 = memref.get_global @d : memref<4xf32, strided<[1]>>
  return
}

// -----

// A global in a nested symbol table.
// CHECK:      builtin.module @inner {
// CHECK-NEXT:   memref.global "private" constant @g : memref<2xf32> = dense<1.000000e+00>
// CHECK-NEXT:   func.func @f() -> memref<2xf32> {
// CHECK-NEXT:     %0 = memref.get_global @g : memref<2xf32>
module @inner {
  memref.global "private" constant @g : memref<2xf32> = dense<1.0>
  func.func @f() -> memref<2xf32> {
    %0 = memref.get_global @g : memref<2xf32>
    return %0 : memref<2xf32>
  }
}

// RUN: not xdsl-bufferization-run %s --entry=transfer_in_bounds_lie 2>&1 | filecheck %s --check-prefix=INBOUNDS
// RUN: not xdsl-bufferization-run %s --entry=transfer_outside_spanned_dim 2>&1 | filecheck %s --check-prefix=SPANNED
// RUN: not xdsl-bufferization-run %s --entry=load_past_end 2>&1 | filecheck %s --check-prefix=LOAD
// RUN: not xdsl-bufferization-run %s --entry=gather_past_end 2>&1 | filecheck %s --check-prefix=GATHER
// RUN: not xdsl-bufferization-run %s --entry=transfer_after_free 2>&1 | filecheck %s --check-prefix=FREED
// RUN: not xdsl-bufferization-run %s --entry=tensor_read_in_bounds_lie 2>&1 | filecheck %s --check-prefix=TENSOR
// RUN: not xdsl-bufferization-run %s --entry=extract_poison 2>&1 | filecheck %s --check-prefix=POISON
// RUN: not xdsl-bufferization-run %s --entry=expandload_past_end 2>&1 | filecheck %s --check-prefix=EXPAND
// RUN: not xdsl-bufferization-run %s --entry=compressstore_past_end 2>&1 | filecheck %s --check-prefix=COMPRESS
// RUN: xdsl-bufferization-run %s --entry=masked_lanes_not_accessed | filecheck %s --check-prefix=MASKED

// The vector memory ops check every element they access as memref.load and
// memref.store do. Out of bounds is fine where the op allows it (padding,
// dropped lanes, masked-off lanes) and a violation where MLIR leaves it
// undefined: along an in_bounds dimension, along a dimension the transfer
// does not span, for a load, a store or a gather.

// in_bounds = [true], but elements 2..5 of the read are past the end.
func.func @transfer_in_bounds_lie() {
  %c2 = arith.constant 2 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %v = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// INBOUNDS:      error: out-of-bounds: vector.transfer_read reads at index 4 of dimension 0, of size 4 (indices [4] into sizes [4])
// INBOUNDS-NEXT:   at %v = vector.transfer_read %m[%c2], %pad {in_bounds = [true]} : memref<4xf32>, vector<4xf32>  ({{.*}}vector_faults.mlir:23:3 in @transfer_in_bounds_lie)
// INBOUNDS-NEXT:   buffer: heap buffer #1

// The read spans dimension 1 only; its row index 3 is out of bounds.
func.func @transfer_outside_spanned_dim() {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %pad = arith.constant 0.0 : f32
  %m = memref.alloc() : memref<3x4xf32>
  %v = vector.transfer_read %m[%c3, %c0], %pad : memref<3x4xf32>, vector<4xf32>
  memref.dealloc %m : memref<3x4xf32>
  return
}

// SPANNED: error: out-of-bounds: vector.transfer_read reads at index 3 of dimension 0, of size 3 (indices [3, 0] into sizes [3, 4])

func.func @load_past_end() {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<4xi32>
  %v = vector.load %m[%c2] : memref<4xi32>, vector<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}

// LOAD: error: out-of-bounds: vector.load reads at index 4 of dimension 0, of size 4 (indices [4] into sizes [4])

// Gather index 6 from offset 0 of a 2x3 memref: past its 6 elements.
func.func @gather_past_end() {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<2x3xf32>
  %idx = arith.constant dense<[1, 6]> : vector<2xindex>
  %on = arith.constant dense<true> : vector<2xi1>
  %pass = arith.constant dense<0.0> : vector<2xf32>
  %g = vector.gather %m[%c0, %c0] [%idx], %on, %pass : memref<2x3xf32>, vector<2xindex>, vector<2xi1>, vector<2xf32> into vector<2xf32>
  memref.dealloc %m : memref<2x3xf32>
  return
}

// GATHER: error: out-of-bounds: vector.gather reads at index 6 of dimension 1, of size 3

// Three lanes on: the expansion reads three consecutive elements from
// index 1 of a 3-element buffer; the third is past the end.
func.func @expandload_past_end() {
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<3xf32>
  %on = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<0.0> : vector<4xf32>
  %e = vector.expandload %m[%c1], %on, %pass : memref<3xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  memref.dealloc %m : memref<3xf32>
  return
}

// EXPAND: error: out-of-bounds: vector.expandload reads at index 3 of dimension 0, of size 3

// Two lanes on, written from index 2 of a 3-element buffer.
func.func @compressstore_past_end() {
  %c2 = arith.constant 2 : index
  %m = memref.alloc() : memref<3xf32>
  %on = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  %v = arith.constant dense<1.0> : vector<4xf32>
  vector.compressstore %m[%c2], %on, %v : memref<3xf32>, vector<4xi1>, vector<4xf32>
  memref.dealloc %m : memref<3xf32>
  return
}

// COMPRESS: error: out-of-bounds: vector.compressstore writes at index 3 of dimension 0, of size 3

func.func @transfer_after_free() {
  %c0 = arith.constant 0 : index
  %v = arith.constant dense<1.0> : vector<4xf32>
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  vector.transfer_write %v, %m[%c0] : vector<4xf32>, memref<4xf32>
  return
}

// FREED:      error: use-after-free: vector.transfer_write writes through a freed buffer
// FREED-NEXT:   at vector.transfer_write %v, %m[%c0] : vector<4xf32>, memref<4xf32>
// FREED:        freed by memref.dealloc %m : memref<4xf32>

func.func @tensor_read_in_bounds_lie() {
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0 : i32
  %t = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %v = vector.transfer_read %t[%c1], %pad {in_bounds = [true]} : tensor<3xi32>, vector<3xi32>
  return
}

// TENSOR: error: out-of-bounds: vector.transfer_read reads at index 3 of dimension 0, of size 3 (indices [3] into shape [3])

// A dynamic position outside the vector (MLIR: a poison value).
func.func @extract_poison() {
  %c4 = arith.constant 4 : index
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
  %x = vector.extract %v[%c4] : i32 from vector<4xi32>
  vector.print %x : i32
  return
}

// POISON: error: undefined-behavior: vector.extract at position 4 of dimension 0, of size 4 (a poison value)

// Masked-off lanes of a maskedload, a maskedstore and a gather, and the
// out-of-bounds lanes of a transfer without in_bounds, are not accessed.
func.func @masked_lanes_not_accessed() {
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %m = memref.alloc() : memref<4xf32>
  %ones = arith.constant dense<1.0> : vector<4xf32>
  %half = arith.constant dense<[true, true, false, false]> : vector<4xi1>
  vector.maskedstore %m[%c2], %half, %ones : memref<4xf32>, vector<4xi1>, vector<4xf32>
  %l = vector.maskedload %m[%c2], %half, %ones : memref<4xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %l : vector<4xf32>
  %idx = arith.constant dense<[0, 1, 9, 9]> : vector<4xindex>
  %g = vector.gather %m[%c2] [%idx], %half, %ones : memref<4xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.print %g : vector<4xf32>
  %t = vector.transfer_read %m[%c2], %pad : memref<4xf32>, vector<4xf32>
  vector.print %t : vector<4xf32>
  memref.dealloc %m : memref<4xf32>
  return
}

// MASKED:      ( 1, 1, 1, 1 )
// MASKED-NEXT: ( 1, 1, 1, 1 )
// MASKED-NEXT: ( 1, 1, -1, -1 )

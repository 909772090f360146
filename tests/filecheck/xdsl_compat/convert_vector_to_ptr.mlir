// xDSL's convert-vector-to-ptr on vector.load / vector.store parsed into our
// op classes (virtual subclasses of xDSL's): the loads and stores used are
// rewritten as stock xDSL 0.74 rewrites them (same output on the same input).
// One difference: our vector.load has MLIR 22's memory effect (a read), so
// an unused load is trivially dead, as in MLIR (`mlir-opt -canonicalize`
// erases it), and the pass's rewrite driver erases it instead of converting
// it; stock xDSL's vector.load has no effects and is converted.
// RUN: xdsl-opt %s -p convert-vector-to-ptr | filecheck %s

func.func @scale_row(%src: memref<4x8xf32>, %dst: memref<8xf32>, %row: index, %s: vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %v = vector.load %src[%row, %c0] : memref<4x8xf32>, vector<8xf32>
  %w = arith.mulf %v, %s : vector<8xf32>
  vector.store %w, %dst[%c0] : memref<8xf32>, vector<8xf32>
  %unused = vector.load %dst[%c0] : memref<8xf32>, vector<4xf32>
  return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    func.func @scale_row(%src: memref<4x8xf32>, %dst: memref<8xf32>, %row: index, %s: vector<8xf32>) {
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %src_1 = ptr_xdsl.to_ptr %src : memref<4x8xf32> -> !ptr_xdsl.ptr
// CHECK-NEXT:      %pointer_dim_stride = arith.constant 8 : index
// CHECK-NEXT:      %pointer_dim_offset = arith.muli %row, %pointer_dim_stride : index
// CHECK-NEXT:      %pointer_dim_stride_1 = arith.addi %pointer_dim_offset, %c0 : index
// CHECK-NEXT:      %bytes_per_element = ptr_xdsl.type_offset f32 : index
// CHECK-NEXT:      %scaled_pointer_offset = arith.muli %pointer_dim_stride_1, %bytes_per_element : index
// CHECK-NEXT:      %offset_pointer = ptr_xdsl.ptradd %src_1, %scaled_pointer_offset : (!ptr_xdsl.ptr, index) -> !ptr_xdsl.ptr
// CHECK-NEXT:      %v = ptr_xdsl.load %offset_pointer : !ptr_xdsl.ptr -> vector<8xf32>
// CHECK-NEXT:      %w = arith.mulf %v, %s : vector<8xf32>
// CHECK-NEXT:      %dst_1 = ptr_xdsl.to_ptr %dst : memref<8xf32> -> !ptr_xdsl.ptr
// CHECK-NEXT:      %bytes_per_element_1 = ptr_xdsl.type_offset f32 : index
// CHECK-NEXT:      %scaled_pointer_offset_1 = arith.muli %c0, %bytes_per_element_1 : index
// CHECK-NEXT:      %offset_pointer_1 = ptr_xdsl.ptradd %dst_1, %scaled_pointer_offset_1 : (!ptr_xdsl.ptr, index) -> !ptr_xdsl.ptr
// CHECK-NEXT:      ptr_xdsl.store %w, %offset_pointer_1 : vector<8xf32>, !ptr_xdsl.ptr
// CHECK-NEXT:      func.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// xDSL's convert-memref-to-ptr on memref ops parsed into our op classes
// (load, store, subview); the output is the one stock xDSL 0.74 prints for
// the same input (issue 15).
// RUN: xdsl-opt %s -p convert-memref-to-ptr | filecheck %s

func.func @copy_row(%src: memref<4x8xi32>, %dst: memref<8xi32>, %row: index, %col: index) -> i32 {
  %v = memref.load %src[%row, %col] : memref<4x8xi32>
  memref.store %v, %dst[%col] : memref<8xi32>
  %sub = memref.subview %src[1, 0] [1, 8] [1, 1] : memref<4x8xi32> to memref<8xi32, strided<[1], offset: 8>>
  %w = memref.load %sub[%col] : memref<8xi32, strided<[1], offset: 8>>
  %s = arith.addi %v, %w : i32
  return %s : i32
}

// CHECK:       builtin.module {
// CHECK-NEXT:    func.func @copy_row(%src: memref<4x8xi32>, %dst: memref<8xi32>, %row: index, %col: index) -> i32 {
// CHECK-NEXT:      %src_1 = ptr_xdsl.to_ptr %src : memref<4x8xi32> -> !ptr_xdsl.ptr
// CHECK-NEXT:      %pointer_dim_stride = arith.constant 8 : index
// CHECK-NEXT:      %pointer_dim_offset = arith.muli %row, %pointer_dim_stride : index
// CHECK-NEXT:      %pointer_dim_stride_1 = arith.addi %pointer_dim_offset, %col : index
// CHECK-NEXT:      %bytes_per_element = ptr_xdsl.type_offset i32 : index
// CHECK-NEXT:      %scaled_pointer_offset = arith.muli %pointer_dim_stride_1, %bytes_per_element : index
// CHECK-NEXT:      %offset_pointer = ptr_xdsl.ptradd %src_1, %scaled_pointer_offset : (!ptr_xdsl.ptr, index) -> !ptr_xdsl.ptr
// CHECK-NEXT:      %v = ptr_xdsl.load %offset_pointer : !ptr_xdsl.ptr -> i32
// CHECK-NEXT:      %dst_1 = ptr_xdsl.to_ptr %dst : memref<8xi32> -> !ptr_xdsl.ptr
// CHECK-NEXT:      %bytes_per_element_1 = ptr_xdsl.type_offset i32 : index
// CHECK-NEXT:      %scaled_pointer_offset_1 = arith.muli %col, %bytes_per_element_1 : index
// CHECK-NEXT:      %offset_pointer_1 = ptr_xdsl.ptradd %dst_1, %scaled_pointer_offset_1 : (!ptr_xdsl.ptr, index) -> !ptr_xdsl.ptr
// CHECK-NEXT:      ptr_xdsl.store %v, %offset_pointer_1 : i32, !ptr_xdsl.ptr
// CHECK-NEXT:      %src_2 = ptr_xdsl.to_ptr %src : memref<4x8xi32> -> !ptr_xdsl.ptr
// CHECK-NEXT:      %c1 = arith.constant 1 : index
// CHECK-NEXT:      %c8 = arith.constant 8 : index
// CHECK-NEXT:      %increment = arith.muli %c8, %c1 : index
// CHECK-NEXT:      %c0 = arith.constant 0 : index
// CHECK-NEXT:      %subview = arith.addi %increment, %c0 : index
// CHECK-NEXT:      %bytes_per_element_2 = ptr_xdsl.type_offset i32 : index
// CHECK-NEXT:      %scaled_pointer_offset_2 = arith.muli %subview, %bytes_per_element_2 : index
// CHECK-NEXT:      %offset_pointer_2 = ptr_xdsl.ptradd %src_2, %scaled_pointer_offset_2 : (!ptr_xdsl.ptr, index) -> !ptr_xdsl.ptr
// CHECK-NEXT:      %sub = ptr_xdsl.from_ptr %offset_pointer_2 : !ptr_xdsl.ptr -> memref<8xi32, strided<[1], offset: 8>>
// CHECK-NEXT:      %sub_1 = ptr_xdsl.to_ptr %sub : memref<8xi32, strided<[1], offset: 8>> -> !ptr_xdsl.ptr
// CHECK-NEXT:      %bytes_per_element_3 = ptr_xdsl.type_offset i32 : index
// CHECK-NEXT:      %scaled_pointer_offset_3 = arith.muli %col, %bytes_per_element_3 : index
// CHECK-NEXT:      %offset_pointer_3 = ptr_xdsl.ptradd %sub_1, %scaled_pointer_offset_3 : (!ptr_xdsl.ptr, index) -> !ptr_xdsl.ptr
// CHECK-NEXT:      %w = ptr_xdsl.load %offset_pointer_3 : !ptr_xdsl.ptr -> i32
// CHECK-NEXT:      %s = arith.addi %v, %w : i32
// CHECK-NEXT:      func.return %s : i32
// CHECK-NEXT:    }
// CHECK-NEXT:  }

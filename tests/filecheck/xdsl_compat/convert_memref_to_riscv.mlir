// xDSL's riscv lowering of memref (convert-memref-to-riscv) on our op
// classes: global, get_global, alloc, load, store, dealloc; the output is
// the one stock xDSL 0.74 prints for the same input (issue 15).
// RUN: xdsl-opt %s -p convert-memref-to-riscv | filecheck %s

"memref.global"() <{sym_name = "table", sym_visibility = "public", type = memref<4xf64>, initial_value = dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf64>}> : () -> ()
func.func @scale(%x: f64, %i: index) {
  %t = memref.get_global @table : memref<4xf64>
  %m = memref.alloc() {alignment = 8 : i64} : memref<2x4xf64>
  %v = memref.load %t[%i] : memref<4xf64>
  %p = arith.mulf %v, %x : f64
  memref.store %p, %m[%i, %i] : memref<2x4xf64>
  memref.dealloc %m : memref<2x4xf64>
  return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    riscv.assembly_section ".data" {
// CHECK-NEXT:      riscv.label "table"
// CHECK-NEXT:      riscv.directive ".word" "0x0,0x3ff00000,0x0,0x40000000,0x0,0x40080000,0x0,0x40100000"
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @scale(%x: f64, %i: index) {
// CHECK-NEXT:      %t = rv32.li "table" : !riscv.reg
// CHECK-NEXT:      %t_1 = builtin.unrealized_conversion_cast %t : !riscv.reg to memref<4xf64>
// CHECK-NEXT:      %m = rv32.li 64 {comment = "memref alloc size"} : !riscv.reg
// CHECK-NEXT:      %m_1 = riscv.mv %m : (!riscv.reg) -> !riscv.reg<a0>
// CHECK-NEXT:      %m_2 = riscv_func.call @malloc(%m_1) : (!riscv.reg<a0>) -> !riscv.reg<a0>
// CHECK-NEXT:      %m_3 = riscv.mv %m_2 : (!riscv.reg<a0>) -> !riscv.reg
// CHECK-NEXT:      %m_4 = builtin.unrealized_conversion_cast %m_3 : !riscv.reg to memref<2x4xf64>
// CHECK-NEXT:      %t_2 = builtin.unrealized_conversion_cast %t_1 : memref<4xf64> to !riscv.reg
// CHECK-NEXT:      %i_1 = builtin.unrealized_conversion_cast %i : index to !riscv.reg
// CHECK-NEXT:      %bytes_per_element = rv32.li 8 : !riscv.reg
// CHECK-NEXT:      %scaled_pointer_offset = riscv.mul %i_1, %bytes_per_element {comment = "multiply by element size"} : (!riscv.reg, !riscv.reg) -> !riscv.reg
// CHECK-NEXT:      %offset_pointer = riscv.add %t_2, %scaled_pointer_offset : (!riscv.reg, !riscv.reg) -> !riscv.reg
// CHECK-NEXT:      %v = riscv.fld %offset_pointer, 0 {comment = "load double from memref of shape (4,)"} : (!riscv.reg) -> !riscv.freg
// CHECK-NEXT:      %v_1 = builtin.unrealized_conversion_cast %v : !riscv.freg to f64
// CHECK-NEXT:      %p = arith.mulf %v_1, %x : f64
// CHECK-NEXT:      %p_1 = builtin.unrealized_conversion_cast %p : f64 to !riscv.freg
// CHECK-NEXT:      %m_5 = builtin.unrealized_conversion_cast %m_4 : memref<2x4xf64> to !riscv.reg
// CHECK-NEXT:      %i_2 = builtin.unrealized_conversion_cast %i : index to !riscv.reg
// CHECK-NEXT:      %i_3 = builtin.unrealized_conversion_cast %i : index to !riscv.reg
// CHECK-NEXT:      %pointer_dim_stride = rv32.li 4 : !riscv.reg
// CHECK-NEXT:      %pointer_dim_offset = riscv.mul %i_2, %pointer_dim_stride : (!riscv.reg, !riscv.reg) -> !riscv.reg
// CHECK-NEXT:      %pointer_offset = riscv.add %pointer_dim_offset, %i_3 : (!riscv.reg, !riscv.reg) -> !riscv.reg
// CHECK-NEXT:      %bytes_per_element_1 = rv32.li 8 : !riscv.reg
// CHECK-NEXT:      %scaled_pointer_offset_1 = riscv.mul %pointer_offset, %bytes_per_element_1 {comment = "multiply by element size"} : (!riscv.reg, !riscv.reg) -> !riscv.reg
// CHECK-NEXT:      %offset_pointer_1 = riscv.add %m_5, %scaled_pointer_offset_1 : (!riscv.reg, !riscv.reg) -> !riscv.reg
// CHECK-NEXT:      riscv.fsd %offset_pointer_1, %p_1, 0 {comment = "store double value to memref of shape (2, 4)"} : (!riscv.reg, !riscv.freg) -> ()
// CHECK-NEXT:      %0 = builtin.unrealized_conversion_cast %m_4 : memref<2x4xf64> to !riscv.reg
// CHECK-NEXT:      %1 = riscv.mv %0 : (!riscv.reg) -> !riscv.reg<a0>
// CHECK-NEXT:      riscv_func.call @free(%1) : (!riscv.reg<a0>) -> ()
// CHECK-NEXT:      func.return
// CHECK-NEXT:    }
// CHECK-NEXT:    riscv_func.func private @malloc(!riscv.reg<a0>) -> !riscv.reg<a0>
// CHECK-NEXT:    riscv_func.func private @free(!riscv.reg<a0>) -> ()
// CHECK-NEXT:  }

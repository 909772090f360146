// RUN: not xdsl-bufferization-run %s --entry=wrong_element 2>&1 | filecheck %s --check-prefix=ELEMENT
// RUN: not xdsl-bufferization-run %s --entry=ranked 2>&1 | filecheck %s --check-prefix=RANKED
// RUN: not xdsl-bufferization-run %s --entry=no_c_interface 2>&1 | filecheck %s --check-prefix=CIFACE

// Declarations of MLIR's runner-utils functions that do not match the
// library's (mlir-runner would print garbage or fail to find the symbol):
// an error at the call, exit status 2.

func.func private @printMemrefF32(memref<*xi32>)
func.func private @printMemrefI64(memref<?xi64>)
func.func private @printMemrefF16(memref<*xf16>)

func.func @wrong_element() {
  %m = memref.alloc() : memref<2xi32>
  %u = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefF32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %m : memref<2xi32>
  return
}

func.func @ranked() {
  %m = memref.alloc() : memref<2xi64>
  %u = memref.cast %m : memref<2xi64> to memref<?xi64>
  call @printMemrefI64(%u) : (memref<?xi64>) -> ()
  memref.dealloc %m : memref<2xi64>
  return
}

func.func @no_c_interface() {
  %m = memref.alloc() : memref<2xf16>
  %u = memref.cast %m : memref<2xf16> to memref<*xf16>
  call @printMemrefF16(%u) : (memref<*xf16>) -> ()
  memref.dealloc %m : memref<2xf16>
  return
}

// ELEMENT: error: @printMemrefF32 is declared as (memref<*xi32>) -> (), but MLIR's runner utils define it as (memref<*xf32>) -> () (memrefs or tensors)
// ELEMENT-NEXT: at call @printMemrefF32(%u) : (memref<*xi32>) -> ()  ({{.*}}runtime_declaration_mismatch.mlir:16:3 in @wrong_element)

// RANKED: error: @printMemrefI64 is declared as (memref<?xi64>) -> (), but MLIR's runner utils define it as (memref<*xi64>) -> () (memrefs or tensors)

// CIFACE: error: @printMemrefF16 exists only under its C interface in MLIR's runner utils: its declaration needs the 'llvm.emit_c_interface' attribute

// RUN: xdsl-bufferization-run %s | filecheck %s

// f16 and bf16 buffers (stored as 16 bits, printed as floats; the print
// functions exist only under their C interface). Values as mlir-runner
// prints them.

func.func private @printMemrefF16(memref<*xf16>) attributes {llvm.emit_c_interface}
func.func private @printMemrefBF16(memref<*xbf16>) attributes {llvm.emit_c_interface}

memref.global "private" constant @halves : memref<4xf16> = dense<[1.5, 0.1, 65504.0, 3.0e-5]>

func.func @main() {
  %h = memref.get_global @halves : memref<4xf16>
  %uh = memref.cast %h : memref<4xf16> to memref<*xf16>
  call @printMemrefF16(%uh) : (memref<*xf16>) -> ()
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 3.0e30 : bf16
  %y = arith.constant 1.0e-3 : bf16
  %b = memref.alloc() : memref<2x2xbf16>
  memref.store %x, %b[%c0, %c0] : memref<2x2xbf16>
  memref.store %y, %b[%c0, %c1] : memref<2x2xbf16>
  %z = memref.load %b[%c0, %c0] : memref<2x2xbf16>
  %s = arith.addf %z, %z : bf16
  memref.store %s, %b[%c1, %c0] : memref<2x2xbf16>
  %sub = memref.subview %b[0, 0] [2, 1] [1, 1] : memref<2x2xbf16> to memref<2x1xbf16, strided<[2, 1]>>
  %copy = memref.alloc() : memref<2x1xbf16>
  memref.copy %sub, %copy : memref<2x1xbf16, strided<[2, 1]>> to memref<2x1xbf16>
  %ub = memref.cast %b : memref<2x2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%ub) : (memref<*xbf16>) -> ()
  %uc = memref.cast %copy : memref<2x1xbf16> to memref<*xbf16>
  call @printMemrefBF16(%uc) : (memref<*xbf16>) -> ()
  memref.dealloc %b : memref<2x2xbf16>
  memref.dealloc %copy : memref<2x1xbf16>
  return
}

// CHECK:      rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [1.5,  0.0999756,  65504,  2.99811e-05]
// CHECK:      rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT{LITERAL}: [[2.99086e+30,   0.000999451],
// CHECK-NEXT{LITERAL}:  [5.98173e+30,   0]]
// CHECK:      rank = 2 offset = 0 sizes = [2, 1] strides = [1, 1] data =
// CHECK-NEXT{LITERAL}: [[2.99086e+30],
// CHECK-NEXT{LITERAL}:  [5.98173e+30]]

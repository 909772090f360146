// RUN: xdsl-opt %s -p promote-buffers-to-stack | filecheck %s

// Element types without a fixed size in MLIR's default data layout are not
// promoted. MLIR 22 aborts on both ("neither the scoping op nor the type
// class provide data layout information for memref<4xf32>", "Cannot
// implicitly convert a scalable size to a fixed-width size"), so there is
// no mlir-opt RUN line.

// CHECK-LABEL: func.func @unsupported(
// CHECK-NEXT:    memref.alloc() : memref<2xmemref<4xf32>>
// CHECK-NEXT:    memref.alloc() : memref<1xvector<[4]xf32>>
func.func @unsupported() {
  %a = memref.alloc() : memref<2xmemref<4xf32>>
  %b = memref.alloc() : memref<1xvector<[4]xf32>>
  func.call @use(%a, %b) : (memref<2xmemref<4xf32>>, memref<1xvector<[4]xf32>>) -> ()
  func.return
}
func.func private @use(memref<2xmemref<4xf32>>, memref<1xvector<[4]xf32>>)

// RUN: not xdsl-bufferization-run %s --entry=alloc 2>&1 | filecheck %s --check-prefix=ALLOC
// RUN: not xdsl-bufferization-run %s --entry=alloca 2>&1 | filecheck %s --check-prefix=ALLOCA

// A memref layout that is not strided (ceildiv, mod, floordiv): the
// executor cannot place the elements and says so at the op (it used to run
// such programs as if the layout were the identity).

func.func @alloc() {
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32, affine_map<(d0) -> (d0 ceildiv 2)>>
  memref.store %f, %a[%c1] : memref<8xf32, affine_map<(d0) -> (d0 ceildiv 2)>>
  memref.dealloc %a : memref<8xf32, affine_map<(d0) -> (d0 ceildiv 2)>>
  return
}

func.func @alloca() {
  %a = memref.alloca() : memref<2x4xf32, affine_map<(d0, d1) -> (d0 * 4 + d1 mod 4)>>
  return
}

// ALLOC: error: memref layout affine_map<(d0) -> ((d0 ceildiv 2))> is not strided (semi-affine or with several results): the executor cannot place the elements of memref<8xf32, affine_map<(d0) -> ((d0 ceildiv 2))>>
// ALLOC-NEXT: at %a = memref.alloc() : memref<8xf32, affine_map<(d0) -> (d0 ceildiv 2)>>  ({{.*}}unsupported_layout.mlir:11:3 in @alloc)

// ALLOCA: error: memref layout affine_map<(d0, d1) -> (((d0 * 4) + (d1 mod 4)))> is not strided
// ALLOCA-NEXT: at %a = memref.alloca()

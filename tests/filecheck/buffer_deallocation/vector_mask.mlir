// RUN: xdsl-opt %s -p buffer-deallocation-pipeline | filecheck %s
// RUN: not %mlir-opt %s -buffer-deallocation-pipeline 2>&1 | filecheck %s --check-prefix=MLIR

// vector.mask around a transfer on a memref: its body holds one op that
// neither allocates nor frees, so it owns no buffer and is left alone. The
// allocation it writes is freed after its last use; the pipeline's
// canonicalization marks both transfers in bounds, as mlir-opt -canonicalize
// does. (MLIR 22 treats the
// body as a deallocation scope, puts an ownership constant into it, and the
// mask no longer verifies.)

func.func @masked_writes(%n: index, %v: vector<8xf32>, %pad: f32) -> vector<8xf32> {
  %c0 = arith.constant 0 : index
  %m = vector.create_mask %n : vector<8xi1>
  %buf = memref.alloc() : memref<8xf32>
  vector.mask %m { vector.transfer_write %v, %buf[%c0] : vector<8xf32>, memref<8xf32> } : vector<8xi1>
  %r = vector.mask %m, %v { vector.transfer_read %buf[%c0], %pad : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
  return %r : vector<8xf32>
}

// CHECK-LABEL: func.func @masked_writes(
// CHECK:         [[BUF:%[^ ,:)]+]] = memref.alloc() : memref<8xf32>
// CHECK-NEXT:    vector.mask %{{.*}} { vector.transfer_write %{{.*}}, [[BUF]][%{{.*}}] {in_bounds = [true]} : vector<8xf32>, memref<8xf32> } : vector<8xi1>{{$}}
// CHECK-NEXT:    [[R:%[^ ,:)]+]] = vector.mask %{{.*}}, %{{.*}} { vector.transfer_read [[BUF]][%{{.*}}], %{{.*}} {in_bounds = [true]} : memref<8xf32>, vector<8xf32> } : vector<8xi1> -> vector<8xf32>
// CHECK-NEXT:    memref.dealloc [[BUF]] : memref<8xf32>
// CHECK-NEXT:    {{(func.)?}}return [[R]]

// MLIR: 'vector.mask' op expects only one operation to mask


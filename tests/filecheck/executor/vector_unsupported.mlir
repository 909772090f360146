// RUN: not xdsl-bufferization-run %s --entry=scalable 2>&1 | filecheck %s --check-prefix=SCALABLE
// RUN: not xdsl-bufferization-run %s --entry=memref_of_vectors 2>&1 | filecheck %s --check-prefix=ELEMENTS
// RUN: not xdsl-bufferization-run %s --entry=print_wide_integer 2>&1 | filecheck %s --check-prefix=WIDE

// Vector programs the executor does not run: an error at the op, exit
// status 2 (the program is not run), no traceback.

// A scalable vector has no size known before the target runs it.
func.func @scalable() {
  %f = arith.constant 1.0 : f32
  %v = vector.broadcast %f : f32 to vector<[4]xf32>
  vector.print %v : vector<[4]xf32>
  return
}

// SCALABLE:      error: scalable vectors are not supported (their size is known only on the target): vector<[4]xf32>
// SCALABLE-NEXT:   at %v = vector.broadcast %f : f32 to vector<[4]xf32>  ({{.*}}vector_unsupported.mlir:11:3 in @scalable)

func.func @memref_of_vectors() {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xvector<4xf32>>
  %v = vector.load %m[%c0] : memref<2xvector<4xf32>>, vector<4xf32>
  return
}

// ELEMENTS: error: {{.*}}vector<4xf32>{{.*}} not supported

// mlir-runner prints integers of at most 64 bits.
func.func @print_wide_integer() {
  %x = arith.constant 1 : i128
  vector.print %x : i128
  return
}

// WIDE:      error: vector.print of i128 values
// WIDE-NEXT:   at vector.print %x : i128

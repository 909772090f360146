// A memref.view with a negative constant size (undefined at run time):
// ViewOpShapeFolder leaves the size dynamic. mlir-opt 22 aborts on this input
// (an assertion building the memref type), so there is no mlir-opt RUN line.
// RUN: xdsl-opt %s -p canonicalize | filecheck %s

func.func @negative_size(%m: memref<2048xi8>) -> memref<?x4xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant -8 : index
  %v = memref.view %m[%c0][%c8] : memref<2048xi8> to memref<?x4xf32>
  return %v : memref<?x4xf32>
}

// CHECK-LABEL: func.func @negative_size
// CHECK-SAME: (%[[M:[^ ,:]+]]: memref<2048xi8>)
// CHECK-DAG: %[[C0:[^ ,:]+]] = arith.constant 0 : index
// CHECK-DAG: %[[N:[^ ,:]+]] = arith.constant -8 : index
// CHECK-NEXT: %[[V:[^ ,:]+]] = memref.view %[[M]][%[[C0]]][%[[N]]] : memref<2048xi8> to memref<?x4xf32>
// CHECK-NEXT: {{(func\.)?}}return %[[V]] : memref<?x4xf32>

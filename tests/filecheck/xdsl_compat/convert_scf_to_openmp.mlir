// xDSL's convert-scf-to-openmp on scf.parallel parsed into our op classes
// (issue 15: installing the plugin keeps xDSL's passes working). The same
// behaviours as xDSL 0.74's own test: the default lowering, collapse=1
// (the inner dimension stays an scf.parallel, built by xDSL), schedule and
// chunk options.
// RUN: xdsl-opt %s -p convert-scf-to-openmp | filecheck %s
// RUN: xdsl-opt %s -p "convert-scf-to-openmp{collapse=1}" | filecheck %s --check-prefix=COLLAPSE
// RUN: xdsl-opt %s -p "convert-scf-to-openmp{schedule=dynamic}" | filecheck %s --check-prefix=DYNAMIC
// RUN: xdsl-opt %s -p "convert-scf-to-openmp{chunk=4}" | filecheck %s --check-prefix=CHUNK
// A collapse deeper than the loop nest is fine.
// RUN: xdsl-opt %s -p "convert-scf-to-openmp{collapse=3}" | filecheck %s

func.func @stencil(%lb: index, %ub: index, %step: index, %buf: memref<?x?xf32>, %out: memref<?x?xf32>) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %v = memref.load %buf[%i, %j] : memref<?x?xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %out[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

// CHECK:       builtin.module {
// CHECK-NEXT:    func.func @stencil(%lb: index, %ub: index, %step: index, %buf: memref<?x?xf32>, %out: memref<?x?xf32>) {
// CHECK-NEXT:      "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({
// CHECK-NEXT:        "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0>}> ({
// CHECK-NEXT:          "omp.loop_nest"(%lb, %lb, %ub, %ub, %step, %step) ({
// CHECK-NEXT:          ^bb0(%i: index, %j: index):
// CHECK-NEXT:            "memref.alloca_scope"() ({
// CHECK-NEXT:              %v = memref.load %buf[%i, %j] : memref<?x?xf32>
// CHECK-NEXT:              %w = arith.addf %v, %v : f32
// CHECK-NEXT:              memref.store %w, %out[%i, %j] : memref<?x?xf32>
// CHECK-NEXT:              "memref.alloca_scope.return"() : () -> ()
// CHECK-NEXT:            }) : () -> ()
// CHECK-NEXT:            omp.yield
// CHECK-NEXT:          }) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT:        }) : () -> ()
// CHECK-NEXT:        "omp.terminator"() : () -> ()
// CHECK-NEXT:      }) : () -> ()
// CHECK-NEXT:      func.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }

// COLLAPSE:    builtin.module {
// COLLAPSE-NEXT:  func.func @stencil(%lb: index, %ub: index, %step: index, %buf: memref<?x?xf32>, %out: memref<?x?xf32>) {
// COLLAPSE-NEXT:    "omp.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0>}> ({
// COLLAPSE-NEXT:      "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0>}> ({
// COLLAPSE-NEXT:        "omp.loop_nest"(%lb, %ub, %step) ({
// COLLAPSE-NEXT:        ^bb0(%i: index):
// COLLAPSE-NEXT:          "memref.alloca_scope"() ({
// COLLAPSE-NEXT:            "scf.parallel"(%lb, %ub, %step) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// COLLAPSE-NEXT:            ^bb0(%j: index):
// COLLAPSE-NEXT:              %v = memref.load %buf[%i, %j] : memref<?x?xf32>
// COLLAPSE-NEXT:              %w = arith.addf %v, %v : f32
// COLLAPSE-NEXT:              memref.store %w, %out[%i, %j] : memref<?x?xf32>
// COLLAPSE-NEXT:              scf.reduce
// COLLAPSE-NEXT:            }) : (index, index, index) -> ()
// COLLAPSE-NEXT:            "memref.alloca_scope.return"() : () -> ()
// COLLAPSE-NEXT:          }) : () -> ()
// COLLAPSE-NEXT:          omp.yield
// COLLAPSE-NEXT:        }) : (index, index, index) -> ()
// COLLAPSE-NEXT:      }) : () -> ()
// COLLAPSE-NEXT:      "omp.terminator"() : () -> ()
// COLLAPSE-NEXT:    }) : () -> ()
// COLLAPSE-NEXT:    func.return
// COLLAPSE-NEXT:  }
// COLLAPSE-NEXT:}

// DYNAMIC:       "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 0>, schedule_kind = #omp<schedulekind dynamic>}> ({

// CHUNK:         %[[CHUNK:.*]] = arith.constant 4 : index
// CHUNK:         "omp.wsloop"(%[[CHUNK]]) <{operandSegmentSizes = array<i32: 0, 0, 0, 0, 0, 0, 1>, schedule_kind = #omp<schedulekind static>}> ({

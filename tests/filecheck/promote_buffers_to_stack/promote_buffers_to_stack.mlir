// RUN: xdsl-opt %s --allow-unregistered-dialect --split-input-file -p promote-buffers-to-stack | filecheck %s
// RUN: %mlir-opt %s --allow-unregistered-dialect --split-input-file -promote-buffers-to-stack | filecheck %s

// promote-buffers-to-stack with its defaults (1024 bytes, rank 1): small
// memref.alloc ops without dealloc that do not escape their automatic
// allocation scope become memref.alloca.

// Sizes against the 1024-byte limit, by element type (MLIR's default data
// layout: bit widths, 64-bit index, padded complex numbers and vectors).
// CHECK-LABEL: func.func @sizes(
// CHECK-NEXT:    memref.alloca() : memref<256xf32>
// CHECK-NEXT:    memref.alloc() : memref<257xf32>
// CHECK-NEXT:    memref.alloca() : memref<8192xi1>
// CHECK-NEXT:    memref.alloc() : memref<8193xi1>
// CHECK-NEXT:    memref.alloca() : memref<128xindex>
// CHECK-NEXT:    memref.alloc() : memref<129xindex>
// CHECK-NEXT:    memref.alloca() : memref<64xcomplex<f64>>
// CHECK-NEXT:    memref.alloc() : memref<65xcomplex<f64>>
// CHECK-NEXT:    memref.alloca() : memref<64xvector<3xf32>>
// CHECK-NEXT:    memref.alloc() : memref<65xvector<3xf32>>
// CHECK-NEXT:    memref.alloca() : memref<0xf32>
// CHECK-NEXT:    memref.alloca() : memref<16x16xf32>
// CHECK-NEXT:    memref.alloc() : memref<16x17xf32>
// CHECK-NEXT:    memref.alloca() : memref<f64>
// CHECK-NEXT:    memref.alloca() : memref<2730xi3>
// CHECK-NEXT:    memref.alloc() : memref<2731xi3>
func.func @sizes() {
  %0 = memref.alloc() : memref<256xf32>
  %1 = memref.alloc() : memref<257xf32>
  %2 = memref.alloc() : memref<8192xi1>
  %3 = memref.alloc() : memref<8193xi1>
  %4 = memref.alloc() : memref<128xindex>
  %5 = memref.alloc() : memref<129xindex>
  %6 = memref.alloc() : memref<64xcomplex<f64>>
  %7 = memref.alloc() : memref<65xcomplex<f64>>
  %8 = memref.alloc() : memref<64xvector<3xf32>>
  %9 = memref.alloc() : memref<65xvector<3xf32>>
  %10 = memref.alloc() : memref<0xf32>
  %11 = memref.alloc() : memref<16x16xf32>
  %12 = memref.alloc() : memref<16x17xf32>
  %13 = memref.alloc() : memref<f64>
  %14 = memref.alloc() : memref<2730xi3>
  %15 = memref.alloc() : memref<2731xi3>
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15) : (memref<256xf32>, memref<257xf32>, memref<8192xi1>, memref<8193xi1>, memref<128xindex>, memref<129xindex>, memref<64xcomplex<f64>>, memref<65xcomplex<f64>>, memref<64xvector<3xf32>>, memref<65xvector<3xf32>>, memref<0xf32>, memref<16x16xf32>, memref<16x17xf32>, memref<f64>, memref<2730xi3>, memref<2731xi3>) -> ()
  return
}

// -----

// Operands, alignment and other attributes are kept.
// CHECK-LABEL: func.func @attributes(
// CHECK-NEXT:    %[[R:.*]] = memref.rank
// CHECK-NEXT:    memref.alloca()[%[[R]]] {alignment = 64 : i64, test.attr} : memref<4xf32, {{.*}}>
func.func @attributes(%arg: memref<*xf32>) {
  %r = memref.rank %arg : memref<*xf32>
  %a = memref.alloc()[%r] {alignment = 64 : i64, test.attr} : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  "test.use"(%a) : (memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) -> ()
  return
}

// -----

// Dynamic sizes: promoted when every operand comes from memref.rank and the
// rank is at most 1.
// CHECK-LABEL: func.func @dynamic(
// CHECK-NEXT:    %[[R:.*]] = memref.rank
// CHECK-NEXT:    %[[R2:.*]] = memref.rank
// CHECK-NEXT:    memref.alloca(%[[R]]) : memref<?xindex>
// CHECK-NEXT:    memref.alloc(%[[R]], %[[R2]]) : memref<?x?xindex>
// CHECK-NEXT:    memref.alloc(%{{.*}}) : memref<?xindex>
// CHECK-NEXT:    memref.alloc(%[[R]])[%{{.*}}] : memref<?xindex, {{.*}}>
func.func @dynamic(%arg: memref<*xf32>, %x: memref<?x?xf32>, %n: index) {
  %r = memref.rank %arg : memref<*xf32>
  %r2 = memref.rank %x : memref<?x?xf32>
  %a = memref.alloc(%r) : memref<?xindex>
  %b = memref.alloc(%r, %r2) : memref<?x?xindex>
  %c = memref.alloc(%n) : memref<?xindex>
  %d = memref.alloc(%r)[%n] : memref<?xindex, affine_map<(d0)[s0] -> (d0 + s0)>>
  "test.use"(%a, %b, %c, %d) : (memref<?xindex>, memref<?x?xindex>, memref<?xindex>, memref<?xindex, affine_map<(d0)[s0] -> (d0 + s0)>>) -> ()
  return
}

// -----

// Buffers that already have a dealloc are not promoted (the pass runs before
// deallocations are placed); reallocated buffers neither. Clones are not
// memref.alloc ops.
// CHECK-LABEL: func.func @freed(
// CHECK-NEXT:    %[[A:.*]] = memref.alloc()
// CHECK-NEXT:    memref.dealloc %[[A]]
// CHECK-NEXT:    %[[B:.*]] = memref.alloc()
// CHECK-NEXT:    memref.realloc %[[B]]
// CHECK-NEXT:    %[[C:.*]] = memref.alloca()
// CHECK-NEXT:    bufferization.clone %[[C]]
func.func @freed() {
  %a = memref.alloc() : memref<2xf32>
  memref.dealloc %a : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %r = memref.realloc %b : memref<2xf32> to memref<4xf32>
  %c = memref.alloc() : memref<2xf32>
  %d = bufferization.clone %c : memref<2xf32> to memref<2xf32>
  "test.use"(%r, %d) : (memref<4xf32>, memref<2xf32>) -> ()
  return
}

// -----

// Returned buffers escape the function: directly, through a view, through
// arith.select, through a block argument. The buffer used in ^bb1 only does
// not.
// CHECK-LABEL: func.func @escapes(
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    memref.alloc()
// CHECK-NEXT:    memref.subview
// CHECK-NEXT:    arith.select
// CHECK-NEXT:    cf.br
// CHECK-NEXT:  ^bb1(%{{.*}}: memref<2xf32>):
// CHECK-NEXT:    memref.alloca()
func.func @escapes(%c: i1) -> (memref<2xf32>, memref<1xf32, strided<[1]>>, memref<2xf32>) {
  %a = memref.alloc() : memref<2xf32>
  %b = memref.alloc() : memref<2xf32>
  %d = memref.alloc() : memref<2xf32>
  %v = memref.subview %a[0] [1] [1] : memref<2xf32> to memref<1xf32, strided<[1]>>
  %s = arith.select %c, %b, %d : memref<2xf32>
  cf.br ^bb1(%s : memref<2xf32>)
^bb1(%x: memref<2xf32>):
  %e = memref.alloc() : memref<2xf32>
  "test.use"(%e) : (memref<2xf32>) -> ()
  return %x, %v, %x : memref<2xf32>, memref<1xf32, strided<[1]>>, memref<2xf32>
}

// -----

// Out of scf.if to the function, which is an automatic allocation scope:
// promoted unless the scf.if result is returned.
// CHECK-LABEL: func.func @in_if(
// CHECK-NEXT:    scf.if
// CHECK-NEXT:      memref.alloca()
// CHECK:         scf.if
// CHECK-NEXT:      memref.alloc()
func.func @in_if(%c: i1, %m: memref<2xf32>) -> memref<2xf32> {
  %r = scf.if %c -> memref<2xf32> {
    %a = memref.alloca() : memref<2xf32>
    %b = memref.alloc() : memref<2xf32>
    "test.use"(%b) : (memref<2xf32>) -> ()
    scf.yield %a : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  %s = scf.if %c -> memref<2xf32> {
    %d = memref.alloc() : memref<2xf32>
    scf.yield %d : memref<2xf32>
  } else {
    scf.yield %m : memref<2xf32>
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  return %s : memref<2xf32>
}

// -----

// scf.for, scf.parallel and scf.forall bodies are automatic allocation
// scopes: a buffer that stays in the iteration is promoted, one passed to the
// next iteration is not. scf.while has no scope: nothing is promoted in it.
// CHECK-LABEL: func.func @loops(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca()
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloc()
// CHECK:         scf.parallel
// CHECK-NEXT:      memref.alloca()
// CHECK:         scf.forall
// CHECK-NEXT:      memref.alloca()
// CHECK:         scf.while
// CHECK-NEXT:      memref.alloc()
// CHECK:         } do {
// CHECK-NEXT:      memref.alloc()
func.func @loops(%lb: index, %ub: index, %s: index, %c: i1, %m: memref<2xf32>) {
  scf.for %i = %lb to %ub step %s {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %m) -> memref<2xf32> {
    %a = memref.alloc() : memref<2xf32>
    scf.yield %a : memref<2xf32>
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.reduce
  }
  scf.forall (%i) = (%lb) to (%ub) step (%s) {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  scf.while : () -> () {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.condition(%c)
  } do {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
    scf.yield
  }
  "test.use"(%r) : (memref<2xf32>) -> ()
  return
}

// -----

// scf.execute_region in a loop: the scope is the loop body. A loop of blocks
// in a function body: the function's scope, as in MLIR (the stack grows at
// each iteration). Regions of unknown ops: no promotion.
// CHECK-LABEL: func.func @regions(
// CHECK:         scf.execute_region
// CHECK-NEXT:      memref.alloca()
// CHECK:         memref.alloca_scope
// CHECK-NEXT:      memref.alloca()
// CHECK:         "test.region"()
// CHECK-NEXT:      memref.alloc()
// CHECK:       ^bb1:
// CHECK-NEXT:    memref.alloca()
func.func @regions(%lb: index, %ub: index, %s: index, %c: i1) {
  scf.for %i = %lb to %ub step %s {
    scf.execute_region {
      %a = memref.alloc() : memref<2xf32>
      "test.use"(%a) : (memref<2xf32>) -> ()
      scf.yield
    }
    memref.alloca_scope {
      %b = memref.alloc() : memref<2xf32>
      "test.use"(%b) : (memref<2xf32>) -> ()
    }
    "test.region"() ({
      %d = memref.alloc() : memref<2xf32>
      "test.use"(%d) : (memref<2xf32>) -> ()
      "test.term"() : () -> ()
    }) : () -> ()
  }
  cf.br ^bb1
^bb1:
  %e = memref.alloc() : memref<2xf32>
  "test.use"(%e) : (memref<2xf32>) -> ()
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

// Calls and stores do not make a buffer escape (as in MLIR).
// CHECK-LABEL: func.func @calls(
// CHECK-NEXT:    %[[A:.*]] = memref.alloca()
// CHECK-NEXT:    call @use(%[[A]])
func.func @calls() {
  %a = memref.alloc() : memref<2xf32>
  func.call @use(%a) : (memref<2xf32>) -> ()
  return
}
func.func private @use(memref<2xf32>)

// -----

// A buffer only retained by bufferization.dealloc is not freed by it.
// CHECK-LABEL: func.func @retained(
// CHECK-NEXT:    %[[A:.*]] = memref.alloca()
// CHECK-NEXT:    bufferization.dealloc (%{{.*}} : memref<2xf32>) if (%{{.*}}) retain (%[[A]] : memref<2xf32>)
func.func @retained(%m: memref<2xf32>, %c: i1) -> i1 {
  %a = memref.alloc() : memref<2xf32>
  %o = bufferization.dealloc (%m : memref<2xf32>) if (%c) retain (%a : memref<2xf32>)
  return %o : i1
}

// -----

// affine.for bodies are automatic allocation scopes; affine.yield returns
// from them.
// CHECK-LABEL: func.func @affine_for(
// CHECK-NEXT:    affine.for
// CHECK-NEXT:      memref.alloca() : memref<2xf32>
// CHECK:         affine.for
// CHECK-NEXT:      memref.alloc() : memref<10xf32>
// CHECK-NEXT:      affine.yield
func.func @affine_for(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %a = memref.alloc() : memref<2xf32>
    "test.use"(%a) : (memref<2xf32>) -> ()
  }
  %r = affine.for %i = 0 to 10 iter_args(%x = %m) -> memref<10xf32> {
    %b = memref.alloc() : memref<10xf32>
    affine.yield %b : memref<10xf32>
  }
  "test.use"(%r) : (memref<10xf32>) -> ()
  return
}

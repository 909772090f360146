// Loop-carried selects whose condition changes between iterations: a
// condition of one iteration says nothing about the buffers of earlier ones,
// and after an scf.while its before region's condition is out of scope (the
// pipeline once used it there: invalid IR).
func.func private @printMemrefF32(memref<*xf32>)

func.func @for_select() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %init1 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%one : f32) outs(%init1 : memref<2xf32>)
  %init2 = memref.alloc() : memref<2xf32>
  linalg.fill ins(%two : f32) outs(%init2 : memref<2xf32>)
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%b1 = %init1, %b2 = %init2) -> (memref<2xf32>, memref<2xf32>) {
    %fresh = memref.alloc() : memref<2xf32>
    %x = arith.index_cast %i : index to i64
    %f = arith.sitofp %x : i64 to f32
    linalg.fill ins(%f : f32) outs(%fresh : memref<2xf32>)
    %c = arith.cmpi eq, %i, %c1 : index
    %sel = arith.select %c, %b1, %fresh : memref<2xf32>
    scf.yield %sel, %fresh : memref<2xf32>, memref<2xf32>
  }
  %u1 = memref.cast %r#0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()
  %u2 = memref.cast %r#1 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}

func.func @while_select(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %init = memref.alloc() : memref<2xf32>
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%init : memref<2xf32>)
  %r:2 = scf.while (%b = %init, %k = %c0) : (memref<2xf32>, index) -> (memref<2xf32>, index) {
    %go = arith.cmpi slt, %k, %n : index
    // Keep the buffer in odd iterations, take a new one in even ones.
    %parity = arith.remui %k, %c2 : index
    %keep = arith.cmpi eq, %parity, %c1 : index
    %fresh = memref.alloc() : memref<2xf32>
    %x = arith.index_cast %k : index to i64
    %f = arith.sitofp %x : i64 to f32
    linalg.fill ins(%f : f32) outs(%fresh : memref<2xf32>)
    %sel = arith.select %keep, %b, %fresh : memref<2xf32>
    scf.condition(%go) %sel, %k : memref<2xf32>, index
  } do {
  ^bb0(%x: memref<2xf32>, %j: index):
    %j1 = arith.addi %j, %c1 : index
    scf.yield %x, %j1 : memref<2xf32>, index
  }
  %u = memref.cast %r#0 : memref<2xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  call @for_select() : () -> ()
  call @while_select(%c0) : (index) -> ()
  call @while_select(%c1) : (index) -> ()
  call @while_select(%c3) : (index) -> ()
  return
}

// BUFFERIZE
// Ownership across calls and control flow: scf.if choosing between a new
// tensor and an argument, tensors returned from functions, a loop updating
// one of them while reading another.
func.func private @printMemrefI32(memref<*xi32>)

func.func @fresh(%n: index, %v: i32) -> tensor<?xi32> {
  %e = tensor.empty(%n) : tensor<?xi32>
  %f = linalg.fill ins(%v : i32) outs(%e : tensor<?xi32>) -> tensor<?xi32>
  return %f : tensor<?xi32>
}

func.func @pick(%c: i1, %t: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  %r = scf.if %c -> (tensor<?xi32>) {
    %seven = arith.constant 7 : i32
    %f = func.call @fresh(%n, %seven) : (index, i32) -> tensor<?xi32>
    scf.yield %f : tensor<?xi32>
  } else {
    scf.yield %t : tensor<?xi32>
  }
  return %r : tensor<?xi32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %true = arith.constant true
  %false = arith.constant false
  %one = arith.constant 1 : i32
  %t0 = func.call @fresh(%c4, %one) : (index, i32) -> tensor<?xi32>
  %kept = func.call @pick(%false, %t0) : (i1, tensor<?xi32>) -> tensor<?xi32>
  %new = func.call @pick(%true, %kept) : (i1, tensor<?xi32>) -> tensor<?xi32>
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%t = %new) -> (tensor<?xi32>) {
    %j = arith.remui %i, %c4 : index
    %old = tensor.extract %t[%j] : tensor<?xi32>
    %k = tensor.extract %kept[%j] : tensor<?xi32>
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %old, %ii : i32
    %v = arith.addi %s, %k : i32
    %q = tensor.insert %v into %t[%j] : tensor<?xi32>
    scf.yield %q : tensor<?xi32>
  }
  %m = bufferization.to_buffer %r : tensor<?xi32> to memref<?xi32>
  %u = memref.cast %m : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  %m0 = bufferization.to_buffer %kept : tensor<?xi32> to memref<?xi32>
  %u0 = memref.cast %m0 : memref<?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u0) : (memref<*xi32>) -> ()
  return
}

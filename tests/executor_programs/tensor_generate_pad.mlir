// BUFFERIZE
// tensor.generate and tensor.pad (static and dynamic padding, a pad value
// computed from the indices).
func.func private @printMemrefI32(memref<*xi32>)

func.func @show(%t: tensor<?x?xi32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xi32> to memref<?x?xi32>
  %u = memref.cast %m : memref<?x?xi32> to memref<*xi32>
  func.call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %g = tensor.generate %c2, %c3 {
  ^bb0(%i: index, %j: index):
    %k = arith.muli %i, %c3 : index
    %l = arith.addi %k, %j : index
    %li = arith.index_cast %l : index to i32
    tensor.yield %li : i32
  } : tensor<?x?xi32>
  func.call @show(%g) : (tensor<?x?xi32>) -> ()
  %minus = arith.constant -1 : i32
  %p = tensor.pad %g low[1, 0] high[0, %c1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %minus : i32
  } : tensor<?x?xi32> to tensor<?x?xi32>
  func.call @show(%p) : (tensor<?x?xi32>) -> ()
  %q = tensor.pad %g low[0, 2] high[1, 0] {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    %si = arith.index_cast %s : index to i32
    %n = arith.muli %si, %minus : i32
    tensor.yield %n : i32
  } : tensor<?x?xi32> to tensor<?x?xi32>
  func.call @show(%q) : (tensor<?x?xi32>) -> ()
  return
}

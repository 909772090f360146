// BUFFERIZE
// Tensor values: tensor.empty, from_elements, insert, extract, dim, rank,
// cast, splat; inserting into a tensor does not change the original value.
func.func private @printMemrefF32(memref<*xf32>)
func.func private @printI64(i64)
func.func private @printF32(f32)
func.func private @printNewline()
func.func private @printComma()

func.func @show(%t: tensor<2x3xf32>) {
  %m = bufferization.to_buffer %t : tensor<2x3xf32> to memref<2x3xf32>
  %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = arith.constant 1.0 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant 3.0 : f32
  %t = tensor.from_elements %a, %b, %c, %c, %b, %a : tensor<2x3xf32>
  func.call @show(%t) : (tensor<2x3xf32>) -> ()
  %nine = arith.constant 9.0 : f32
  %t2 = tensor.insert %nine into %t[%c1, %c2] : tensor<2x3xf32>
  func.call @show(%t2) : (tensor<2x3xf32>) -> ()
  %x = tensor.extract %t[%c1, %c2] : tensor<2x3xf32>
  %y = tensor.extract %t2[%c1, %c2] : tensor<2x3xf32>
  func.call @printF32(%x) : (f32) -> ()
  func.call @printComma() : () -> ()
  func.call @printF32(%y) : (f32) -> ()
  func.call @printComma() : () -> ()
  %d = tensor.cast %t2 : tensor<2x3xf32> to tensor<?x?xf32>
  %d1 = tensor.dim %d, %c1 : tensor<?x?xf32>
  %r = tensor.rank %d : tensor<?x?xf32>
  %d1i = arith.index_cast %d1 : index to i64
  %ri = arith.index_cast %r : index to i64
  func.call @printI64(%d1i) : (i64) -> ()
  func.call @printComma() : () -> ()
  func.call @printI64(%ri) : (i64) -> ()
  func.call @printNewline() : () -> ()
  %s = tensor.splat %c[%c2] : tensor<?x3xf32>
  %sc = tensor.cast %s : tensor<?x3xf32> to tensor<2x3xf32>
  func.call @show(%sc) : (tensor<2x3xf32>) -> ()
  %e = tensor.empty() : tensor<2x3xf32>
  %e2 = tensor.insert %a into %e[%c0, %c0] : tensor<2x3xf32>
  %v = tensor.extract %e2[%c0, %c0] : tensor<2x3xf32>
  func.call @printF32(%v) : (f32) -> ()
  func.call @printNewline() : () -> ()
  return
}

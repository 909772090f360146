// BUFFERIZE
// A tiled matmul on tensors: scf.for over tiles with extract_slice and
// insert_slice (bufferized in place, or with copies and deallocations).
func.func private @printMemrefF32(memref<*xf32>)

func.func @init(%rows: index, %cols: index, %scale: f32) -> tensor<?x?xf32> {
  %t = tensor.generate %rows, %cols {
  ^bb0(%i: index, %j: index):
    %k = arith.addi %i, %j : index
    %ki = arith.index_cast %k : index to i32
    %f = arith.sitofp %ki : i32 to f32
    %v = arith.mulf %f, %scale : f32
    tensor.yield %v : f32
  } : tensor<?x?xf32>
  return %t : tensor<?x?xf32>
}

func.func @matmul(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %m = tensor.dim %a, %c0 : tensor<?x?xf32>
  %k = tensor.dim %a, %c1 : tensor<?x?xf32>
  %n = tensor.dim %b, %c1 : tensor<?x?xf32>
  %r = scf.for %i = %c0 to %m step %c2 iter_args(%acc = %c) -> (tensor<?x?xf32>) {
    %at = tensor.extract_slice %a[%i, 0] [2, %k] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
    %ct = tensor.extract_slice %acc[%i, 0] [2, %n] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
    %mt = linalg.matmul ins(%at, %b : tensor<2x?xf32>, tensor<?x?xf32>) outs(%ct : tensor<2x?xf32>) -> tensor<2x?xf32>
    %next = tensor.insert_slice %mt into %acc[%i, 0] [2, %n] [1, 1] : tensor<2x?xf32> into tensor<?x?xf32>
    scf.yield %next : tensor<?x?xf32>
  }
  return %r : tensor<?x?xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = func.call @init(%c4, %c3, %one) : (index, index, f32) -> tensor<?x?xf32>
  %b = func.call @init(%c3, %c6, %half) : (index, index, f32) -> tensor<?x?xf32>
  %e = tensor.empty(%c4, %c6) : tensor<?x?xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<?x?xf32>) -> tensor<?x?xf32>
  %r = func.call @matmul(%a, %b, %c) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %m = bufferization.to_buffer %r : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

// BUFFERIZE
// tensor.extract_slice and tensor.insert_slice: static and dynamic, strided,
// rank-reducing.
func.func private @printMemrefF32(memref<*xf32>)

func.func @show(%t: tensor<?x?xf32>) {
  %m = bufferization.to_buffer %t : tensor<?x?xf32> to memref<?x?xf32>
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %empty = tensor.empty() : tensor<4x4xf32>
  %t = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %empty) -> (tensor<4x4xf32>) {
    %row = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc2 = %acc) -> (tensor<4x4xf32>) {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %li = arith.index_cast %l : index to i32
      %f = arith.sitofp %li : i32 to f32
      %n = tensor.insert %f into %acc2[%i, %j] : tensor<4x4xf32>
      scf.yield %n : tensor<4x4xf32>
    }
    scf.yield %row : tensor<4x4xf32>
  }
  %s = tensor.extract_slice %t[1, %c1] [2, %c2] [2, 1] : tensor<4x4xf32> to tensor<2x?xf32>
  %sd = tensor.cast %s : tensor<2x?xf32> to tensor<?x?xf32>
  func.call @show(%sd) : (tensor<?x?xf32>) -> ()
  %col = tensor.extract_slice %t[0, 3] [4, 1] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %z = tensor.empty() : tensor<2x2xf32>
  %zf = linalg.fill ins(%two : f32) outs(%z : tensor<2x2xf32>) -> tensor<2x2xf32>
  %ins = tensor.insert_slice %zf into %t[2, 2] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %insd = tensor.cast %ins : tensor<4x4xf32> to tensor<?x?xf32>
  func.call @show(%insd) : (tensor<?x?xf32>) -> ()
  %ins2 = tensor.insert_slice %col into %t[0, 0] [1, 4] [1, 1] : tensor<4xf32> into tensor<4x4xf32>
  %ins2d = tensor.cast %ins2 : tensor<4x4xf32> to tensor<?x?xf32>
  func.call @show(%ins2d) : (tensor<?x?xf32>) -> ()
  %td = tensor.cast %t : tensor<4x4xf32> to tensor<?x?xf32>
  func.call @show(%td) : (tensor<?x?xf32>) -> ()
  return
}

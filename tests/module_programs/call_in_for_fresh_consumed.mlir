// Each iteration calls a function returning a fresh tensor and adds it into
// the loop's accumulator (linalg.generic into the iter_arg): one temporary
// buffer per iteration, freed in the iteration.
func.func private @printMemrefF32(memref<*xf32>)

func.func @ramp(%i: index) -> tensor<4xf32> {
  %ii = arith.index_cast %i : index to i64
  %f = arith.sitofp %ii : i64 to f32
  %t = tensor.from_elements %f, %f, %f, %f : tensor<4xf32>
  %c3 = arith.constant 3 : index
  %ten = arith.constant 10.0 : f32
  %r = tensor.insert %ten into %t[%c3] : tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%zero : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %f = func.call @ramp(%i) : (index) -> tensor<4xf32>
    %n = linalg.generic {
        indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
        iterator_types = ["parallel"]}
        ins(%f : tensor<4xf32>) outs(%acc : tensor<4xf32>) {
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      linalg.yield %s : f32
    } -> tensor<4xf32>
    scf.yield %n : tensor<4xf32>
  }
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

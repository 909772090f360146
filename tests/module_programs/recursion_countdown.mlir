// A recursive function (no boundary summary is available while it is being
// analyzed: its recursive call reads and writes its operand) writing one
// element per level; main keeps its tensor, so it passes a copy.
func.func private @printMemrefF32(memref<*xf32>)

func.func @fill_down(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> (tensor<4xf32>) {
    scf.yield %t : tensor<4xf32>
  } else {
    %m = arith.subi %n, %c1 : index
    %mi = arith.index_cast %m : index to i64
    %v = arith.sitofp %mi : i64 to f32
    %w = tensor.insert %v into %t[%m] : tensor<4xf32>
    %s = func.call @fill_down(%w, %m) : (tensor<4xf32>, index) -> tensor<4xf32>
    scf.yield %s : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @main() {
  %c3 = arith.constant 3 : index
  %v = arith.constant -1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %t = linalg.fill ins(%v : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %r = func.call @fill_down(%t, %c3) : (tensor<4xf32>, index) -> tensor<4xf32>
  %m = bufferization.to_buffer %r read_only : tensor<4xf32> to memref<4xf32>
  %u = memref.cast %m : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %mt = bufferization.to_buffer %t read_only : tensor<4xf32> to memref<4xf32>
  %ut = memref.cast %mt : memref<4xf32> to memref<*xf32>
  func.call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  return
}

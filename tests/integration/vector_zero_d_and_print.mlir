// 0-d vectors read from and written to rank-0 tensors, a hand-made
// "[a, b, c]" listing with vector.print punctuation and strings, a shuffle
// joining two halves, an f32 <-> i32 bitcast, and f64 / f16 / i8 element
// types (i8 arithmetic wraps around).

func.func private @printMemrefF32(%ptr : tensor<*xf32>)

func.func @bump(%t: tensor<f32>, %by: f32) -> tensor<f32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %t[], %pad : tensor<f32>, vector<f32>
  %b = vector.broadcast %by : f32 to vector<f32>
  %s = arith.addf %v, %b : vector<f32>
  %w = vector.transfer_write %s, %t[] : vector<f32>, tensor<f32>
  return %w : tensor<f32>
}

func.func @main() {
  %init = arith.constant dense<1.5> : tensor<f32>
  %t = bufferization.alloc_tensor() copy(%init) : tensor<f32>
  %c2 = arith.constant 2.0 : f32
  %r1 = call @bump(%t, %c2) : (tensor<f32>, f32) -> tensor<f32>
  %r2 = call @bump(%r1, %c2) : (tensor<f32>, f32) -> tensor<f32>
  %pad = arith.constant 0.0 : f32
  %v0 = vector.transfer_read %r2[], %pad : tensor<f32>, vector<f32>
  vector.print %v0 : vector<f32>
  %u = tensor.cast %r2 : tensor<f32> to tensor<*xf32>
  call @printMemrefF32(%u) : (tensor<*xf32>) -> ()

  // A listing printed piece by piece.
  %i1 = arith.constant 7 : i32
  %i2 = arith.constant -3 : i32
  vector.print str "list: "
  vector.print punctuation <open>
  vector.print %i1 : i32 punctuation <comma>
  vector.print %i2 : i32 punctuation <no_punctuation>
  vector.print punctuation <close>
  // A bare `vector.print` here would take the `%lo` below for its operand
  // in mlir-opt's parser: spell the newline out.
  vector.print punctuation <newline>

  // Shuffle: the second half of %lo followed by the first half of %hi.
  %lo = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : vector<4xf32>
  %hi = arith.constant dense<[4.0, 5.0, 6.0, 7.0]> : vector<4xf32>
  %mid = vector.shuffle %lo, %hi [2, 3, 4, 5] : vector<4xf32>, vector<4xf32>
  vector.print %mid : vector<4xf32>

  // Bitcasts: 1.0f is 0x3f800000; -2.0f is 0xc0000000.
  %f = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %bits = vector.bitcast %f : vector<2xf32> to vector<2xi32>
  vector.print %bits : vector<2xi32>
  %back = vector.bitcast %bits : vector<2xi32> to vector<2xf32>
  vector.print %back : vector<2xf32>

  // f64 keeps what f32 rounds away; f16 rounds more.
  %d = arith.constant dense<[0.1, 1.0e10, 3.0]> : vector<3xf64>
  %dd = arith.mulf %d, %d : vector<3xf64>
  vector.print %dd : vector<3xf64>
  %h = arith.constant dense<[0.5, 1000.0, 3.0]> : vector<3xf16>
  %hh = arith.addf %h, %h : vector<3xf16>
  vector.print %hh : vector<3xf16>

  // i8 wraps: 100 + 100 = -56, -128 - 1 = 127.
  %x = arith.constant dense<[100, -128, 5]> : vector<3xi8>
  %y = arith.constant dense<[100, -1, 5]> : vector<3xi8>
  %sum = arith.addi %x, %y : vector<3xi8>
  vector.print %sum : vector<3xi8>
  %max = vector.reduction <maxsi>, %sum : vector<3xi8> into i8
  vector.print %max : i8
  %umax = vector.reduction <maxui>, %sum : vector<3xi8> into i8
  vector.print %umax : i8
  return
}

// CHECK: ( 5.5 )
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-f]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [5.5]
// CHECK-NEXT: list: ( 7, -3 )
// CHECK-NEXT: ( 2, 3, 4, 5 )
// CHECK-NEXT: ( 1065353216, -1073741824 )
// CHECK-NEXT: ( 1, -2 )
// CHECK-NEXT: ( 0.01, 1e+20, 9 )
// CHECK-NEXT: ( 1, 2000, 6 )
// CHECK-NEXT: ( -56, 127, 10 )
// CHECK-NEXT: 127
// CHECK-NEXT: -56

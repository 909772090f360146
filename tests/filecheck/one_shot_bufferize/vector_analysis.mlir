// RUN: xdsl-opt %s --split-input-file -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only}' | filecheck %s
// RUN: %mlir-opt %s --split-input-file -one-shot-bufferize='bufferize-function-boundaries test-analysis-only' | filecheck %s
// RUN: xdsl-opt %s --split-input-file -p 'one-shot-bufferize{bufferize-function-boundaries test-analysis-only analysis-heuristic=bottom-up-from-terminators}' | filecheck %s
// RUN: %mlir-opt %s --split-input-file -one-shot-bufferize='bufferize-function-boundaries test-analysis-only analysis-heuristic=bottom-up-from-terminators' | filecheck %s

// The in-place decisions of One-Shot Analysis on the vector ops of MLIR 22's
// models (transfer_read, transfer_write, gather, scatter, mask, yield): the
// same annotations from mlir-opt and from us.

// A vector loop over a tensor: the read and the write of the iteration
// argument are in place, the loop yields a value equivalent to its iteration
// argument (issue 10: "Yield operand #0 is not equivalent").
func.func @loop_read_modify_write(%t: tensor<64xf32>, %pad: f32) -> tensor<64xf32> {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %r = scf.for %i = %c0 to %c64 step %c8 iter_args(%acc = %t) -> tensor<64xf32> {
    %v = vector.transfer_read %acc[%i], %pad {in_bounds = [true]} : tensor<64xf32>, vector<8xf32>
    %d = arith.addf %v, %v : vector<8xf32>
    %w = vector.transfer_write %d, %acc[%i] {in_bounds = [true]} : vector<8xf32>, tensor<64xf32>
    scf.yield %w : tensor<64xf32>
  }
  return %r : tensor<64xf32>
}

// CHECK-LABEL: func.func @loop_read_modify_write(
// CHECK-SAME:    bufferization.access = "read-write"
// CHECK:         vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"], in_bounds = [true]}
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"], in_bounds = [true]}
// CHECK:         scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}
// CHECK:       {{(func.)?}}return {__equivalent_func_args__ = [0{{( : i64)?}}], __inplace_operands_attr__ = ["true"]}

// -----

// The original tensor is read after the loop: the loop cannot write it, its
// iteration argument is a copy.
func.func @loop_then_read_original(%t: tensor<32xf32>, %src: tensor<32xf32>, %pad: f32) -> (tensor<32xf32>, vector<4xf32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c32 = arith.constant 32 : index
  %r = scf.for %i = %c0 to %c32 step %c4 iter_args(%acc = %t) -> tensor<32xf32> {
    %v = vector.transfer_read %src[%i], %pad : tensor<32xf32>, vector<4xf32>
    %w = vector.transfer_write %v, %acc[%i] : vector<4xf32>, tensor<32xf32>
    scf.yield %w : tensor<32xf32>
  }
  %old = vector.transfer_read %t[%c0], %pad : tensor<32xf32>, vector<4xf32>
  return %r, %old : tensor<32xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @loop_then_read_original(
// CHECK:         vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}
// CHECK:       } {__inplace_operands_attr__ = ["none", "none", "none", "false"]}
// CHECK:         vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]}

// -----

// A transfer_write into a slice of a constant: the slice cannot alias the
// constant (it would be written).
func.func @write_into_slice_of_constant(%v: vector<3xi32>, %o: index, %n: index, %i: index) -> tensor<?xi32> {
  %cst = arith.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %s = tensor.extract_slice %cst[%o] [%n] [1] : tensor<5xi32> to tensor<?xi32>
  %w = vector.transfer_write %v, %s[%i] : vector<3xi32>, tensor<?xi32>
  return %w : tensor<?xi32>
}

// CHECK-LABEL: func.func @write_into_slice_of_constant(
// CHECK:         tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false", "none", "none"]}
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]}

// -----

// transfer_write into the slices of a filled buffer, each slice inserted back
// where it came from: all in place (transfer_write is a subset insertion).
func.func @write_slices_in_place(%top: vector<8x20xf32>, %bottom: vector<4x20xf32>, %out: tensor<12x20xf32>) -> tensor<12x20xf32> {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%out : tensor<12x20xf32>) -> tensor<12x20xf32>
  %s1 = tensor.extract_slice %f[0, 0] [8, 20] [1, 1] : tensor<12x20xf32> to tensor<8x20xf32>
  %w1 = vector.transfer_write %top, %s1[%c0, %c0] {in_bounds = [true, true]} : vector<8x20xf32>, tensor<8x20xf32>
  %i1 = tensor.insert_slice %w1 into %f[0, 0] [8, 20] [1, 1] : tensor<8x20xf32> into tensor<12x20xf32>
  %s2 = tensor.extract_slice %i1[8, 0] [4, 20] [1, 1] : tensor<12x20xf32> to tensor<4x20xf32>
  %w2 = vector.transfer_write %bottom, %s2[%c0, %c0] {in_bounds = [true, true]} : vector<4x20xf32>, tensor<4x20xf32>
  %i2 = tensor.insert_slice %w2 into %i1[8, 0] [4, 20] [1, 1] : tensor<4x20xf32> into tensor<12x20xf32>
  return %i2 : tensor<12x20xf32>
}

// CHECK-LABEL: func.func @write_slices_in_place(
// CHECK-SAME:    bufferization.access = "write"
// CHECK:         linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK:         tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true, true]}
// CHECK:         tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}
// CHECK:         tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true"]}
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "true", "none", "none"], in_bounds = [true, true]}
// CHECK:         tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true"]}

// -----

// The destination of a fill is read later through a transfer_read of the
// fill's source: the extract_slice feeding the fill goes out of place only
// when the insert_slice result is written again before the read.
func.func @read_of_inserted_value(%a: tensor<?xf32>, %i: index, %j: index, %k: index) -> (tensor<?xf32>, vector<4xf32>) {
  %z = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %s = tensor.extract_slice %a[%i] [%i] [1] : tensor<?xf32> to tensor<?xf32>
  %f = linalg.fill ins(%z : f32) outs(%s : tensor<?xf32>) -> tensor<?xf32>
  %n = tensor.insert_slice %f into %a[%i] [%i] [1] : tensor<?xf32> into tensor<?xf32>
  %s2 = tensor.extract_slice %n[%k] [%k] [1] : tensor<?xf32> to tensor<?xf32>
  %f2 = linalg.fill ins(%one : f32) outs(%s2 : tensor<?xf32>) -> tensor<?xf32>
  %r = vector.transfer_read %f[%j], %one : tensor<?xf32>, vector<4xf32>
  %n2 = tensor.insert_slice %f2 into %n[%k] [%k] [1] : tensor<?xf32> into tensor<?xf32>
  return %n2, %r : tensor<?xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @read_of_inserted_value(
// CHECK:         tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["false", "none", "none"]}
// CHECK:         linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK:         tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none", "none"]}
// CHECK:         tensor.extract_slice {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK:         linalg.fill {__inplace_operands_attr__ = ["none", "true"]}
// CHECK:         vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]}
// CHECK:         tensor.insert_slice {{.*}} {__inplace_operands_attr__ = ["true", "true", "none", "none"]}

// -----

// A write through a `restrict` to_tensor is not allowed in place.
func.func @write_to_restrict_to_tensor(%m: memref<?xf32>, %v: vector<4xf32>, %i: index, %j: index) -> vector<8xf32> {
  %t = bufferization.to_tensor %m restrict : memref<?xf32> to tensor<?xf32>
  %w = vector.transfer_write %v, %t[%i] : vector<4xf32>, tensor<?xf32>
  %pad = arith.constant 0.0 : f32
  %r = vector.transfer_read %w[%j], %pad : tensor<?xf32>, vector<8xf32>
  return %r : vector<8xf32>
}

// CHECK-LABEL: func.func @write_to_restrict_to_tensor(
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK:         vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]}

// -----

// Masked transfers in a loop (the tail iteration is partial): the mask and
// its yield carry the write, in place.
func.func @masked_tail_loop(%t: tensor<10xf32>, %pad: f32) -> tensor<10xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c4 iter_args(%acc = %t) -> tensor<10xf32> {
    %left = arith.subi %c10, %i : index
    %m = vector.create_mask %left : vector<4xi1>
    %v = vector.mask %m { vector.transfer_read %acc[%i], %pad : tensor<10xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
    %sq = arith.mulf %v, %v : vector<4xf32>
    %w = vector.mask %m { vector.transfer_write %sq, %acc[%i] : vector<4xf32>, tensor<10xf32> } : vector<4xi1> -> tensor<10xf32>
    scf.yield %w : tensor<10xf32>
  }
  return %r : tensor<10xf32>
}

// CHECK-LABEL: func.func @masked_tail_loop(
// CHECK-SAME:    bufferization.access = "read-write"
// CHECK:         vector.mask %{{.*}} { vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]} : tensor<10xf32>, vector<4xf32> }
// CHECK:         vector.mask %{{.*}} { vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "true", "none"]} : vector<4xf32>, tensor<10xf32> }
// CHECK:         scf.yield {__inplace_operands_attr__ = ["true"]}
// CHECK:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}

// -----

// gather and scatter on a tensor in a loop: in place.
func.func @gather_scatter_loop(%t: tensor<16xf32>, %idx: vector<4xindex>, %m: vector<4xi1>, %pass: vector<4xf32>) -> tensor<16xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %r = scf.for %i = %c0 to %c12 step %c4 iter_args(%acc = %t) -> tensor<16xf32> {
    %g = vector.gather %acc[%i] [%idx], %m, %pass : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
    %s = vector.scatter %acc[%i] [%idx], %m, %g : tensor<16xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<16xf32>
    scf.yield %s : tensor<16xf32>
  }
  return %r : tensor<16xf32>
}

// CHECK-LABEL: func.func @gather_scatter_loop(
// CHECK-SAME:    bufferization.access = "read-write"
// CHECK:         vector.gather {{.*}} {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]}
// CHECK:         vector.scatter {{.*}} {__inplace_operands_attr__ = ["true", "none", "none", "none", "none"]}
// CHECK:       } {__inplace_operands_attr__ = ["none", "none", "none", "true"]}

// -----

// A write, then a read of the old value: the write goes out of place.
func.func @write_then_read_old_value(%t: tensor<8xf32>, %v: vector<8xf32>, %pad: f32) -> (tensor<8xf32>, vector<8xf32>) {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0] : vector<8xf32>, tensor<8xf32>
  %r = vector.transfer_read %t[%c0], %pad : tensor<8xf32>, vector<8xf32>
  return %w, %r : tensor<8xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @write_then_read_old_value(
// CHECK:         vector.transfer_write {{.*}} {__inplace_operands_attr__ = ["none", "false", "none"]}
// CHECK:         vector.transfer_read {{.*}} {__inplace_operands_attr__ = ["true", "none", "none"]}

// -----

// Which transfer_writes read their destination (the function argument's
// access): a write of the whole tensor does not; a partial one, a dynamic
// destination, a non-constant index or a masked write do.
func.func @whole(%t: tensor<4x8xf32>, %v: vector<4x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<4x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
func.func @larger_than_whole(%t: tensor<4x8xf32>, %v: vector<5x9xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<5x9xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
func.func @unit_leading_dim(%t: tensor<1x8xf32>, %v: vector<8xf32>) -> tensor<1x8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<8xf32>, tensor<1x8xf32>
  return %w : tensor<1x8xf32>
}
func.func @zero_d(%t: tensor<f32>, %v: vector<f32>) -> tensor<f32> {
  %w = vector.transfer_write %v, %t[] : vector<f32>, tensor<f32>
  return %w : tensor<f32>
}
func.func @partial(%t: tensor<4x8xf32>, %v: vector<2x8xf32>) -> tensor<4x8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0, %c0] : vector<2x8xf32>, tensor<4x8xf32>
  return %w : tensor<4x8xf32>
}
func.func @dynamic_destination(%t: tensor<?xf32>, %v: vector<8xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.transfer_write %v, %t[%c0] : vector<8xf32>, tensor<?xf32>
  return %w : tensor<?xf32>
}
func.func @offset(%t: tensor<8xf32>, %v: vector<8xf32>, %i: index) -> tensor<8xf32> {
  %w = vector.transfer_write %v, %t[%i] : vector<8xf32>, tensor<8xf32>
  return %w : tensor<8xf32>
}
func.func @in_mask(%t: tensor<8xf32>, %v: vector<8xf32>, %m: vector<8xi1>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %w = vector.mask %m { vector.transfer_write %v, %t[%c0] : vector<8xf32>, tensor<8xf32> } : vector<8xi1> -> tensor<8xf32>
  return %w : tensor<8xf32>
}

// CHECK-LABEL: func.func @whole(
// CHECK-SAME:    bufferization.access = "write"
// CHECK-LABEL: func.func @larger_than_whole(
// CHECK-SAME:    bufferization.access = "write"
// CHECK-LABEL: func.func @unit_leading_dim(
// CHECK-SAME:    bufferization.access = "write"
// CHECK-LABEL: func.func @zero_d(
// CHECK-SAME:    bufferization.access = "write"
// CHECK-LABEL: func.func @partial(
// CHECK-SAME:    bufferization.access = "read-write"
// CHECK-LABEL: func.func @dynamic_destination(
// CHECK-SAME:    bufferization.access = "read-write"
// CHECK-LABEL: func.func @offset(
// CHECK-SAME:    bufferization.access = "read-write"
// CHECK-LABEL: func.func @in_mask(
// CHECK-SAME:    bufferization.access = "read-write"

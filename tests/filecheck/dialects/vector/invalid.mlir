// RUN: xdsl-opt %s --split-input-file --verify-diagnostics | filecheck %s
// RUN: %mlir-opt %s --split-input-file --verify-diagnostics

// Each chunk breaks one rule of an op of our vector dialect; mlir-opt
// reports the same message (expected-error), xdsl-opt prints it (CHECK).

func.func @transfer_read_indices(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: requires 2 indices

// -----

func.func @transfer_read_map_results(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: requires a permutation_map with result dims of the same rank as the vector type

// -----

func.func @transfer_read_map_inputs(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: requires a permutation_map with input dims of the same rank as the source type

// -----

func.func @transfer_read_in_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2

// -----

func.func @transfer_read_not_projected(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: requires a projected permutation_map (at most one dim or the zero constant can appear in each result)

// -----

func.func @transfer_read_repeated_dim(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d1, d1)>} : memref<?x?xf32>, vector<4x4xf32>
  func.return
}

// CHECK: requires a permutation_map that is a permutation (found one dim used more than once)

// -----

func.func @transfer_read_constant_one(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (1)>} : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: requires a projected permutation_map (at most one dim or the zero constant can appear in each result)

// -----

func.func @transfer_write_broadcast(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  func.return
}

// CHECK: should not have broadcast dimensions

// -----

func.func @transfer_write_bitwidth(%m: memref<?xf32>, %i: index, %v: vector<3xf16>) {
  // expected-error @+1 {{'vector.transfer_write' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  vector.transfer_write %v, %m[%i] : vector<3xf16>, memref<?xf32>
  func.return
}

// CHECK: requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type

// -----

func.func @transfer_write_symbols(%m: memref<?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires permutation_map without symbols}}
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0)[s0] -> (d0)>} : vector<4xf32>, memref<?xf32>
  func.return
}

// CHECK: requires permutation_map without symbols

// -----

func.func @mask_two_ops(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    %2 = vector.reduction <mul>, %v : vector<4xf32> into f32
    vector.yield %1 : f32 } : vector<4xi1> -> f32
  func.return
}

// CHECK: expects only one operation to mask

// -----

func.func @mask_not_maskable(%m: vector<4xi1>, %a: f32) {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { %1 = arith.addf %a, %a : f32
    vector.yield %1 : f32 } : vector<4xi1> -> f32
  func.return
}

// CHECK: expects a MaskableOpInterface within the mask region

// -----

func.func @mask_type(%m: vector<3xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<3xi1> -> f32
  func.return
}

// CHECK: expects a 'vector<4xi1>' mask for the maskable operation

// -----

func.func @mask_result_type(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  func.return
}

// CHECK: expects result type to match maskable operation result type

// -----

func.func @mask_results(%m: vector<4xi1>, %t: tensor<8xf32>, %i: index, %a: f32) {
  // expected-error @+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  vector.mask %m { vector.transfer_read %t[%i], %a : tensor<8xf32>, vector<4xf32> } : vector<4xi1>
  func.return
}

// CHECK: expects number of results to match mask region yielded values

// -----

func.func @mask_passthru(%m: vector<4xi1>, %v: vector<4xf32>, %mm: memref<8xf32>, %i: index, %iv: vector<4xindex>) {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %v { vector.gather %mm[%i] [%iv], %m, %v : memref<8xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  func.return
}

// CHECK: doesn't expect a passthru argument for this maskable operation

// -----

func.func @mask_yield_mismatch(%m: vector<4xi1>, %v: vector<4xf32>, %a: f32) {
  // expected-error @+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = vector.mask %m { %1 = vector.reduction <add>, %v : vector<4xf32> into f32
    vector.yield %a : f32 } : vector<4xi1> -> f32
  func.return
}

// CHECK: expects all the results from the MaskableOpInterface to match all the values returned by the terminator

// -----

func.func @constant_mask_rank() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x3xi1>
  func.return
}

// CHECK: must specify array attr of size equal vector result rank

// -----

func.func @constant_mask_bounds() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  func.return
}

// CHECK: array attr of size out of bounds of vector result dimension size

// -----

func.func @constant_mask_zero() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x3xi1>
  func.return
}

// CHECK: expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim

// -----

func.func @constant_mask_scalable() {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2, 3] : vector<4x[4]xi1>
  func.return
}

// CHECK: only supports 'none set' or 'all set' scalable dimensions

// -----

func.func @create_mask_operands(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4xi1>
  func.return
}

// CHECK: must specify an operand for each result vector dimension

// -----

func.func @load_indices(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<4xf32>
  func.return
}

// CHECK: requires 2 indices

// -----

func.func @load_rank(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<2x4xf32>
  func.return
}

// CHECK: destination memref has lower rank than the result vector

// -----

func.func @load_element(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<4xf64>
  func.return
}

// CHECK: base and result element types should match

// -----

func.func @load_stride(%m: memref<?x?xf32, strided<[1, ?]>>, %i: index) {
  // expected-error @+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<?x?xf32, strided<[1, ?]>>, vector<4xf32>
  func.return
}

// CHECK: most minor memref dim must have unit stride

// -----

func.func @store_element(%m: memref<?xf32>, %i: index, %v: vector<4xf64>) {
  // expected-error @+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<4xf64>
  func.return
}

// CHECK: base and valueToStore element type should match

// -----

func.func @maskedload_shape(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<8xf32>
  func.return
}

// CHECK: expected result shape to match mask shape

// -----

func.func @maskedstore_shape(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<8xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<8xf32>
  func.return
}

// CHECK: expected valueToStore shape to match mask shape

// -----

func.func @gather_indices_dim(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf32>, %iv: vector<8xindex>) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : memref<?xf32>, vector<8xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.return
}

// CHECK: expected result dim to match indices dim

// -----

func.func @gather_element(%m: memref<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf64>, %iv: vector<4xindex>) {
  // expected-error @+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  func.return
}

// CHECK: base and result element type should match

// -----

func.func @gather_pass_thru(%m: tensor<?xf32>, %i: index, %mask: vector<4xi1>, %p: vector<4xf64>, %iv: vector<4xindex>) {
  // expected-error @+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i] [%iv], %mask, %p : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf64> into vector<4xf32>
  func.return
}

// CHECK: expected pass_thru of same type as result type

// -----

func.func @scatter_mask_dim(%m: memref<?xf32>, %i: index, %mask: vector<8xi1>, %v: vector<4xf32>, %iv: vector<4xindex>) {
  // expected-error @+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xindex>, vector<8xi1>, vector<4xf32>
  func.return
}

// CHECK: expected valueToStore dim to match mask dim

// -----

func.func @scatter_indices(%m: tensor<?x?xf32>, %i: index, %mask: vector<4xi1>, %v: vector<4xf32>, %iv: vector<4xindex>) {
  // expected-error @+1 {{'vector.scatter' op requires 2 indices}}
  %0 = vector.scatter %m[%i] [%iv], %mask, %v : tensor<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<?x?xf32>
  func.return
}

// CHECK: requires 2 indices

// -----

func.func @shape_cast_count(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (9)}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<9xf32>
  func.return
}

// CHECK: has different number of elements at source (8) and result (9)

// -----

func.func @shape_cast_element(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf64>
  func.return
}

// CHECK: has different source and result element types

// -----

func.func @transpose_duplicate(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<2x4xf32> to vector<4x2xf32>
  func.return
}

// CHECK: duplicate position index: 1

// -----

func.func @transpose_size(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<2x4xf32>
  func.return
}

// CHECK: dimension size mismatch at: 1

// -----

func.func @transpose_length(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [0] : vector<2x4xf32> to vector<2x4xf32>
  func.return
}

// CHECK: transposition length mismatch: 1

// -----

func.func @extract_strided_slice_bounds(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 1 to be confined to [1, 5)}}
  %0 = vector.extract_strided_slice %v {offsets = [1, 3], sizes = [1, 2], strides = [1, 1]} : vector<2x4xf32> to vector<1x2xf32>
  func.return
}

// CHECK: expected sum(offsets, sizes) dimension 1 to be confined to [1, 5)

// -----

func.func @extract_strided_slice_stride(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v {offsets = [1], sizes = [1], strides = [2]} : vector<2x4xf32> to vector<1x4xf32>
  func.return
}

// CHECK: expected strides to be confined to [1, 2)

// -----

func.func @insert_strided_slice_bounds(%v: vector<2x4xf32>, %w: vector<1x2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1, 3], strides = [1, 1]} : vector<1x2xf32> into vector<2x4xf32>
  func.return
}

// CHECK: expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)

// -----

func.func @insert_strided_slice_offsets(%v: vector<2x4xf32>, %w: vector<2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [1], strides = [1]} : vector<2xf32> into vector<2x4xf32>
  func.return
}

// CHECK: expected offsets of same size as destination vector rank

// -----

func.func @step_type() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  func.return
}

// CHECK: result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'

// -----

func.func @print_string_and_punctuation() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  func.return
}

// CHECK: failed to verify that `source` or `punctuation` are not set when printing strings

// -----

func.func @multi_reduction_type(%v: vector<2x4xf32>, %a: vector<2xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<2xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %a [0] : vector<2x4xf32> to vector<2xf32>
  func.return
}

// CHECK: destination type 'vector<2xf32>' is incompatible with source type 'vector<2x4xf32>'

// -----

func.func @contract_no_reduction(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<4xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into vector<4xf32>
  func.return
}

// CHECK: expected at least one contracting dimension pair

// -----

func.func @contract_map_inputs(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op expected indexing map 0 to have 1 number of inputs}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  func.return
}

// CHECK: expected indexing map 0 to have 1 number of inputs

// -----

func.func @reduction_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  func.return
}

// CHECK: unsupported reduction rank: 2

// -----

func.func @reduction_kind(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %v : vector<4xf32> into f32
  func.return
}

// CHECK: unsupported reduction type ''f32'' for kind 'xor'

// -----

func.func @multi_reduction_acc(%v: vector<2x4xf32>, %a: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op failed to verify that all of {dest, acc} have same type}}
  %0 = "vector.multi_reduction"(%v, %a) <{kind = #vector.kind<add>, reduction_dims = array<i64: 1>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<2xf32>
  func.return
}

// CHECK: failed to verify that all of {dest, acc} have same type

// -----

func.func @contract_acc_element(%a: vector<4xf32>, %b: vector<4xf32>, %c: f64) {
  // expected-error @+1 {{'vector.contract' op failed to verify that third operand acc and result have same element type}}
  %0 = "vector.contract"(%a, %b, %c) <{indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>, f64) -> f32
  func.return
}

// CHECK: failed to verify that third operand acc and result have same element type

// -----

func.func @contract_result_shape(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<3x2xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<3x2xf32>
  func.return
}

// CHECK: invalid accumulator/result vector shape, expected: 'vector<2x3xf32>'

// -----

func.func @contract_contracting_sizes(%a: vector<2x4xf32>, %b: vector<5x3xf32>, %c: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<5x3xf32> into vector<2x3xf32>
  func.return
}

// CHECK: invalid contracting dimension map

// -----

func.func @contract_kind(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) {
  // expected-error @+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  func.return
}

// CHECK: unsupported contraction type

// -----

func.func @gather_unranked(%t: tensor<*xf32>, %i: index, %v: vector<4xindex>, %m: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.gather' op requires base to be a memref or ranked tensor type}}
  %0 = vector.gather %t[%i] [%v], %m, %p : tensor<*xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.return
}

// CHECK: requires base to be a memref or ranked tensor type

// -----

func.func @insert_strided_slice_leading(%s: vector<4xf32>, %d: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)}}
  %0 = vector.insert_strided_slice %s, %d {offsets = [1, 1], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  func.return
}

// CHECK: expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 5)

// -----

func.func @from_elements_types(%a: f32, %b: f64) {
  // expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%a, %b) : (f32, f64) -> vector<2xf32>
  func.return
}

// CHECK: failed to verify that shaped type 'dest' matches 'elements' element count and types

// -----

func.func @outerproduct_result_dim(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<8x4xf32>
  func.return
}

// CHECK: expected #1 operand dim to match result dim #1

// -----

func.func @outerproduct_rhs_dim(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>) -> vector<4x4xf32>
  func.return
}

// CHECK: expected #2 operand dim to match result dim #2

// -----

func.func @outerproduct_acc(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf64>) {
  // expected-error @+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %0 = "vector.outerproduct"(%a, %b, %c) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<8xf32>, vector<4x8xf64>) -> vector<4x8xf32>
  func.return
}

// CHECK: expected operand #3 of same type as result type

// -----

func.func @outerproduct_kind(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %a, %b {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  func.return
}

// CHECK: unsupported outerproduct type

// -----

func.func @outerproduct_axpy_result(%a: vector<4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4x4xf32>
  func.return
}

// CHECK: expected 1-d vector result

// -----

func.func @outerproduct_lhs_rank(%a: vector<2x4xf32>, %b: f32) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<2x4xf32>, f32) -> vector<4xf32>
  func.return
}

// CHECK: expected 1-d vector for operand #1

// -----

func.func @outerproduct_scalable(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error @+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %0 = "vector.outerproduct"(%a, %b) <{kind = #vector.kind<add>}> : (vector<[4]xf32>, vector<8xf32>) -> vector<[4]x8xf32>
  func.return
}

// CHECK: expected either both or only #2 operand dim to be scalable

// -----

func.func @outerproduct_mask(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x8xf32>, %m: vector<8x4xi1>) {
  // expected-error @+1 {{'vector.mask' op expects a 'vector<4x8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.outerproduct %a, %b, %c : vector<4xf32>, vector<8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
  func.return
}

// CHECK: expects a 'vector<4x8xi1>' mask for the maskable operation

// -----

func.func @interleave_width(%a: vector<2xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%a, %a) : (vector<2xf32>, vector<2xf32>) -> vector<5xf32>
  func.return
}

// CHECK: failed to verify that type of 'result' is double the width of the inputs

// -----

func.func @interleave_types(%a: vector<2xf32>, %b: vector<3xf32>) {
  // expected-error @+1 {{'vector.interleave' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "vector.interleave"(%a, %b) : (vector<2xf32>, vector<3xf32>) -> vector<4xf32>
  func.return
}

// CHECK: failed to verify that all of {lhs, rhs} have same type

// -----

func.func @deinterleave_odd(%a: vector<5xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<5xf32>) -> (vector<2xf32>, vector<2xf32>)
  func.return
}

// CHECK: failed to verify that the trailing dimension of the source vector has an even number of elements

// -----

func.func @deinterleave_types(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<2xf32>, vector<3xf32>)
  func.return
}

// CHECK: failed to verify that all of {res1, res2} have same type

// -----

func.func @deinterleave_half(%a: vector<4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<4xf32>) -> (vector<3xf32>, vector<3xf32>)
  func.return
}

// CHECK: failed to verify that the trailing dimension of the results is half the width of source trailing dimension

// -----

func.func @deinterleave_0d(%a: vector<f32>) {
  // expected-error @+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0, %1 = "vector.deinterleave"(%a) : (vector<f32>) -> (vector<f32>, vector<f32>)
  func.return
}

// CHECK: operand #0 must be vector of any type values, but got 'vector<f32>'

// -----

func.func @to_elements_count(%a: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%a) : (vector<2xf32>) -> (f32, f32, f32)
  func.return
}

// CHECK: failed to verify that shaped type 'source' matches 'elements' element count and types

// -----

func.func @expandload_element(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf64>) {
  // expected-error @+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<4xf64> into vector<4xf64>
  func.return
}

// CHECK: 'vector.expandload' op base and result element type should match

// -----

func.func @expandload_indices(%m: memref<?x?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.expandload' op requires 2 indices}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  func.return
}

// CHECK: 'vector.expandload' op requires 2 indices

// -----

func.func @expandload_mask(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<5xi1>, vector<4xf32> into vector<4xf32>
  func.return
}

// CHECK: expected result dim to match mask dim

// -----

func.func @expandload_pass_thru(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<8xf32>) {
  // expected-error @+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %m[%i], %k, %p : memref<?xf32>, vector<4xi1>, vector<8xf32> into vector<4xf32>
  func.return
}

// CHECK: 'vector.expandload' op expected pass_thru of same type as result type

// -----

func.func @expandload_tensor(%t: tensor<?xf32>, %i: index, %k: vector<4xi1>, %p: vector<4xf32>) {
  // expected-error @+1 {{'vector.expandload' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "vector.expandload"(%t, %i, %k, %p) : (tensor<?xf32>, index, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  func.return
}

// CHECK: 'vector.expandload' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'

// -----

func.func @maskedstore_tensor(%t: tensor<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.maskedstore' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'}}
  "vector.maskedstore"(%t, %i, %k, %v) : (tensor<?xf32>, index, vector<4xi1>, vector<4xf32>) -> ()
  func.return
}

// CHECK: 'vector.maskedstore' op operand #0 must be memref of any type values, but got 'tensor<?xf32>'

// -----

func.func @compressstore_element(%m: memref<?xf32>, %i: index, %k: vector<4xi1>, %v: vector<4xf64>) {
  // expected-error @+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<4xi1>, vector<4xf64>
  func.return
}

// CHECK: 'vector.compressstore' op base and valueToStore element type should match

// -----

func.func @compressstore_mask(%m: memref<?xf32>, %i: index, %k: vector<5xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %k, %v : memref<?xf32>, vector<5xi1>, vector<4xf32>
  func.return
}

// CHECK: expected valueToStore dim to match mask dim

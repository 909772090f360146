// Vector values: creation (constants, broadcast, step, from_elements,
// masks), shape ops, extraction and insertion with static and dynamic
// positions, reductions of every kind, contraction, fma, and arith/math
// element by element on vectors; vector.print of floats, integers, i1,
// index, 0-d and n-d vectors and its punctuation.

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %f = arith.constant dense<[1.5, -2.0, 8.25, 0.5]> : vector<4xf32>
  %g = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %i = arith.constant dense<[3, -7, 12, 5]> : vector<4xi32>
  %z = arith.constant dense<7.0> : vector<f32>
  vector.print %f : vector<4xf32>
  vector.print %g : vector<2x3xf32>
  vector.print %z : vector<f32>
  %big = arith.constant 123456789.0 : f32
  vector.print %big : f32 punctuation <comma>
  %small = arith.constant 1.0e-7 : f64
  vector.print %small : f64 punctuation <no_punctuation>
  vector.print punctuation <open>
  vector.print punctuation <close>
  vector.print
  vector.print str "index and i1:\n"
  %step = vector.step : vector<3xindex>
  %neg = arith.constant dense<-1> : vector<3xindex>
  %idx = arith.addi %step, %neg : vector<3xindex>
  vector.print %idx : vector<3xindex>
  %m = vector.create_mask %c2 : vector<4xi1>
  vector.print %m : vector<4xi1>
  %cm = vector.constant_mask [1, 2] : vector<2x3xi1>
  vector.print %cm : vector<2x3xi1>
  %bc = vector.broadcast %f : vector<4xf32> to vector<2x4xf32>
  vector.print %bc : vector<2x4xf32>
  %e0 = vector.extract %g[%c1, 2] : f32 from vector<2x3xf32>
  %row = vector.extract %g[0] : vector<3xf32> from vector<2x3xf32>
  %ins = vector.insert %e0, %g [0, %c1] : f32 into vector<2x3xf32>
  %ins2 = vector.insert %row, %ins [1] : vector<3xf32> into vector<2x3xf32>
  vector.print %ins2 : vector<2x3xf32>
  %fe = vector.from_elements %e0, %e0, %big : vector<3xf32>
  vector.print %fe : vector<3xf32>
  %sh = vector.shuffle %f, %f [7, 0, 2] : vector<4xf32>, vector<4xf32>
  vector.print %sh : vector<3xf32>
  %sc = vector.shape_cast %g : vector<2x3xf32> to vector<3x2xf32>
  %tr = vector.transpose %g, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %sc : vector<3x2xf32>
  vector.print %tr : vector<3x2xf32>
  %sl = vector.extract_strided_slice %g {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xf32> to vector<2x2xf32>
  %zero = arith.constant dense<0.0> : vector<3x3xf32>
  %pt = vector.insert_strided_slice %sl, %zero {offsets = [1, 0], strides = [1, 1]} : vector<2x2xf32> into vector<3x3xf32>
  vector.print %pt : vector<3x3xf32>
  %r1 = vector.reduction <add>, %i : vector<4xi32> into i32
  %r2 = vector.reduction <mul>, %i : vector<4xi32> into i32
  %r3 = vector.reduction <minsi>, %i : vector<4xi32> into i32
  %r4 = vector.reduction <maxui>, %i : vector<4xi32> into i32
  %r5 = vector.reduction <or>, %i : vector<4xi32> into i32
  %r6 = vector.reduction <xor>, %i : vector<4xi32> into i32
  %rs = vector.from_elements %r1, %r2, %r3, %r4, %r5, %r6 : vector<6xi32>
  vector.print %rs : vector<6xi32>
  %acc = arith.constant -4.0 : f32
  %r7 = vector.reduction <add>, %f, %acc : vector<4xf32> into f32
  %r8 = vector.reduction <maxnumf>, %f : vector<4xf32> into f32
  %r9 = vector.reduction <minimumf>, %f : vector<4xf32> into f32
  %rf = vector.from_elements %r7, %r8, %r9 : vector<3xf32>
  vector.print %rf : vector<3xf32>
  %acc3 = arith.constant dense<[10.0, 20.0]> : vector<2xf32>
  %mr = vector.multi_reduction <add>, %g, %acc3 [1] : vector<2x3xf32> to vector<2xf32>
  vector.print %mr : vector<2xf32>
  %ct = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (i, j)>],
                         iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>}
       %g, %g, %sl : vector<2x3xf32>, vector<2x3xf32> into vector<2x2xf32>
  vector.print %ct : vector<2x2xf32>
  %fm = vector.fma %f, %f, %f : vector<4xf32>
  vector.print %fm : vector<4xf32>
  %sq = math.sqrt %f : vector<4xf32>
  %ex = math.exp %g : vector<2x3xf32>
  vector.print %sq : vector<4xf32>
  vector.print %ex : vector<2x3xf32>
  %if = arith.sitofp %i : vector<4xi32> to vector<4xf32>
  %lt = arith.cmpf olt, %if, %f : vector<4xf32>
  %mn = arith.select %lt, %if, %f : vector<4xi1>, vector<4xf32>
  vector.print %mn : vector<4xf32>
  %two = arith.constant dense<2> : vector<4xi32>
  %dv = arith.divsi %i, %two : vector<4xi32>
  %rm = arith.remsi %i, %two : vector<4xi32>
  %sh2 = arith.shrui %i, %two : vector<4xi32>
  %tc = arith.trunci %i : vector<4xi32> to vector<4xi8>
  vector.print %dv : vector<4xi32>
  vector.print %rm : vector<4xi32>
  vector.print %sh2 : vector<4xi32>
  vector.print %tc : vector<4xi8>
  return
}

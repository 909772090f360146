// RUN: %check-roundtrip %s --dialects=vector
// RUN: xdsl-opt %s | filecheck %s

// The vector ops we keep from xDSL 0.74 (broadcast, extract and insert with
// static and dynamic positions, reduction with an accumulator and fast-math
// flags, fma, bitcast, shuffle): they round-trip through mlir-opt and print as
// mlir-opt prints them.

func.func @xdsl_ops(%f: f32, %v: vector<4xf32>, %m: vector<3x4xf32>, %i: index, %z: vector<f32>,
                    %n: vector<4xi32>, %s: vector<[4]xf32>) {
  %0 = vector.broadcast %f : f32 to vector<3x4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<4xf32>
  %3 = vector.broadcast %f : f32 to vector<[4]xf32>
  %4 = vector.extract %m[2] : vector<4xf32> from vector<3x4xf32>
  %5 = vector.extract %m[%i, 1] : f32 from vector<3x4xf32>
  %6 = vector.extract %z[] : f32 from vector<f32>
  %7 = vector.extract %s[%i] : f32 from vector<[4]xf32>
  %8 = vector.insert %f, %m [0, %i] : f32 into vector<3x4xf32>
  %9 = vector.insert %v, %m [1] : vector<4xf32> into vector<3x4xf32>
  %10 = vector.reduction <add>, %v : vector<4xf32> into f32
  %11 = vector.reduction <maxnumf>, %v, %f fastmath<nnan> : vector<4xf32> into f32
  %12 = vector.reduction <xor>, %n : vector<4xi32> into i32
  %13 = vector.fma %m, %m, %m : vector<3x4xf32>
  %14 = vector.bitcast %n : vector<4xi32> to vector<8xi16>
  %15 = vector.shuffle %v, %v [0, 5, 2] : vector<4xf32>, vector<4xf32>
  func.return
}

// CHECK-LABEL: func.func @xdsl_ops
// CHECK:         vector.broadcast %{{.*}} : f32 to vector<3x4xf32>
// CHECK:         vector.broadcast %{{.*}} : vector<4xf32> to vector<2x4xf32>
// CHECK:         vector.broadcast %{{.*}} : vector<f32> to vector<4xf32>
// CHECK:         vector.broadcast %{{.*}} : f32 to vector<[4]xf32>
// CHECK:         vector.extract %{{.*}}[2] : vector<4xf32> from vector<3x4xf32>
// CHECK:         vector.extract %{{.*}}[%{{.*}}, 1] : f32 from vector<3x4xf32>
// CHECK:         vector.extract %{{.*}}[] : f32 from vector<f32>
// CHECK:         vector.extract %{{.*}}[%{{.*}}] : f32 from vector<[4]xf32>
// CHECK:         vector.insert %{{.*}}, %{{.*}} [0, %{{.*}}] : f32 into vector<3x4xf32>
// CHECK:         vector.insert %{{.*}}, %{{.*}} [1] : vector<4xf32> into vector<3x4xf32>
// CHECK:         vector.reduction <add>, %{{.*}} : vector<4xf32> into f32
// CHECK:         vector.reduction <maxnumf>, %{{.*}}, %{{.*}} fastmath<nnan> : vector<4xf32> into f32
// CHECK:         vector.reduction <xor>, %{{.*}} : vector<4xi32> into i32
// CHECK:         vector.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<3x4xf32>
// CHECK:         vector.bitcast %{{.*}} : vector<4xi32> to vector<8xi16>
// CHECK:         vector.shuffle %{{.*}}, %{{.*}} [0, 5, 2] : vector<4xf32>, vector<4xf32>

// RUN: %check-roundtrip %s --dialects=arith
// RUN: xdsl-opt %s | filecheck %s

// The arith ops of our dialect (comparisons, select, casts) on scalars,
// vectors and tensors: xDSL 0.74 gives a vector comparison an i1 result,
// rejects vector and tensor conditions and casts, and lacks index_castui.
// They round-trip through mlir-opt and print as mlir-opt prints them.

func.func @shaped(%a: vector<4xf32>, %i: vector<4xi32>, %t: tensor<2x3xf32>, %ti: tensor<2x3xi64>, %c: i1, %n: index, %s: i32, %f: f32) {
  %0 = arith.cmpf olt, %a, %a : vector<4xf32>
  %1 = arith.cmpf une, %t, %t fastmath<nnan> {tag} : tensor<2x3xf32>
  %2 = arith.cmpi sge, %i, %i : vector<4xi32>
  %3 = arith.cmpi ult, %ti, %ti {tag} : tensor<2x3xi64>
  %4 = arith.cmpi eq, %s, %s : i32
  %5 = arith.cmpf oge, %f, %f : f32
  %6 = arith.select %0, %a, %a : vector<4xi1>, vector<4xf32>
  %7 = arith.select %1, %t, %t {tag} : tensor<2x3xi1>, tensor<2x3xf32>
  %8 = arith.select %c, %a, %a : vector<4xf32>
  %9 = arith.select %4, %s, %s : i32
  %10 = arith.sitofp %i : vector<4xi32> to vector<4xf32>
  %11 = arith.uitofp %ti : tensor<2x3xi64> to tensor<2x3xf32>
  %12 = arith.fptosi %a : vector<4xf32> to vector<4xi32>
  %13 = arith.fptoui %t : tensor<2x3xf32> to tensor<2x3xi8>
  %14 = arith.index_cast %i : vector<4xi32> to vector<4xindex>
  %15 = arith.index_castui %14 : vector<4xindex> to vector<4xi64>
  %16 = arith.index_cast %n : index to i32
  %17 = arith.index_castui %s : i32 to index
  %18 = arith.trunci %i : vector<4xi32> to vector<4xi8>
  %19 = arith.trunci %s overflow<nsw, nuw> : i32 to i16
  %20 = arith.extsi %i : vector<4xi32> to vector<4xi64>
  %21 = arith.extui %18 : vector<4xi8> to vector<4xi32>
  %22 = arith.extui %4 : i1 to i32
  func.return
}

// CHECK-LABEL: func.func @shaped
// CHECK:         arith.cmpf olt, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK:         arith.cmpf une, %{{.*}}, %{{.*}} fastmath<nnan> {tag} : tensor<2x3xf32>
// CHECK:         arith.cmpi sge, %{{.*}}, %{{.*}} : vector<4xi32>
// CHECK:         arith.cmpi ult, %{{.*}}, %{{.*}} {tag} : tensor<2x3xi64>
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xi1>, vector<4xf32>
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} {tag} : tensor<2x3xi1>, tensor<2x3xf32>
// CHECK:         arith.select %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK:         arith.index_castui %{{.*}} : vector<4xindex> to vector<4xi64>
// CHECK:         arith.trunci %{{.*}} overflow<nsw, nuw> : i32 to i16

// xdsl-run on memref ops whose classes the plugin replaces: alloc, store,
// load, dealloc, global and get_global.
// RUN: xdsl-run --verbose %s | filecheck %s

// Generic form: stock xDSL 0.74 has no custom syntax for memref.global.
"memref.global"() <{sym_name = "weights", sym_visibility = "private", type = memref<3xi32>, initial_value = dense<[5, 7, 11]> : tensor<3xi32>, constant}> : () -> ()

func.func @main() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i32
  %weights = memref.get_global @weights : memref<3xi32>
  %scratch = memref.alloc() : memref<3xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    %w = memref.load %weights[%i] : memref<3xi32>
    %doubled = arith.addi %w, %w : i32
    memref.store %doubled, %scratch[%i] : memref<3xi32>
  }
  %total = scf.for %i = %c0 to %c3 step %c1 iter_args(%acc = %zero) -> (i32) {
    %v = memref.load %scratch[%i] : memref<3xi32>
    printf.print_format "scratch[{}] = {}\n", %i : index, %v : i32
    %acc1 = arith.addi %acc, %v : i32
    scf.yield %acc1 : i32
  }
  memref.dealloc %scratch : memref<3xi32>
  func.return %total : i32
}

// CHECK:      scratch[0] = 10
// CHECK-NEXT: scratch[1] = 14
// CHECK-NEXT: scratch[2] = 22
// CHECK-NEXT: result: 46

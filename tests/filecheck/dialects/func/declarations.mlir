// RUN: %check-roundtrip %s
// RUN: xdsl-opt %s | filecheck %s

// func.func declarations keep their argument attributes (xDSL 0.74 dropped
// them when parsing and printing); One-Shot Module Bufferize reads
// bufferization.access there.

func.func private @read_only(tensor<4xf32> {bufferization.access = "read"}, f32 {my.attr = 1 : i64}) -> tensor<4xf32>
func.func private @plain(tensor<4xf32>, f32) -> f32
func.func private @unranked(tensor<*xf32> {bufferization.access = "none"}) attributes {llvm.emit_c_interface}
func.func private @located(tensor<4xf32> {bufferization.access = "write"} loc("here":1:2), index)
func.func private @named(%ptr : tensor<*xf32> {bufferization.access = "read"}, %n: index)
func.func private @named_plain(%ptr : tensor<*xf32>)

// CHECK:      func.func private @read_only(tensor<4xf32> {bufferization.access = "read"}, f32 {my.attr = 1 : i64}) -> tensor<4xf32>
// CHECK-NEXT: func.func private @plain(tensor<4xf32>, f32) -> f32
// CHECK-NEXT: func.func private @unranked(tensor<*xf32> {bufferization.access = "none"}) attributes {llvm.emit_c_interface}
// CHECK-NEXT: func.func private @located(tensor<4xf32> {bufferization.access = "write"}, index)
// CHECK-NEXT: func.func private @named(tensor<*xf32> {bufferization.access = "read"}, index)
// CHECK-NEXT: func.func private @named_plain(tensor<*xf32>)

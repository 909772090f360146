// RUN: not xdsl-bufferization-opt --split-input-file %s 2>&1 | filecheck %s
// RUN: not %mlir-opt --split-input-file %s 2>&1 | filecheck %s

// The type of a `dense<...>` literal must be a statically shaped tensor,
// vector or memref type (our parser checks it, in MLIR's words; MLIR points
// at `dense`, we point at the type).

func.func @not_shaped() -> i32 {
  %c = arith.constant dense<1> : i32
  return %c : i32
}

// CHECK: dense_literal_type.mlir:9:{{23|34}}: error: elements literal must be a shaped type

// -----

func.func @dynamic() -> tensor<?xf32> {
  %c = arith.constant dense<1.0> : tensor<?xf32>
  return %c : tensor<?xf32>
}

// CHECK: dense_literal_type.mlir:18:{{23|36}}: error: elements literal type must have static shape

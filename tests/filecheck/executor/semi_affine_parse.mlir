// RUN: not xdsl-bufferization-run %s 2>&1 | filecheck %s

// An affine map that multiplies or divides by a symbol (semi-affine): xDSL
// 0.74 cannot represent it; the executor reports it at the expression
// (it used to fail with a NotImplementedError from xDSL's affine code).

func.func @main() {
  %c5 = arith.constant 5 : index
  %c2 = arith.constant 2 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c5)[%c2]
  return
}

// CHECK:      error: {{.*}}semi_affine_parse.mlir:10:58
// CHECK:      unsupported affine expression: Ceil division with non-constant (semi-affine) is not supported yet
// CHECK-NOT:  Traceback

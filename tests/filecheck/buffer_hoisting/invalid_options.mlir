// RUN: not xdsl-opt %s -p 'buffer-hoisting{foo=1}' 2>&1 | filecheck %s --check-prefix=HOIST
// RUN: not %mlir-opt %s '-buffer-hoisting=foo=1' 2>&1 | filecheck %s --check-prefix=MLIR
// RUN: not xdsl-opt %s -p 'buffer-loop-hoisting{foo=1}' 2>&1 | filecheck %s --check-prefix=LOOP
// RUN: not %mlir-opt %s '-buffer-loop-hoisting=foo=1' 2>&1 | filecheck %s --check-prefix=MLIR
// RUN: not xdsl-opt %s -p 'optimize-allocation-liveness{foo=1}' 2>&1 | filecheck %s --check-prefix=LIVENESS
// RUN: not %mlir-opt %s '-optimize-allocation-liveness=foo=1' 2>&1 | filecheck %s --check-prefix=MLIR
// RUN: not xdsl-opt %s -p 'drop-equivalent-buffer-results{modify-public-functions}' 2>&1 | filecheck %s --check-prefix=DROP
// RUN: not %mlir-opt %s '--pass-pipeline=builtin.module(drop-equivalent-buffer-results{modify-public-functions=1})' 2>&1 | filecheck %s --check-prefix=DROP-MLIR
// RUN: not xdsl-opt %s -p 'buffer-results-to-out-params{hoist-allocs}' 2>&1 | filecheck %s --check-prefix=OUT

// These passes have no options in MLIR 22 (drop-equivalent-buffer-results'
// modify-public-functions came later); buffer-results-to-out-params has
// four.

// HOIST: error: buffer-hoisting: unknown option 'foo' (options: none)
// LOOP: error: buffer-loop-hoisting: unknown option 'foo' (options: none)
// LIVENESS: error: optimize-allocation-liveness: unknown option 'foo' (options: none)
// MLIR: no such option foo
// DROP: error: drop-equivalent-buffer-results: unknown option 'modify-public-functions' (options: none)
// DROP-MLIR: no such option modify-public-functions
// OUT: error: buffer-results-to-out-params: unknown option 'hoist-allocs' (options: add-result-attr, hoist-dynamic-allocs, hoist-static-allocs, modify-public-functions)
func.func @f() {
  return
}

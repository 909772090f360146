// RUN: not xdsl-opt %s -p 'one-shot-bufferize{print-conflicts}' 2>&1 | filecheck %s --check-prefix=CONFLICTS
// RUN: not %mlir-opt %s -one-shot-bufferize='print-conflicts' 2>&1 | filecheck %s --check-prefix=CONFLICTS
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{dump-alias-sets}' 2>&1 | filecheck %s --check-prefix=ALIAS
// RUN: not %mlir-opt %s -one-shot-bufferize='dump-alias-sets' 2>&1 | filecheck %s --check-prefix=ALIAS
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{copy-before-write test-analysis-only}' 2>&1 | filecheck %s --check-prefix=COPY
// RUN: not %mlir-opt %s -one-shot-bufferize='copy-before-write test-analysis-only' 2>&1 | filecheck %s --check-prefix=COPY
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{unknown-type-conversion=infer-layout-map}' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not %mlir-opt %s -one-shot-bufferize='unknown-type-conversion=infer-layout-map' 2>&1 | filecheck %s --check-prefix=UNKNOWN
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{must-infer-memory-space use-encoding-for-memory-space}' 2>&1 | filecheck %s --check-prefix=SPACE
// RUN: not %mlir-opt %s -one-shot-bufferize='must-infer-memory-space use-encoding-for-memory-space' 2>&1 | filecheck %s --check-prefix=SPACE
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{no-analysis-func-filter=f}' 2>&1 | filecheck %s --check-prefix=FILTER
// RUN: not %mlir-opt %s -one-shot-bufferize='no-analysis-func-filter=f' 2>&1 | filecheck %s --check-prefix=FILTER

// MLIR aborts (an assertion, or an unreachable) on these two; we report them.
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{analysis-heuristic=fuzzer}' 2>&1 | filecheck %s --check-prefix=FUZZER
// RUN: not xdsl-opt %s -p 'one-shot-bufferize{analysis-heuristic=sideways}' 2>&1 | filecheck %s --check-prefix=HEURISTIC

// CONFLICTS: Invalid option: 'print-conflicts' requires 'test-analysis-only'
// ALIAS: Invalid option: 'dump-alias-sets' requires 'test-analysis-only'
// COPY: Invalid option: 'copy-before-write' cannot be used with 'test-analysis-only'
// UNKNOWN: Invalid option: 'infer-layout-map' is not a valid value for 'unknown-type-conversion'
// SPACE: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed in one-shot-bufferize
// FILTER: Invalid option: 'no-analysis-func-filter' requires 'bufferize-function-boundaries'
// FUZZER: Invalid option: 'analysis-heuristic=fuzzer' requires a non-zero 'analysis-fuzzer-seed'
// HEURISTIC: one-shot-bufferize: invalid value 'sideways' for option 'analysis-heuristic' (expected one of bottom-up, top-down, bottom-up-from-terminators, fuzzer)

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  return %t : tensor<4xf32>
}

// RUN: not xdsl-opt %s -p 'promote-buffers-to-stack{max-alloc-size-in-bytes=-1}' 2>&1 | filecheck %s --check-prefix=NEGATIVE
// RUN: not %mlir-opt %s '-promote-buffers-to-stack=max-alloc-size-in-bytes=-1' 2>&1 | filecheck %s --check-prefix=NEGATIVE
// RUN: not xdsl-opt %s -p 'promote-buffers-to-stack{max-rank-of-allocated-memref=4294967296}' 2>&1 | filecheck %s --check-prefix=TOO-LARGE
// RUN: not %mlir-opt %s '-promote-buffers-to-stack=max-rank-of-allocated-memref=4294967296' 2>&1 | filecheck %s --check-prefix=TOO-LARGE
// RUN: not xdsl-opt %s -p 'promote-buffers-to-stack{max-alloc-size=1}' 2>&1 | filecheck %s --check-prefix=UNKNOWN

// Both options are unsigned 32-bit integers (MLIR: "'-1' value invalid for
// uint argument!").

// NEGATIVE: {{max-alloc-size-in-bytes.*'-1'|'-1'.*max-alloc-size-in-bytes}}
// TOO-LARGE: {{max-rank-of-allocated-memref.*'4294967296'|'4294967296'.*max-rank-of-allocated-memref}}
// UNKNOWN: error: promote-buffers-to-stack: unknown option 'max-alloc-size' (options: max-alloc-size-in-bytes, max-rank-of-allocated-memref)
func.func @f() {
  return
}

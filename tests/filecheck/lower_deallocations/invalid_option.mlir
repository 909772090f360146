// RUN: not xdsl-opt %s -p 'bufferization-lower-deallocations{build-dealloc-op=dealloc}' 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p 'convert-bufferization-to-memref{lowering-options=1}' 2>&1 | filecheck %s --check-prefix=CONVERT

// As in MLIR, these passes have no command line options: the op that frees
// a buffer is a Python option (LowerDeallocationOptions).

// CHECK: error: bufferization-lower-deallocations: unknown option 'build-dealloc-op' (options: none)
// CONVERT: error: convert-bufferization-to-memref: unknown option 'lowering-options' (options: none)
func.func @f() {
  return
}

// RUN: not xdsl-opt %s -p 'expand-realloc{emit-deallocs=maybe}' 2>&1 | filecheck %s
// RUN: not xdsl-opt %s -p 'expand-realloc{emit-dealloc}' 2>&1 | filecheck %s --check-prefix=UNKNOWN

// CHECK: error: expand-realloc: invalid value 'maybe' for option 'emit-deallocs' (expected true, false, 1 or 0)
// UNKNOWN: error: expand-realloc: unknown option 'emit-dealloc' (options: emit-deallocs)
func.func @f() {
  return
}

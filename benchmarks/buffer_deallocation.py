"""
Speed of the deallocation passes on generated modules of 10, 100 and 1000
functions (a script, not a test):

    python benchmarks/buffer_deallocation.py [--sizes 10 100 1000] [--repeat 3]

Each function mixes allocations, views, `scf.if`, `scf.for`, a `cf`
diamond, calls and returns (29 ops). For each module size it prints the
number of ops and the time per op of `ownership-based-buffer-deallocation`
alone and of the whole `buffer-deallocation-pipeline` (CPU time of the
process, best of `--repeat` runs, parsing excluded; CPU time rather than wall
time, which a loaded machine inflates): time per op must not grow with the
module size.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from xdsl.context import Context
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser

from xdsl_bufferization.context import get_context
from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
    BufferDeallocationPipelinePass,
)
from xdsl_bufferization.transforms.ownership_based_buffer_deallocation import (
    OwnershipBasedBufferDeallocationPass,
)

FUNCTION = """
func.func @f{i}(%arg: memref<8xf32>, %c: i1, %n: index) -> memref<8xf32> {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = arith.constant 1.0 : f32
  %a = memref.alloc() : memref<8xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<8xf32>)
  %v = memref.subview %a[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %s = memref.load %v[%c0] : memref<4xf32, strided<[1], offset: 2>>
  %r = scf.if %c -> memref<8xf32> {{
    %b = memref.alloc() : memref<8xf32>
    memref.copy %a, %b : memref<8xf32> to memref<8xf32>
    scf.yield %b : memref<8xf32>
  }} else {{
    scf.yield %arg : memref<8xf32>
  }}
  %l = scf.for %k = %c0 to %n step %c1 iter_args(%it = %r) -> memref<8xf32> {{
    %t = memref.alloc() : memref<8xf32>
    memref.copy %it, %t : memref<8xf32> to memref<8xf32>
    memref.store %s, %t[%c0] : memref<8xf32>
    scf.yield %t : memref<8xf32>
  }}
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %p = func.call @g{i}(%l) : (memref<8xf32>) -> memref<8xf32>
  cf.br ^bb3(%p : memref<8xf32>)
^bb2:
  %q = memref.alloc() : memref<8xf32>
  memref.copy %l, %q : memref<8xf32> to memref<8xf32>
  cf.br ^bb3(%q : memref<8xf32>)
^bb3(%m: memref<8xf32>):
  %w = memref.load %m[%c1] : memref<8xf32>
  memref.store %w, %a[%c1] : memref<8xf32>
  return %m : memref<8xf32>
}}
func.func private @g{i}(memref<8xf32>) -> memref<8xf32>
"""


def module_text(functions: int) -> str:
    return "\n".join(FUNCTION.format(i=i) for i in range(functions))


def count_ops(module: ModuleOp) -> int:
    return sum(1 for _ in module.walk())


def best_time(
    text: str, apply: Callable[[Context, ModuleOp], None], repeat: int
) -> tuple[float, int]:
    best = float("inf")
    ops = 0
    for _ in range(repeat):
        ctx = get_context()
        module = Parser(ctx, text).parse_module()
        ops = count_ops(module)
        start = time.process_time()
        apply(ctx, module)
        best = min(best, time.process_time() - start)
    return best, ops


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[10, 100, 1000])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    passes: dict[str, Callable[[Context, ModuleOp], None]] = {
        "ownership-based-buffer-deallocation": OwnershipBasedBufferDeallocationPass().apply,
        "buffer-deallocation-pipeline": BufferDeallocationPipelinePass().apply,
    }
    print("| functions | ops | pass | time (s) | time per op (µs) |")
    print("| --- | --- | --- | --- | --- |")
    for size in args.sizes:
        text = module_text(size)
        for name, apply in passes.items():
            seconds, ops = best_time(text, apply, args.repeat)
            print(
                f"| {size} | {ops} | {name} | {seconds:.3f} | "
                f"{seconds / ops * 1e6:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()

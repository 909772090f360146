"""
Benchmark of One-Shot Bufferize on generated modules of 10, 100 and 1000
functions (not a test): the time per op should stay flat as modules grow
(the analysis is near-linear in the number of tensor uses).

    python benchmarks/one_shot_bufferize.py [--sizes 10,100,1000] [--repeat 3]

Each function holds a mix of the ops the analysis decides on: a copy into a
new tensor, an extract_slice / fill / insert_slice pair (in place), an insert
followed by a read of the old tensor (out of place), an scf.for over slices
and an scf.if. Prints, per size: ops, tensor uses, parse time, analysis time
(`test-analysis-only`), full pass time, and microseconds per op (CPU time
of this process, best of `--repeat` runs: robust to other load).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from xdsl.dialects.builtin import ModuleOp, TensorType
from xdsl.parser import Parser

from xdsl_bufferization.context import get_context
from xdsl_bufferization.transforms.one_shot_bufferize import OneShotBufferizePass

FUNCTION = """
func.func @f{i}(%a: tensor<64xf32>, %v: f32, %c: i1, %n: index) -> (tensor<64xf32>, f32) {{
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %e = tensor.empty() : tensor<64xf32>
  %t = linalg.copy ins(%a : tensor<64xf32>) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %s = tensor.extract_slice %t[8] [8] [1] : tensor<64xf32> to tensor<8xf32>
  %f = linalg.fill ins(%v : f32) outs(%s : tensor<8xf32>) -> tensor<8xf32>
  %r = tensor.insert_slice %f into %t[8] [8] [1] : tensor<8xf32> into tensor<64xf32>
  %w = tensor.insert %v into %r[%c0] : tensor<64xf32>
  %x = tensor.extract %r[%c8] : tensor<64xf32>
  %l = scf.for %k = %c0 to %n step %c8 iter_args(%acc = %w) -> (tensor<64xf32>) {{
    %ls = tensor.extract_slice %acc[%k] [8] [1] : tensor<64xf32> to tensor<8xf32>
    %lf = linalg.fill ins(%x : f32) outs(%ls : tensor<8xf32>) -> tensor<8xf32>
    %li = tensor.insert_slice %lf into %acc[%k] [8] [1] : tensor<8xf32> into tensor<64xf32>
    scf.yield %li : tensor<64xf32>
  }}
  %y = scf.if %c -> tensor<64xf32> {{
    %yi = tensor.insert %x into %l[%c8] : tensor<64xf32>
    scf.yield %yi : tensor<64xf32>
  }} else {{
    scf.yield %l : tensor<64xf32>
  }}
  return %y, %x : tensor<64xf32>, f32
}}
"""


def module_text(functions: int) -> str:
    return "".join(FUNCTION.format(i=i) for i in range(functions))


def parse(text: str) -> ModuleOp:
    return Parser(get_context(), text).parse_module()


def count(module: ModuleOp) -> tuple[int, int]:
    ops = 0
    tensor_uses = 0
    for op in module.walk():
        ops += 1
        tensor_uses += sum(
            1 for operand in op.operands if isinstance(operand.type, TensorType)
        )
    return ops, tensor_uses


def best_of(repeat: int, run: Callable[[], float]) -> float:
    return min(run() for _ in range(repeat))


def measure(functions: int, repeat: int) -> dict[str, float]:
    text = module_text(functions)
    ctx = get_context()

    def parse_time() -> float:
        start = time.process_time()
        parse(text)
        return time.process_time() - start

    def pass_time(test_analysis_only: bool) -> Callable[[], float]:
        def run() -> float:
            module = parse(text)
            pass_ = OneShotBufferizePass(test_analysis_only=test_analysis_only)
            start = time.process_time()
            pass_.apply(ctx, module)
            return time.process_time() - start

        return run

    ops, uses = count(parse(text))
    parsing = best_of(repeat, parse_time)
    analysis = best_of(repeat, pass_time(True))
    full = best_of(repeat, pass_time(False))
    return {
        "functions": functions,
        "ops": ops,
        "tensor_uses": uses,
        "parse_s": parsing,
        "analysis_s": analysis,
        "pass_s": full,
        "analysis_us_per_op": analysis / ops * 1e6,
        "pass_us_per_op": full / ops * 1e6,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("--sizes", default="10,100,1000")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    measure(sizes[0], 1)  # warm up (imports, model registration)
    print(
        "| functions | ops | tensor uses | analysis (s) | whole pass (s) "
        "| analysis µs/op | pass µs/op |"
    )
    print("|---|---|---|---|---|---|---|")
    for size in sizes:
        r = measure(size, args.repeat)
        print(
            f"| {r['functions']:.0f} | {r['ops']:.0f} | {r['tensor_uses']:.0f} "
            f"| {r['analysis_s']:.3f} | {r['pass_s']:.3f} "
            f"| {r['analysis_us_per_op']:.1f} | {r['pass_us_per_op']:.1f} |"
        )


if __name__ == "__main__":
    main()

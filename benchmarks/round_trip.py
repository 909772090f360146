"""
Our passes in-process versus the round trip through MLIR's `mlir-opt` that
they replace (a script, not a test):

    python benchmarks/round_trip.py [--sizes 10,100,1000] [--repeat 3]
                                    [--jobs bufferize,dealloc,main]

A user who has a module in xDSL and wants MLIR's bufferization today prints
it, runs `mlir-opt` on the text and parses the result back. Running our passes
on the parsed module must cost less than that, at every size. For each job
and module size this prints:

- ops: the number of ops of the input module,
- ours: CPU time of our pipeline applied to the already-parsed module,
- round trip: print (xDSL's `Printer`, CPU time) + `mlir-opt` with MLIR's
  flags in a subprocess (wall time, process start included: the user pays
  it) + parse of its output with our context (`get_context()`, CPU time),
- the ratio round trip / ours (above 1: ours is cheaper) and the time per
  input op of each.

Each figure is the best of `--repeat` runs. The jobs:

- `bufferize`: `one-shot-bufferize{bufferize-function-boundaries}` on the
  tensor functions of `benchmarks/one_shot_bufferize.py`,
- `dealloc`: `buffer-deallocation-pipeline` on the memref functions of
  `benchmarks/buffer_deallocation.py`, in the variant MLIR 22 accepts (its
  `cf` diamond uses the allocation `%a` rather than the `scf.for` result,
  which makes `mlir-opt` crash, see docs/buffer_deallocation.md),
- `main`: `one-shot-bufferize{bufferize-function-boundaries},
  buffer-deallocation-pipeline` on the tensor functions.

`mlir-opt` is `../shared/tools/mlir-ref mlir-opt` (override with
`MLIR_REF`); the binary is called directly, without the wrapper script.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from io import StringIO
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.passes import PassPipeline
from xdsl.printer import Printer
from xdsl.universe import Universe

sys.path.insert(0, str(Path(__file__).resolve().parent))

import buffer_deallocation
import one_shot_bufferize

from xdsl_bufferization.context import get_context

ROOT = Path(__file__).resolve().parent.parent
MLIR_REF = Path(
    os.environ.get("MLIR_REF", ROOT.parent / "shared" / "tools" / "mlir-ref")
)


def memref_module_text(functions: int) -> str:
    """The deallocation benchmark's module, with the diamond MLIR 22 accepts."""
    text = buffer_deallocation.module_text(functions)
    text = text.replace(
        "(%l) : (memref<8xf32>) -> memref<8xf32>",
        "(%a) : (memref<8xf32>) -> memref<8xf32>",
    )
    return text.replace("memref.copy %l, %q", "memref.copy %a, %q")


@dataclass(frozen=True)
class Job:
    name: str
    pipeline: str
    mlir_flags: tuple[str, ...]
    module_text: Callable[[int], str]


JOBS = {
    "bufferize": Job(
        "one-shot-bufferize{bufferize-function-boundaries}",
        "one-shot-bufferize{bufferize-function-boundaries}",
        ("--one-shot-bufferize=bufferize-function-boundaries",),
        one_shot_bufferize.module_text,
    ),
    "dealloc": Job(
        "buffer-deallocation-pipeline",
        "buffer-deallocation-pipeline",
        ("--buffer-deallocation-pipeline",),
        memref_module_text,
    ),
    "main": Job(
        "one-shot-bufferize{bufferize-function-boundaries},"
        "buffer-deallocation-pipeline",
        "one-shot-bufferize{bufferize-function-boundaries},"
        "buffer-deallocation-pipeline",
        (
            "--one-shot-bufferize=bufferize-function-boundaries",
            "--buffer-deallocation-pipeline",
        ),
        one_shot_bufferize.module_text,
    ),
}


def mlir_opt_command() -> tuple[list[str], dict[str, str]]:
    """`mlir-opt`'s binary and environment, resolved once from `mlir-ref`."""
    prefix = Path(
        subprocess.run(
            [str(MLIR_REF), "--prefix"], check=True, capture_output=True, text=True
        ).stdout.strip()
    )
    site = prefix.parent
    env = dict(os.environ)
    libraries = f"{site / 'llvm' / 'lib'}:{site / 'mlir' / 'lib'}"
    previous = env.get("LD_LIBRARY_PATH")
    env["LD_LIBRARY_PATH"] = f"{libraries}:{previous}" if previous else libraries
    return [str(prefix / "bin" / "mlir-opt")], env


def count_ops(module: ModuleOp) -> int:
    return sum(1 for _ in module.walk())


@dataclass
class Figures:
    ops: int
    ours: float
    print_s: float
    mlir_opt: float
    parse_s: float

    @property
    def round_trip(self) -> float:
        return self.print_s + self.mlir_opt + self.parse_s


def measure(
    job: Job,
    functions: int,
    repeat: int,
    mlir_opt: tuple[list[str], dict[str, str]],
) -> Figures:
    text = job.module_text(functions)
    available = dict(Universe.get_multiverse().all_passes)
    pipeline = PassPipeline.parse_spec(available, job.pipeline)
    command, env = mlir_opt
    # One context for parsing the round trip's output, as a user has: its
    # dialects load on first use, which the best of the runs leaves out.
    round_trip_ctx = get_context()
    ours = print_s = mlir_s = parse_s = float("inf")
    ops = 0
    for _ in range(repeat):
        ctx = get_context()
        module = Parser(ctx, text).parse_module()
        ops = count_ops(module)
        start = time.process_time()
        pipeline.apply(ctx, module)
        ours = min(ours, time.process_time() - start)

        module = Parser(round_trip_ctx, text).parse_module()
        start = time.process_time()
        stream = StringIO()
        Printer(stream=stream).print_op(module)
        printed = stream.getvalue()
        print_s = min(print_s, time.process_time() - start)

        start = time.perf_counter()
        result = subprocess.run(
            [*command, *job.mlir_flags],
            input=printed,
            capture_output=True,
            text=True,
            env=env,
        )
        mlir_s = min(mlir_s, time.perf_counter() - start)
        if result.returncode != 0:
            raise RuntimeError(f"mlir-opt failed on {job.name}:\n{result.stderr}")

        start = time.process_time()
        Parser(round_trip_ctx, result.stdout).parse_module()
        parse_s = min(parse_s, time.process_time() - start)
    return Figures(ops, ours, print_s, mlir_s, parse_s)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--sizes", default="10,100,1000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--jobs", default=",".join(JOBS))
    args = parser.parse_args()
    sizes = [int(size) for size in args.sizes.split(",")]
    jobs = [JOBS[name] for name in args.jobs.split(",")]
    mlir_opt = mlir_opt_command()
    measure(jobs[0], 1, 1, mlir_opt)  # warm up (imports, model registration)
    print(
        "| job | functions | ops | ours (s) | round trip (s) | print (s) "
        "| mlir-opt (s) | parse (s) | round trip / ours | ours µs/op "
        "| round trip µs/op |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for job in jobs:
        for size in sizes:
            r = measure(job, size, args.repeat, mlir_opt)
            print(
                f"| `{job.name}` | {size} | {r.ops} | {r.ours:.3f} "
                f"| {r.round_trip:.3f} | {r.print_s:.3f} | {r.mlir_opt:.3f} "
                f"| {r.parse_s:.3f} | {r.round_trip / r.ours:.2f} "
                f"| {r.ours / r.ops * 1e6:.1f} | {r.round_trip / r.ops * 1e6:.1f} |",
                flush=True,
            )


if __name__ == "__main__":
    main()

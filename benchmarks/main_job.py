"""
The main job as users run it, whole process, against `xdsl-opt` reading and
writing the same module, and against the round trip through `mlir-opt` (a
script, not a test):

    python benchmarks/main_job.py [--sizes 10,100,1000] [--repeat 3]
                                  [--steps] [--keep DIR]

The main job is

    xdsl-opt f.mlir -p 'one-shot-bufferize{bufferize-function-boundaries=true
        function-boundary-type-conversion=identity-layout-map},
        buffer-deallocation-pipeline'

on the tensor functions of `benchmarks/one_shot_bufferize.py` (23 ops each).
For each size, one interleaved run repeats `--repeat` times, each time in
another order, these processes:

- no pass: `xdsl-opt f.mlir` (parse, verify, print);
- main job: the command above;
- round trip: one Python process that does what a user without our passes
  does: parse `f.mlir` with our context (`get_context()`), verify, print it,
  run `mlir-opt` with MLIR's flags for the same job on the text (a child
  process, counted in), parse its output back with our context, verify and
  print it;
- passes: one Python process that parses `f.mlir`, then measures the CPU time
  of the main job's pipeline alone (as `xdsl-opt` runs it, verifying before,
  between and after the passes), after a warm-up run on a one-function module
  (so that no import is counted).

The Python processes run under the collector policy `xdsl-opt` runs under
with this package installed (`xdsl_bufferization.gc_policy`), including its
freezing of what is alive when the first pass starts.

Before measuring, one run of each process on a one-function module lets
Python cache the bytecode of what they import (the measured processes may
write bytecode even where the environment says not to, as users' Python
does by default).

Each process's CPU time is user + system time of it and its children
(`os.wait4`), which other engineers' jobs on a shared machine disturb less
than wall time (also shown); peak memory is its maximum resident set size.
The table gives medians: the main job's CPU time against the no-pass run's
and the round trip's (the ratios are of the medians), wall time ratios, peak
memory (main job, no pass, ratio), and the time per input op of the main job
(whole process) and of its passes (in-process, the `passes` process).

With `--steps`, it also prints, per size, the CPU time of each step of one
in-process run (parse, each verification, the dominance checks that
`@verified_input` makes before and after each pass asked for,
`one-shot-bufferize`, each pass of `buffer-deallocation-pipeline`, print),
and the share of the steps that are
greedy pattern rewriting (`canonicalize` and
`buffer-deallocation-simplification`).

`mlir-opt` is `../shared/tools/mlir-ref mlir-opt` (override with `MLIR_REF`);
the binary is called directly, without the wrapper script.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from io import StringIO
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
MLIR_REF = Path(
    os.environ.get("MLIR_REF", ROOT.parent / "shared" / "tools" / "mlir-ref")
)
PIPELINE = (
    "one-shot-bufferize{bufferize-function-boundaries=true "
    "function-boundary-type-conversion=identity-layout-map},"
    "buffer-deallocation-pipeline"
)
MLIR_FLAGS = (
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline",
)
GREEDY_STEPS = ("canonicalize", "buffer-deallocation-simplification")
"""The steps of the deallocation pipeline that are greedy pattern rewriting."""


# ---------------------------------------------------------------------------
# Child processes (`main_job.py --child KIND FILE`)
# ---------------------------------------------------------------------------


def _print_module(module: object) -> str:
    from xdsl.printer import Printer

    stream = StringIO()
    Printer(stream=stream).print_op(module)  # pyright: ignore[reportArgumentType]
    return stream.getvalue()


def _mlir_opt_command() -> tuple[list[str], dict[str, str]]:
    """`mlir-opt`'s binary and environment, resolved from `mlir-ref`."""
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


def child_round_trip(path: Path, output: Path, mlir_opt: list[str]) -> None:
    from xdsl.parser import Parser

    from xdsl_bufferization.context import get_context

    env = dict(os.environ)
    env["LD_LIBRARY_PATH"] = os.environ.get("BENCH_MLIR_LIBS", "")
    module = Parser(get_context(), path.read_text(), str(path)).parse_module()
    module.verify()
    text = _print_module(module)
    result = subprocess.run(
        [*mlir_opt, *MLIR_FLAGS], input=text, capture_output=True, text=True, env=env
    )
    if result.returncode != 0:
        raise RuntimeError(f"mlir-opt failed:\n{result.stderr}")
    module = Parser(get_context(), result.stdout).parse_module()
    module.verify()
    output.write_text(_print_module(module))


def _unverified_apply(one: object) -> Callable[..., None]:
    """`one.apply` without the dominance checks `@verified_input` wraps it in
    (the wrapper keeps the original as `__wrapped__`)."""
    method: Callable[..., None] = getattr(type(one), "apply")  # noqa: B009
    original: Callable[..., None] = getattr(method, "__wrapped__", method)
    return partial(original, one)


def _steps(
    text: str, on_step: Callable[[str, float], None] | None = None
) -> tuple[int, float]:
    """Parse `text`, run the main job's pipeline as `xdsl-opt` does, print.
    Returns the number of input ops and the CPU time of the pipeline (with
    its verifications); `on_step` receives each step's CPU time."""
    from xdsl.parser import Parser
    from xdsl.passes import PassPipeline
    from xdsl.universe import Universe

    from xdsl_bufferization.analysis.dominance import verify_dominance
    from xdsl_bufferization.context import get_context
    from xdsl_bufferization.gc_policy import freeze_long_lived
    from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
        BufferDeallocationPipelinePass,
        pipeline_passes,
    )

    def step(name: str, run: Callable[[], object]) -> float:
        start = time.process_time()
        run()
        spent = time.process_time() - start
        if on_step is not None:
            on_step(name, spent)
        return spent

    ctx = get_context()
    parsed: list[object] = []
    step("parse", lambda: parsed.append(Parser(ctx, text).parse_module()))
    module = parsed[0]
    ops = sum(1 for _ in module.walk())  # pyright: ignore
    passes = PassPipeline.parse_spec(
        dict(Universe.get_multiverse().all_passes), PIPELINE
    ).passes
    spent = step("verify", module.verify)  # pyright: ignore
    # What `xdsl-opt` does when the first pass the user asked for starts
    # (`@verified_input`): freeze what is alive (docs/speed.md).
    freeze_long_lived()
    for one in passes:
        steps = [one]
        if isinstance(one, BufferDeallocationPipelinePass):
            steps = pipeline_passes(one.private_function_dynamic_ownership)
        # Each pass the user asked for checks dominance before and after it
        # (`@verified_input`), its steps do not: measured as steps of their
        # own, and the steps run without their own checks.
        spent += step("dominance", partial(verify_dominance, module))  # pyright: ignore
        for inner in steps:
            apply = _unverified_apply(inner)
            spent += step(inner.name, partial(apply, ctx, module))  # pyright: ignore
        spent += step("dominance", partial(verify_dominance, module))  # pyright: ignore
        spent += step("verify", module.verify)  # pyright: ignore
    step("print", lambda: _print_module(module))
    return ops, spent


def child_passes(path: Path) -> None:
    from xdsl_bufferization.gc_policy import relaxed_collection

    sys.path.insert(0, str(HERE))
    import one_shot_bufferize

    # Each run under the collector policy `xdsl-opt` runs under, as a run
    # of its own (docs/speed.md).
    with relaxed_collection():
        _steps(one_shot_bufferize.module_text(1))  # warm up: imports
    with relaxed_collection():
        ops, spent = _steps(path.read_text())
    print(f"{ops} {spent}")


def child_steps(path: Path) -> None:
    from xdsl_bufferization.gc_policy import relaxed_collection

    sys.path.insert(0, str(HERE))
    import one_shot_bufferize

    with relaxed_collection():
        _steps(one_shot_bufferize.module_text(1))
    with relaxed_collection():
        _steps(path.read_text(), lambda name, spent: print(f"{name} {spent}"))


# ---------------------------------------------------------------------------
# Measuring
# ---------------------------------------------------------------------------


@dataclass
class Run:
    wall: float
    cpu: float
    peak_mb: float
    stdout: str


def run_process(argv: list[str], env: dict[str, str] | None = None) -> Run:
    """Run `argv`, measuring wall time, CPU time (user + system, children
    included) and peak resident memory."""
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=out, stderr=err, env=env)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        if process.returncode != 0:
            raise RuntimeError(f"{argv} failed:\n{err.read()}")
        return Run(
            wall,
            usage.ru_utime + usage.ru_stime,
            usage.ru_maxrss / 1024,
            out.read(),
        )


@dataclass
class Figures:
    functions: int
    ops: int = 0
    runs: dict[str, list[Run]] = field(default_factory=dict[str, list[Run]])
    passes_cpu: list[float] = field(default_factory=list[float])

    def median(self, kind: str, what: Callable[[Run], float]) -> float:
        return statistics.median(what(run) for run in self.runs[kind])


def _child_environment() -> dict[str, str]:
    """The environment of the measured processes: as users run them, Python
    may cache the bytecode of the modules it imports (an environment that
    forbids it makes every process compile this package anew)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure(
    functions: int,
    repeat: int,
    directory: Path,
    mlir_opt: list[str],
    libs: str,
    warm_up: bool = False,
) -> Figures:
    sys.path.insert(0, str(HERE))
    import one_shot_bufferize

    path = directory / f"main_job_{functions}.mlir"
    path.write_text(one_shot_bufferize.module_text(functions))
    python = sys.executable
    xdsl_opt = str(Path(python).parent / "xdsl-opt")
    script = str(Path(__file__).resolve())
    env = _child_environment()
    env["BENCH_MLIR_LIBS"] = libs
    commands: dict[str, list[str]] = {
        "no pass": [xdsl_opt, str(path), "-o", str(directory / "no_pass.mlir")],
        "main": [
            xdsl_opt,
            str(path),
            "-p",
            PIPELINE,
            "-o",
            str(directory / "main.mlir"),
        ],
        "round trip": [
            python,
            script,
            "--child",
            "round-trip",
            str(path),
            str(directory / "round_trip.mlir"),
            *mlir_opt,
        ],
        "passes": [python, script, "--child", "passes", str(path)],
    }
    figures = Figures(functions)
    kinds = list(commands)
    if warm_up:
        for kind in kinds:
            run_process(commands[kind], env)
    for index in range(repeat):
        # Another order each time, so that no kind always follows another.
        order = kinds[index % len(kinds) :] + kinds[: index % len(kinds)]
        for kind in order:
            run = run_process(commands[kind], env)
            figures.runs.setdefault(kind, []).append(run)
            if kind == "passes":
                ops, spent = run.stdout.split()
                figures.ops = int(ops)
                figures.passes_cpu.append(float(spent))
    return figures


def table_row(f: Figures) -> str:
    def cpu(kind: str) -> float:
        return f.median(kind, lambda r: r.cpu)

    def wall(kind: str) -> float:
        return f.median(kind, lambda r: r.wall)

    def peak(kind: str) -> float:
        return f.median(kind, lambda r: r.peak_mb)

    passes = statistics.median(f.passes_cpu)
    cells = [
        f"{f.functions}",
        f"{f.ops}",
        f"{cpu('no pass'):.2f}",
        f"{cpu('main'):.2f}",
        f"{cpu('round trip'):.2f}",
        f"**{cpu('main') / cpu('no pass'):.2f}**",
        f"{wall('main') / wall('no pass'):.2f}",
        f"**{cpu('main') / cpu('round trip'):.2f}**",
        f"{wall('main') / wall('round trip'):.2f}",
        f"{peak('main'):.0f}",
        f"{peak('no pass'):.0f}",
        f"{peak('main') / peak('no pass'):.2f}",
        f"{cpu('main') / f.ops * 1e6:.0f}",
        f"{passes / f.ops * 1e6:.0f}",
    ]
    return "| " + " | ".join(cells) + " |"


HEADER = (
    "| functions | ops | no pass CPU (s) | main job CPU (s) | round trip CPU (s) "
    "| main / no pass (CPU) | (wall) | main / round trip (CPU) | (wall) "
    "| peak MB main | peak MB no pass | peak ratio | main job µs/op "
    "| passes µs/op |\n|" + "---|" * 14
)


def print_steps(functions: int, directory: Path) -> None:
    path = directory / f"main_job_{functions}.mlir"
    run = run_process(
        [sys.executable, str(Path(__file__).resolve()), "--child", "steps", str(path)],
        _child_environment(),
    )
    steps = [
        (line.split()[0], float(line.split()[1])) for line in run.stdout.splitlines()
    ]
    total = sum(spent for _, spent in steps)
    greedy = sum(spent for name, spent in steps if name in GREEDY_STEPS)
    print(f"\n{functions} functions, CPU time per step (one run):\n")
    print("| step | CPU (s) | share |\n|---|---|---|")
    for name, spent in steps:
        print(f"| {name} | {spent:.3f} | {spent / total:.0%} |")
    print(
        f"| greedy rewriting ({', '.join(GREEDY_STEPS)}) | {greedy:.3f} "
        f"| {greedy / total:.0%} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--sizes", default="10,100,1000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--steps", action="store_true")
    parser.add_argument("--keep", type=Path, help="keep the modules and outputs here")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        from xdsl_bufferization.gc_policy import relaxed_collection

        kind, path, *rest = args.child
        if kind == "round-trip":
            # The collector policy `xdsl-opt` runs under (docs/speed.md).
            with relaxed_collection():
                child_round_trip(Path(path), Path(rest[0]), rest[1:])
        elif kind == "passes":
            child_passes(Path(path))
        else:
            child_steps(Path(path))
        return
    mlir_opt, env = _mlir_opt_command()
    libs = env["LD_LIBRARY_PATH"]
    sizes = [int(size) for size in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as temporary:
        directory = args.keep or Path(temporary)
        directory.mkdir(parents=True, exist_ok=True)
        # One run of each process first, on one function: the bytecode of
        # every module they import is then cached, as it is for users.
        measure(1, 1, directory, mlir_opt, libs, warm_up=True)
        print(HEADER, flush=True)
        for size in sizes:
            print(
                table_row(measure(size, args.repeat, directory, mlir_opt, libs)),
                flush=True,
            )
        if args.steps:
            for size in sizes:
                print_steps(size, directory)


if __name__ == "__main__":
    main()

"""
Run the tensor programs of this directory before and after One-Shot
Bufferize (ours and MLIR 22's), each followed by a buffer deallocation
pipeline, and measure the allocations and copies of the bufferized code.

Each `*.mlir` file here is a tensor program whose `@main` prints its results.
A line `// OPTIONS: <pass options>` gives options to both `one-shot-bufferize`
passes; a line `// PREPROCESS: <pass>,...` names option-less passes (e.g.
`eliminate-empty-tensors`) that both pipelines run first.

Our pipeline: `one-shot-bufferize{options}` then our
`buffer-deallocation-pipeline`. MLIR's: `mlir-opt
-one-shot-bufferize=options -buffer-deallocation-pipeline`. The static counts
are taken right after One-Shot Bufferize (before deallocation), the dynamic
counts from the executor's run of the deallocated program.

Used by `tests/pytest/test_one_shot_programs.py` and `make_table.py` (the
table of docs/one_shot_bufferize.md).
"""

from __future__ import annotations

import os
import re
import subprocess
from dataclasses import asdict, dataclass, fields
from io import StringIO
from pathlib import Path

from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer

PROGRAM_DIR = Path(__file__).resolve().parent
ROOT = PROGRAM_DIR.parents[1]
MLIR_REF = Path(
    os.environ.get("MLIR_REF", str(ROOT.parent / "shared" / "tools" / "mlir-ref"))
)


def programs() -> list[Path]:
    """The programs, sorted by name."""
    return sorted(PROGRAM_DIR.glob("*.mlir"))


def options_of(text: str) -> str:
    """The pass options a program asks for (`// OPTIONS: ...`), or ''."""
    match = re.search(r"^// OPTIONS:(.*)$", text, re.MULTILINE)
    return match.group(1).strip() if match else ""


def preprocessing_of(text: str) -> list[str]:
    """The passes a program runs before One-Shot Bufferize
    (`// PREPROCESS: a,b`), or []."""
    match = re.search(r"^// PREPROCESS:(.*)$", text, re.MULTILINE)
    if not match:
        return []
    return [name.strip() for name in match.group(1).split(",") if name.strip()]


def deallocates_itself(text: str) -> bool:
    """Whether the program frees its buffers itself (`dealloc_tensor`): no
    deallocation pipeline then (both reject existing deallocations)."""
    return "NO-DEALLOCATION-PIPELINE" in text


def normalize_output(output: str) -> str:
    """Program output without buffer addresses (they depend on allocations)."""
    return re.sub(r"base@ = 0x[0-9a-f]+", "base@ = <address>", output)


def mlir_available() -> bool:
    return MLIR_REF.exists()


def parse(text: str) -> ModuleOp:
    from xdsl_bufferization.context import get_context

    return Parser(get_context(), text).parse_module()


def print_module(module: ModuleOp) -> str:
    stream = StringIO()
    Printer(stream=stream).print_op(module)
    return stream.getvalue()


# ---------------------------------------------------------------------------
# Pipelines
# ---------------------------------------------------------------------------


def our_bufferize(
    text: str, options: str = "", preprocess: list[str] | None = None
) -> str:
    """`text` after the passes of `preprocess` and our
    `one-shot-bufferize{options}`."""
    from xdsl.utils.arg_spec import parse_spec

    from xdsl_bufferization.context import get_context
    from xdsl_bufferization.transforms import get_all_passes
    from xdsl_bufferization.transforms.one_shot_bufferize import (
        OneShotBufferizePass,
    )

    name = "one-shot-bufferize"
    spec = parse_spec(f"{name}{{{options}}}" if options else name)
    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    for pass_name in preprocess or []:
        get_all_passes()[pass_name]()().apply(ctx, module)
    OneShotBufferizePass.from_spec(spec).apply(ctx, module)
    module.verify()
    return print_module(module)


def our_deallocate(text: str) -> str:
    """`text` after our `buffer-deallocation-pipeline`."""
    from xdsl_bufferization.context import get_context
    from xdsl_bufferization.transforms.buffer_deallocation_pipeline import (
        BufferDeallocationPipelinePass,
    )

    ctx = get_context()
    module = Parser(ctx, text).parse_module()
    BufferDeallocationPipelinePass().apply(ctx, module)
    module.verify()
    return print_module(module)


def mlir_opt(text: str, *flags: str) -> tuple[str | None, str]:
    """(output, "") or (None, first error line) of `mlir-opt flags`."""
    process = subprocess.run(
        [str(MLIR_REF), "mlir-opt", *flags],
        input=text,
        capture_output=True,
        text=True,
        check=False,
    )
    if process.returncode != 0:
        lines = [line for line in process.stderr.splitlines() if line.strip()]
        error = lines[0] if lines else f"exit status {process.returncode}"
        if process.returncode < 0:
            error = f"crash (signal {-process.returncode}): {error}"
        return None, error
    return process.stdout, ""


def mlir_bufferize(
    text: str, options: str = "", preprocess: list[str] | None = None
) -> tuple[str | None, str]:
    flag = "-one-shot-bufferize"
    if options:
        flag += f"={options}"
    return mlir_opt(text, *(f"-{name}" for name in preprocess or []), flag)


# ---------------------------------------------------------------------------
# Metrics
# ---------------------------------------------------------------------------


@dataclass
class Metrics:
    """The memory traffic of a bufferized program (lower is better)."""

    allocations: int = 0
    """Static: `memref.alloc` ops after One-Shot Bufferize."""
    copies: int = 0
    """Static: `memref.copy` ops (and `linalg.copy` on memrefs) after One-Shot
    Bufferize."""
    allocations_run: int = 0
    """Dynamic: heap allocations executed (after deallocation)."""
    copies_run: int = 0
    """Dynamic: copies and clones executed (after deallocation)."""
    alias_checks: int = 0
    """Static: runtime alias checks of the deallocated program
    (`memref.extract_aligned_pointer_as_index` ops: the pointers that the
    lowered `bufferization.dealloc`s compare)."""
    alias_checks_run: int = 0
    """Dynamic: those pointer extractions executed."""

    @staticmethod
    def names() -> list[str]:
        return [f.name for f in fields(Metrics)]

    def as_dict(self) -> dict[str, int]:
        return asdict(self)


def static_metrics(text: str) -> Metrics:
    """Counted on the text: MLIR's output may hold ops xDSL cannot parse
    (`linalg.map`)."""
    return Metrics(
        allocations=len(re.findall(r"= memref\.alloc\(", text)),
        copies=len(re.findall(r"\bmemref\.copy\b", text)),
    )


def alias_checks_of(text: str) -> int:
    """The runtime alias checks of a deallocated program (its text)."""
    return len(re.findall(r"\bmemref\.extract_aligned_pointer_as_index\b", text))


@dataclass
class Run:
    output: str
    ok: bool
    report: str
    allocations: int
    copies: int
    pointer_extractions: int = 0


def execute(text: str) -> Run:
    from xdsl_bufferization.executor import run

    result = run(text)
    counters = result.report.counters
    return Run(
        result.output,
        result.report.ok,
        result.report.to_text(),
        counters.allocations,
        counters.copies + counters.clones,
        counters.pointer_extractions,
    )


@dataclass
class Outcome:
    bufferized: str
    """The program after One-Shot Bufferize."""
    run: Run
    """The run of the bufferized program after OUR deallocation pipeline
    (correctness: output, leaks, invalid frees, uses after free)."""
    metrics: Metrics
    """Static counts of `bufferized`; dynamic counts of the run of
    `bufferized` after MLIR's deallocation pipeline when mlir-ref is
    available (the same deallocation on both sides, so that differences come
    from bufferization alone), else of `run`."""


def _mlir_deallocate(
    bufferized: str, deallocate: bool = True
) -> tuple[str | None, str]:
    flags = ["-buffer-deallocation-pipeline"] if deallocate else []
    if "linalg.map" in bufferized:
        # xDSL has no linalg.map: run MLIR's loops instead.
        flags.insert(0, "-convert-linalg-to-loops")
    return mlir_opt(bufferized, *flags)


def _measure(metrics: Metrics, deallocated: str, run: Run) -> None:
    """Fill the counts of the deallocated program into `metrics`."""
    metrics.allocations_run = run.allocations
    metrics.copies_run = run.copies
    metrics.alias_checks = alias_checks_of(deallocated)
    metrics.alias_checks_run = run.pointer_extractions


def _ours(bufferized: str, with_mlir: bool, deallocate: bool) -> Outcome:
    metrics = static_metrics(bufferized)
    ours_deallocated = our_deallocate(bufferized) if deallocate else bufferized
    run = execute(ours_deallocated)
    measured, measured_text = run, ours_deallocated
    if with_mlir and deallocate:
        deallocated, _ = _mlir_deallocate(bufferized)
        if deallocated is not None:
            measured, measured_text = execute(deallocated), deallocated
    _measure(metrics, measured_text, measured)
    return Outcome(bufferized, run, metrics)


@dataclass
class Comparison:
    name: str
    options: str
    reference_output: str
    ours: Outcome
    mlir: Outcome | None
    mlir_error: str
    """Why MLIR's pipeline has no result (its diagnostic, a crash, a wrong run)."""
    mlir_static: Metrics | None
    """The static metrics of MLIR's One-Shot Bufferize output, when it has
    one (also when its deallocation pipeline then fails)."""


def reference_output(text: str) -> str | None:
    """The output of the tensor program, None if the executor cannot run it
    (it has no `tensor.concat`)."""
    from xdsl_bufferization.executor.errors import UnsupportedError

    try:
        return execute(text).output
    except UnsupportedError:
        return None


def compare(path: Path, with_mlir: bool = True, preprocess: bool = True) -> Comparison:
    """Run the program before and after both pipelines (without the passes
    of its `PREPROCESS` line if not `preprocess`).

    The reference output is the tensor program's; when the executor cannot
    run the tensor program it is the output of MLIR's bufferized program.
    """
    text = path.read_text()
    options = options_of(text)
    passes = preprocessing_of(text) if preprocess else []
    reference = reference_output(text)
    deallocate = not deallocates_itself(text)
    ours = _ours(our_bufferize(text, options, passes), with_mlir, deallocate)
    mlir: Outcome | None = None
    mlir_static: Metrics | None = None
    error = ""
    if with_mlir:
        theirs, error = mlir_bufferize(text, options, passes)
        if theirs is not None:
            mlir_static = static_metrics(theirs)
            deallocated, error = _mlir_deallocate(theirs, deallocate)
            if deallocated is not None:
                run = execute(deallocated)
                metrics = static_metrics(theirs)
                _measure(metrics, deallocated, run)
                mlir = Outcome(theirs, run, metrics)
                if reference is None:
                    reference = mlir.run.output
                if not mlir.run.ok:
                    error = "wrong run: " + mlir.run.report.splitlines()[0]
                elif normalize_output(mlir.run.output) != normalize_output(reference):
                    error = "wrong output"
    if reference is None:
        reference = ours.run.output
    return Comparison(
        path.stem,
        " ".join([*(f"{name} then" for name in passes), options]).strip(),
        reference,
        ours,
        mlir,
        error,
        mlir_static,
    )


# ---------------------------------------------------------------------------
# The quality bar
# ---------------------------------------------------------------------------

KNOWN_DIFFERENCES: dict[str, str] = {
    "cf_loop": "MLIR's deallocation pipeline rejects the cf loop "
    '("Only structured control-flow loops are supported"): no executed '
    "counts to compare",
    "func_if_merges_args": "mlir-opt aborts (assertion: inconsistent analysis "
    "state): nothing to compare",
}
"""Programs that may miss a comparison with MLIR 22 or be costlier than its,
and why (docs/one_shot_bufferize.md lists them in its table's notes)."""

STATIC_NAMES = ("allocations", "copies")


def cost_problems(comparison: Comparison) -> list[str]:
    """Where our result is costlier than MLIR 22's, or cannot be compared
    with it: THE quality bar (empty: met). Every count of `Metrics`:
    allocations and copies right after One-Shot Bufferize; allocations,
    copies and clones, and runtime alias checks (pointer extractions, as ops
    and executed) after the same (MLIR's) deallocation pipeline. A program
    of `KNOWN_DIFFERENCES` may fail it, and must (else it leaves the list)."""
    problems: list[str] = []
    theirs_static = comparison.mlir_static
    if theirs_static is None:
        problems.append(f"no MLIR 22 result: {comparison.mlir_error}")
    else:
        problems += [
            f"{name}: ours {getattr(comparison.ours.metrics, name)} > MLIR's "
            f"{getattr(theirs_static, name)}"
            for name in STATIC_NAMES
            if getattr(comparison.ours.metrics, name) > getattr(theirs_static, name)
        ]
    if comparison.mlir is None or comparison.mlir_error:
        if theirs_static is not None:
            problems.append(f"no executed MLIR 22 result: {comparison.mlir_error}")
    else:
        theirs = comparison.mlir.metrics.as_dict()
        problems += [
            f"{name}: ours {value} > MLIR's {theirs[name]}"
            for name, value in comparison.ours.metrics.as_dict().items()
            if name not in STATIC_NAMES and value > theirs[name]
        ]
    if comparison.name in KNOWN_DIFFERENCES:
        if not problems:
            return [
                "listed in KNOWN_DIFFERENCES, but compares with MLIR 22 "
                "and is not costlier: remove the entry"
            ]
        return []
    return problems

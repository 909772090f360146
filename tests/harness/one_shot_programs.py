"""
The tensor programs of tests/one_shot_programs before and after One-Shot
Bufferize (ours and MLIR 22's), each followed by a buffer deallocation
pipeline, with the allocations and copies of the bufferized code
(`metrics.BufferizationMetrics`).

Each program is a tensor program whose `@main` prints its results.
Directives: `// OPTIONS: <pass options>` gives options to both
`one-shot-bufferize` passes; `// PREPROCESS: <pass>,...` names option-less
passes (e.g. `eliminate-empty-tensors`) that both pipelines run first;
`NO-DEALLOCATION-PIPELINE` (the program frees its buffers itself) leaves the
deallocation pipeline out.

Our pipeline: `one-shot-bufferize{options}` then our
`buffer-deallocation-pipeline`. MLIR's: `mlir-opt
-one-shot-bufferize=options -buffer-deallocation-pipeline`. The static counts
are taken right after One-Shot Bufferize (before deallocation), the dynamic
counts from the executor's run of the deallocated program.

Used by `tests/pytest/test_one_shot_programs.py` (and the other tests of
One-Shot Bufferize that execute these programs) and `scripts/cost_tables.py`
(the table of docs/one_shot_bufferize.md).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests.harness.execution import Execution, execute
from tests.harness.known_problems import KNOWN_DIFFERENCES
from tests.harness.metrics import BufferizationMetrics, static_bufferization_metrics
from tests.harness.mlir_tools import mlir_opt
from tests.harness.ours import run_pipeline, with_options
from tests.harness.outputs import hide_addresses
from tests.harness.programs import (
    DOCS,
    ONE_SHOT_PROGRAMS,
    directive,
    options_of,
    program_paths,
)

DOCUMENT = DOCS / "one_shot_bufferize.md"
"""Where the cost table is (between the `<!-- cost table` markers)."""


def programs() -> list[Path]:
    """The programs, sorted by name."""
    return program_paths(ONE_SHOT_PROGRAMS)


def preprocessing_of(text: str) -> list[str]:
    """The passes a program runs before One-Shot Bufferize
    (`// PREPROCESS: a,b`), or []."""
    passes = directive(text, "PREPROCESS") or ""
    return [name.strip() for name in passes.split(",") if name.strip()]


def deallocates_itself(text: str) -> bool:
    """Whether the program frees its buffers itself (`dealloc_tensor`): no
    deallocation pipeline then (both reject existing deallocations)."""
    return "NO-DEALLOCATION-PIPELINE" in text


# ---------------------------------------------------------------------------
# Pipelines
# ---------------------------------------------------------------------------


def our_bufferize(
    text: str, options: str = "", preprocess: list[str] | None = None
) -> str:
    """`text` after the passes of `preprocess` and our
    `one-shot-bufferize{options}`."""
    passes = [*(preprocess or []), with_options("one-shot-bufferize", options)]
    return run_pipeline(text, ",".join(passes))


def our_deallocate(text: str) -> str:
    """`text` after our `buffer-deallocation-pipeline`."""
    return run_pipeline(text, "buffer-deallocation-pipeline")


def mlir_bufferize(
    text: str, options: str = "", preprocess: list[str] | None = None
) -> tuple[str | None, str]:
    flag = "-one-shot-bufferize"
    if options:
        flag += f"={options}"
    return mlir_opt(text, *(f"-{name}" for name in preprocess or []), flag)


def _mlir_deallocate(
    bufferized: str, deallocate: bool = True
) -> tuple[str | None, str]:
    flags = ["-buffer-deallocation-pipeline"] if deallocate else []
    if "linalg.map" in bufferized:
        # xDSL has no linalg.map: run MLIR's loops instead.
        flags.insert(0, "-convert-linalg-to-loops")
    return mlir_opt(bufferized, *flags)


# ---------------------------------------------------------------------------
# Comparison
# ---------------------------------------------------------------------------


@dataclass
class Outcome:
    bufferized: str
    """The program after One-Shot Bufferize."""
    run: Execution
    """The run of the bufferized program after OUR deallocation pipeline
    (correctness: output, leaks, invalid frees, uses after free)."""
    metrics: BufferizationMetrics
    """Static counts of `bufferized`; dynamic counts of the run of
    `bufferized` after MLIR's deallocation pipeline when mlir-ref is
    available (the same deallocation on both sides, so that differences come
    from bufferization alone), else of `run`."""


def _ours(bufferized: str, with_mlir: bool, deallocate: bool) -> Outcome:
    metrics = static_bufferization_metrics(bufferized)
    ours_deallocated = our_deallocate(bufferized) if deallocate else bufferized
    run = execute(ours_deallocated)
    measured, measured_text = run, ours_deallocated
    if with_mlir and deallocate:
        deallocated, _ = _mlir_deallocate(bufferized)
        if deallocated is not None:
            measured, measured_text = execute(deallocated), deallocated
    metrics.measure(measured_text, measured)
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
    mlir_static: BufferizationMetrics | None
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
    Computed once per process (the tests and the cost table share it); each
    call returns a copy, which the caller may change.
    """
    return copy.deepcopy(_compare(path, with_mlir, preprocess))


@cache
def _compare(path: Path, with_mlir: bool, preprocess: bool) -> Comparison:
    text = path.read_text()
    options = options_of(text)
    passes = preprocessing_of(text) if preprocess else []
    reference = reference_output(text)
    deallocate = not deallocates_itself(text)
    ours = _ours(our_bufferize(text, options, passes), with_mlir, deallocate)
    mlir: Outcome | None = None
    mlir_static: BufferizationMetrics | None = None
    error = ""
    if with_mlir:
        theirs, error = mlir_bufferize(text, options, passes)
        if theirs is not None:
            mlir_static = static_bufferization_metrics(theirs)
            deallocated, error = _mlir_deallocate(theirs, deallocate)
            if deallocated is not None:
                run = execute(deallocated)
                metrics = static_bufferization_metrics(theirs)
                metrics.measure(deallocated, run)
                mlir = Outcome(theirs, run, metrics)
                if reference is None:
                    reference = mlir.run.output
                if not mlir.run.ok:
                    error = "wrong run: " + mlir.run.report.splitlines()[0]
                elif hide_addresses(mlir.run.output) != hide_addresses(reference):
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

STATIC_NAMES = ("allocations", "copies")


def cost_problems(comparison: Comparison) -> list[str]:
    """Where our result is costlier than MLIR 22's, or cannot be compared
    with it: THE quality bar (empty: met). Every count of
    `BufferizationMetrics`: allocations and copies right after One-Shot
    Bufferize; allocations, copies and clones, and runtime alias checks
    (pointer extractions, as ops and executed) after the same (MLIR's)
    deallocation pipeline. A program of `KNOWN_DIFFERENCES` may fail it, and
    must (else it leaves the list)."""
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


# ---------------------------------------------------------------------------
# The cost table of docs/one_shot_bufferize.md
# ---------------------------------------------------------------------------


def cost_table() -> str:
    """Per program, our and MLIR 22's allocations and copies (static after
    One-Shot Bufferize / executed after MLIR's deallocation pipeline), and
    whether they differ (**<** where ours is lower)."""
    lines = [
        "| program | options | allocs (ours / MLIR) | copies (ours / MLIR) "
        "| allocs run | copies run | alias checks | alias checks run | note |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for path in programs():
        c = compare(path)
        ours = c.ours.metrics
        theirs = c.mlir.metrics if c.mlir is not None else c.mlir_static

        def cell(
            name: str,
            ours: BufferizationMetrics = ours,
            theirs: BufferizationMetrics | None = theirs,
            has_run: bool = c.mlir is not None,
        ) -> str:
            mine = getattr(ours, name)
            dynamic = name.endswith("_run") or name == "alias_checks"
            if theirs is None or (not has_run and dynamic):
                return f"{mine} / -"
            other = getattr(theirs, name)
            mark = "" if mine == other else (" **<**" if mine < other else " **>**")
            return f"{mine} / {other}{mark}"

        note = KNOWN_DIFFERENCES.get(c.name, c.mlir_error)
        note = note.replace("|", "\\|")
        cells = [
            c.name,
            f"`{c.options}`" if c.options else "",
            cell("allocations"),
            cell("copies"),
            cell("allocations_run"),
            cell("copies_run"),
            cell("alias_checks"),
            cell("alias_checks_run"),
            note,
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)

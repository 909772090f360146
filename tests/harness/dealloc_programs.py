"""
The deallocation programs (tests/dealloc_programs) through our
`buffer-deallocation-pipeline` and MLIR 22's, executed, with the cost of
their deallocation code (`metrics.DeallocationMetrics`).

Each program is a memref program without deallocations whose `@main`
prints its results. A line `// OPTIONS: <pass options>` gives options to
both pipelines (e.g. `private-function-dynamic-ownership`).

Used by `tests/pytest/test_buffer_deallocation_programs.py` (correctness,
ours never costlier than MLIR's, the table of docs/buffer_deallocation.md
up to date) and `scripts/cost_tables.py` (writes that table).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from tests.harness.execution import Execution
from tests.harness.metrics import DeallocationMetrics, deallocation_metrics
from tests.harness.mlir_tools import mlir_opt
from tests.harness.ours import parse, run_pipeline, with_options
from tests.harness.outputs import hide_addresses
from tests.harness.programs import (
    DEALLOC_PROGRAMS,
    DOCS,
    options_of,
    program_paths,
)

PIPELINE = "buffer-deallocation-pipeline"
DOCUMENT = DOCS / "buffer_deallocation.md"
"""Where the cost table is (between the `<!-- cost table` markers)."""


def programs() -> list[Path]:
    """The programs, sorted by name."""
    return program_paths(DEALLOC_PROGRAMS)


def our_pipeline(text: str, options: str = "") -> str:
    """`text` after our `buffer-deallocation-pipeline{options}`."""
    return run_pipeline(text, with_options(PIPELINE, options))


def mlir_pipeline(text: str, options: str = "") -> tuple[str | None, str]:
    """`text` after MLIR 22's `-buffer-deallocation-pipeline`: (output, "")
    or (None, its error)."""
    flag = f"-{PIPELINE}" + (f"={options}" if options else "")
    return mlir_opt(text, flag)


@dataclass
class Run:
    execution: Execution
    metrics: DeallocationMetrics

    @property
    def output(self) -> str:
        return self.execution.output

    @property
    def ok(self) -> bool:
        return self.execution.ok

    @property
    def report(self) -> str:
        return self.execution.report


def execute(text: str) -> Run:
    """Run `@main` of `text`, with its dynamic and static metrics."""
    return Run(*deallocation_metrics(parse(text)))


@dataclass
class Comparison:
    name: str
    reference_output: str
    ours: Run
    mlir: Run | None
    mlir_error: str
    """Why MLIR's pipeline has no result (its diagnostic, a crash, a wrong run)."""


def compare(path: Path, with_mlir: bool = True) -> Comparison:
    """Run the program before and after both pipelines (once per process:
    the tests and the cost table share the result)."""
    return _compare(path, with_mlir)


@cache
def _compare(path: Path, with_mlir: bool) -> Comparison:
    text = path.read_text()
    options = options_of(text)
    reference = execute(text)
    ours = execute(our_pipeline(text, options))
    mlir: Run | None = None
    error = ""
    if with_mlir:
        output, error = mlir_pipeline(text, options)
        if output is not None:
            mlir = execute(output)
            if not mlir.ok:
                error = "wrong run: " + mlir.report.splitlines()[0]
            elif hide_addresses(mlir.output) != hide_addresses(reference.output):
                error = "wrong output"
    return Comparison(path.stem, reference.output, ours, mlir, error)


# ---------------------------------------------------------------------------
# The cost table of docs/buffer_deallocation.md
# ---------------------------------------------------------------------------

STATIC = (
    ("dealloc_sites", "dealloc sites"),
    ("alias_checks", "alias checks"),
    ("helper_calls", "helper calls"),
    ("clones_copies", "clones + copies"),
    ("allocations", "allocation ops"),
)
DYNAMIC = (
    ("frees_run", "frees"),
    ("alias_checks_run", "alias checks"),
    ("helper_calls_run", "helper calls"),
    ("clones_copies_run", "clones + copies"),
    ("allocations_run", "allocations"),
)


def _cell(ours: int, theirs: int | None) -> str:
    if theirs is None:
        return f"{ours} / -"
    text = f"{ours} / {theirs}"
    return f"**{text}**" if ours < theirs else text


def cost_table() -> str:
    """For each program, the static and dynamic cost of its deallocation
    code after our pipeline and after MLIR 22's."""
    rows_static: list[str] = []
    rows_dynamic: list[str] = []
    totals_ours = {name: 0 for name, _ in STATIC + DYNAMIC}
    totals_mlir = {name: 0 for name, _ in STATIC + DYNAMIC}
    failures: list[str] = []
    for path in programs():
        comparison = compare(path)
        ours = comparison.ours.metrics.as_dict()
        theirs = (
            comparison.mlir.metrics.as_dict()
            if comparison.mlir is not None and not comparison.mlir_error
            else None
        )
        if theirs is None:
            failures.append(f"| `{path.stem}` | {comparison.mlir_error} |")
        else:
            for name in totals_ours:
                totals_ours[name] += ours[name]
                totals_mlir[name] += theirs[name]
        for rows, metrics in ((rows_static, STATIC), (rows_dynamic, DYNAMIC)):
            cells = [
                _cell(ours[name], None if theirs is None else theirs[name])
                for name, _ in metrics
            ]
            rows.append(f"| `{path.stem}` | " + " | ".join(cells) + " |")

    def header(metrics: tuple[tuple[str, str], ...]) -> list[str]:
        titles = " | ".join(title for _, title in metrics)
        return [
            f"| program | {titles} |",
            "| --- |" + " --- |" * len(metrics),
        ]

    def total(metrics: tuple[tuple[str, str], ...]) -> str:
        cells = [_cell(totals_ours[name], totals_mlir[name]) for name, _ in metrics]
        return "| total (where MLIR succeeds) | " + " | ".join(cells) + " |"

    lines = [
        "Static (in the program after the pipeline; ours / MLIR 22's, bold where"
        " ours is lower):",
        "",
        *header(STATIC),
        *rows_static,
        total(STATIC),
        "",
        "Dynamic (executed by `@main`):",
        "",
        *header(DYNAMIC),
        *rows_dynamic,
        total(DYNAMIC),
        "",
        "Where MLIR 22's pipeline fails (- in the tables):",
        "",
        "| program | MLIR 22 |",
        "| --- | --- |",
        *failures,
    ]
    return "\n".join(lines)

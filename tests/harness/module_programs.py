"""
The hand-written module programs of tests/module_programs as differential
cases.

Each program is a tensor-level module whose `@main` prints its results.
`run_cases()` runs every program through the differential harness
(`differential.py`) with `TENSOR_PIPELINE`: the program as written, after
MLIR 22's `-one-shot-bufferize="bufferize-function-boundaries"
-buffer-deallocation-pipeline`, and after ours
(`one-shot-bufferize{bufferize-function-boundaries},buffer-deallocation-pipeline`),
all three under the memory-checking executor. It also counts the
allocations and copies right after One-Shot Bufferize (both tools), where
MLIR's deallocation lowering (whose `dealloc_helper` allocates buffers of its
own) does not blur the comparison.

Used by `tests/pytest/test_module_programs.py` and by `scripts/cost_tables.py`
(the table of docs/module_bufferization_costs.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from tests.harness.differential import (
    ONE_SHOT_PIPELINE,
    TENSOR_PIPELINE,
    Case,
    Program,
    run_differential,
)
from tests.harness.metrics import op_counts, op_counts_of_generic_text
from tests.harness.mlir_tools import run_mlir_opt
from tests.harness.ours import apply_pipeline, parse
from tests.harness.programs import DOCS, MODULE_PROGRAMS, program_paths

DOCUMENT = DOCS / "module_bufferization_costs.md"
"""Where the cost table is (between the `<!-- cost table` markers)."""
BUFFERIZED = "bufferized"
COSTS = (
    (f"{BUFFERIZED}:memref.alloc", "allocs after One-Shot"),
    (f"{BUFFERIZED}:memref.copy", "copies after One-Shot"),
    ("static:memref.alloc", "alloc ops after the pipeline"),
    ("static:memref.copy", "copy ops"),
    ("static:bufferization.clone", "clone ops"),
    ("dynamic:allocations", "allocations run"),
    ("dynamic:copies", "copies run"),
    ("dynamic:clones", "clones run"),
)
"""What the table compares, and the test requires ours <= MLIR's on: op
counts right after One-Shot Bufferize (`bufferized:`), op counts of the
program after the whole pipeline (`static:`; MLIR's include the five
allocations of each `dealloc_helper` call site of its generic deallocation
lowering) and counts executed by `@main` (`dynamic:`; allocations include
clones)."""


@dataclass
class ModuleCase:
    case: Case
    bufferized: dict[str, dict[str, int] | None]
    """Op counts right after One-Shot Bufferize, by column ("mlir", "ours");
    None when that column failed."""

    @property
    def name(self) -> str:
        return self.case.name

    def cost(self, column: str, key: str) -> int | None:
        where, _, name = key.partition(":")
        if where == BUFFERIZED:
            counts = self.bufferized.get(column)
            return None if counts is None else counts.get(name, 0)
        run = self.case.mlir if column == "mlir" else self.case.ours
        if run is None or run.error is not None:
            return None
        return (run.static if where == "static" else run.counters).get(name, 0)

    def excess(self) -> list[tuple[str, int, int]]:
        """(count, ours, MLIR's) for each of `COSTS` where ours is higher."""
        found: list[tuple[str, int, int]] = []
        for key, _ in COSTS:
            ours, theirs = self.cost("ours", key), self.cost("mlir", key)
            if ours is not None and theirs is not None and ours > theirs:
                found.append((key, ours, theirs))
        return found


def paths() -> list[Path]:
    """The programs, sorted by name."""
    return program_paths(MODULE_PROGRAMS)


def programs(selected: Sequence[Path] | None = None) -> list[Program]:
    return [
        Program(path.stem, path.read_text(), kind="module")
        for path in (selected if selected is not None else paths())
    ]


def _our_bufferized_counts(text: str) -> dict[str, int] | None:
    try:
        module = apply_pipeline(parse(text), ONE_SHOT_PIPELINE.xdsl_spec)
    except Exception:
        return None
    return op_counts(module)


def run_cases(
    selected_paths: Sequence[Path] | None = None, jobs: int | None = None
) -> list[ModuleCase]:
    """Every program through the input, MLIR's and our columns."""
    selected = programs(selected_paths)
    cases = run_differential(selected, TENSOR_PIPELINE, ours=True, jobs=jobs)
    theirs = run_mlir_opt(
        [program.text for program in selected], list(ONE_SHOT_PIPELINE.mlir_options)
    )
    return [
        ModuleCase(
            case,
            {
                "mlir": op_counts_of_generic_text(result.text) if result.text else None,
                "ours": _our_bufferized_counts(program.text),
            },
        )
        for program, case, result in zip(selected, cases, theirs)
    ]


def _cell(ours: int | None, theirs: int | None) -> str:
    if ours is None:
        return "-"
    if theirs is None:
        return f"{ours} / -"
    if ours < theirs:
        return f"**{ours} / {theirs}**"
    return f"{ours} / {theirs}"


def cost_table(cases: Sequence[ModuleCase] | None = None) -> str:
    """The markdown table: per program, ours / MLIR 22's for each of
    `COSTS` (bold where ours is lower), and a total row."""
    if cases is None:
        cases = run_cases()
    header = ["program", *(label for _, label in COSTS)]
    lines = [
        "| " + " | ".join(header) + " |",
        "| " + " | ".join("---" for _ in header) + " |",
    ]
    totals = {key: [0, 0] for key, _ in COSTS}
    for case in sorted(cases, key=lambda case: case.name):
        cells = [f"`{case.name}`"]
        for key, _ in COSTS:
            ours, theirs = case.cost("ours", key), case.cost("mlir", key)
            cells.append(_cell(ours, theirs))
            if ours is not None and theirs is not None:
                totals[key][0] += ours
                totals[key][1] += theirs
        lines.append("| " + " | ".join(cells) + " |")
    lines.append(
        "| total | " + " | ".join(_cell(*totals[key]) for key, _ in COSTS) + " |"
    )
    return "\n".join(lines)

"""
The module programs of tests/module_programs (call chains passing tensors
down and returning them up; callees that read, write or return their
arguments or slices of them, or return fresh tensors; calls in loops and
branches; recursion): each runs as written, after MLIR 22's
`-one-shot-bufferize="bufferize-function-boundaries"
-buffer-deallocation-pipeline` and after ours, under the memory-checking
executor. MLIR's and our results print what the program prints, with no
memory violation, and ours allocates and copies no more than MLIR's, program
by program. docs/module_bufferization_costs.md holds the table of costs;
`python -m scripts.cost_tables module --write` regenerates it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.harness import module_programs
from tests.harness.documents import table_in

pytestmark = pytest.mark.slow

PATHS = module_programs.paths()


@pytest.fixture(scope="module")
def cases() -> dict[str, module_programs.ModuleCase]:
    return {case.name: case for case in module_programs.run_cases(PATHS)}


def test_enough_programs():
    assert len(PATHS) >= 30


@pytest.mark.parametrize("path", PATHS, ids=[path.stem for path in PATHS])
def test_program(path: Path, cases: dict[str, module_programs.ModuleCase]):
    case = cases[path.stem]
    assert case.case.input.output, "the program prints nothing"
    assert case.case.mlir is not None, "MLIR 22's pipeline failed"
    assert case.case.ours is not None
    # Same output as the program, no leak, double or invalid free, use after
    # free or out-of-bounds access, in MLIR's and in our result; mlir-opt
    # reads our result.
    assert case.case.problems() == []
    # Not vacuous: the bufferized program allocates and frees.
    assert case.case.ours.counters["allocations"] > 0
    assert case.case.ours.counters["frees"] == case.case.ours.counters["allocations"]
    # Ours allocates, copies and clones no more than MLIR 22's, statically
    # and at run time; nor does it compare more pointers.
    assert case.excess() == []
    assert case.case.excess() == []


def test_cost_table_is_up_to_date(cases: dict[str, module_programs.ModuleCase]):
    expected = module_programs.cost_table(list(cases.values()))
    assert table_in(module_programs.DOCUMENT) == expected, (
        "docs/module_bufferization_costs.md is stale: run "
        "python -m scripts.cost_tables module --write"
    )

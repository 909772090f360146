"""
The tensor programs of tests/one_shot_programs: after our `one-shot-bufferize`
(with the options a program names) and our `buffer-deallocation-pipeline`,
each program prints what the tensor program printed, frees every buffer it
allocates exactly once and uses none after freeing it; and its allocations
and copies (static, after One-Shot Bufferize; executed, after the same
deallocation pipeline) are no more than after MLIR 22's `-one-shot-bufferize`.
The table of docs/one_shot_bufferize.md is that of these programs.
"""

import copy
from pathlib import Path

import pytest

from tests.harness import one_shot_programs as harness
from tests.harness.documents import table_in
from tests.harness.known_problems import KNOWN_DIFFERENCES
from tests.harness.mlir_tools import mlir_available
from tests.harness.outputs import hide_addresses
from tests.harness.programs import ONE_SHOT_PROGRAMS

PROGRAMS = harness.programs()


def test_enough_programs():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program(path: Path):
    comparison = harness.compare(path, with_mlir=mlir_available())
    ours = comparison.ours
    assert ours.run.ok, ours.run.report
    assert hide_addresses(ours.run.output) == hide_addresses(
        comparison.reference_output
    )
    assert ours.run.output.strip(), "the program prints nothing"
    if mlir_available():
        assert harness.cost_problems(comparison) == []


def test_known_differences_are_documented():
    document = harness.DOCUMENT.read_text()
    for name in KNOWN_DIFFERENCES:
        (row,) = [
            line for line in document.splitlines() if line.startswith(f"| {name} |")
        ]
        assert row.rstrip(" |").split("|")[-1].strip(), f"{name}: no note in the table"


def one_more_copy(comparison):
    """`comparison` with one more copy in our One-Shot Bufferize result,
    statically and executed."""
    worse = copy.deepcopy(comparison)
    worse.ours.metrics.copies += 1
    worse.ours.metrics.copies_run += 1
    return worse


@pytest.mark.skipif(not mlir_available(), reason="needs mlir-opt")
def test_one_more_copy_fails_the_quality_bar():
    comparison = harness.compare(ONE_SHOT_PROGRAMS / "insert_out_of_place.mlir")
    assert harness.cost_problems(comparison) == []
    worse = one_more_copy(comparison)
    assert harness.cost_problems(worse) == [
        "copies: ours 4 > MLIR's 3",
        "copies_run: ours 4 > MLIR's 3",
    ]
    alias = copy.deepcopy(comparison)
    alias.ours.metrics.alias_checks_run += 1
    assert harness.cost_problems(alias) == [
        f"alias_checks_run: ours {alias.ours.metrics.alias_checks_run} > MLIR's "
        f"{comparison.mlir.metrics.alias_checks_run}"
    ]


@pytest.mark.skipif(not mlir_available(), reason="needs mlir-opt")
def test_a_known_difference_must_stay_one():
    comparison = harness.compare(ONE_SHOT_PROGRAMS / "insert_out_of_place.mlir")
    comparison.name = "cf_loop"
    assert harness.cost_problems(comparison) == [
        "listed in KNOWN_DIFFERENCES, but compares with MLIR 22 and is not "
        "costlier: remove the entry"
    ]
    assert harness.cost_problems(one_more_copy(comparison)) == []


@pytest.mark.skipif(not mlir_available(), reason="needs mlir-opt")
def test_cost_table_is_up_to_date():
    assert table_in(harness.DOCUMENT) == harness.cost_table(), (
        f"{harness.DOCUMENT.name} is stale: run "
        "python -m scripts.cost_tables one-shot --write"
    )

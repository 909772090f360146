"""Differential test: generated memref-level programs through MLIR's and our `-buffer-deallocation-pipeline`.

Each program runs under the memory-checking executor as written (the
reference output), as mlir-opt transforms it, and as our passes transform it
(when they are registered: `differential.ours_available`). MLIR's and our
results must print exactly what the input prints and free every buffer
exactly once. See docs/differential_testing.md; `DIFFERENTIAL_SEEDS=2000`
(or scripts/differential_run.py --seeds 2000) runs more seeds.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from differential import Case, ours_available
from differential.harness import PIPELINES
from differential.ours_known_problems import KNOWN_EXCESS
from differential.suite import (
    MAX_EXCLUDED_FRACTION,
    column_totals,
    excess_failures,
    excluded_seeds,
    input_failures,
    is_ci_range,
    mlir_failures,
    ours_failures,
    recorded_exclusions,
    run_kind,
    seeds_from_environment,
)

KIND = "memref"
SEEDS = seeds_from_environment()


@pytest.fixture(scope="module")
def cases() -> list[Case]:
    return run_kind(KIND, SEEDS)


def test_every_program_runs(cases: list[Case]):
    # mlir-opt accepts every input, and the executor runs it without any
    # memory violation but leaks (the pipeline inserts the deallocations).
    assert input_failures(cases) == []
    assert all(case.input.output for case in cases)


def test_mlir_matches_the_input(cases: list[Case]):
    # Same output, no leak, no double or invalid free, no use after free, no
    # out-of-bounds access; MLIR's failures are all known MLIR defects.
    assert mlir_failures(cases) == []


def test_mlir_exclusions_are_the_recorded_ones(cases: list[Case]):
    excluded = excluded_seeds(cases)
    assert len(excluded) <= MAX_EXCLUDED_FRACTION * len(cases)
    if is_ci_range(SEEDS):
        # docs/differential_testing.md lists these.
        assert excluded == recorded_exclusions(KIND, SEEDS)


def test_mlir_column_deallocates(cases: list[Case]):
    # Not vacuous: MLIR's results allocate and free buffers.
    judged = [
        case for case in cases if case.mlir is not None and case.mlir_excluded is None
    ]
    assert len(judged) >= 0.8 * len(cases)
    assert sum(case.mlir.counters["frees"] for case in judged if case.mlir) > len(
        judged
    )


def test_ours_matches_the_input(cases: list[Case]):
    # Checked when our pipeline is registered; problems listed in
    # differential/ours_known_problems.py are tolerated.
    if not ours_available(PIPELINES[KIND]):
        assert all(case.ours is None for case in cases)
        return
    assert all(case.ours is not None for case in cases)
    assert ours_failures(KIND, cases) == []


def test_ours_is_not_worse_than_mlir(cases: list[Case]):
    # Program by program: after the whole pipeline, no more allocations,
    # copies, clones, bytes copied or runtime alias checks (pointer
    # extractions, `@dealloc_helper` calls) than MLIR's, statically and
    # executed. The programs of KNOWN_EXCESS["memref"]
    # (differential/ours_known_problems.py, listed in
    # docs/differential_testing.md with the reason) are the exceptions.
    if not ours_available(PIPELINES[KIND]):
        return
    assert excess_failures(KIND, cases) == []


def test_ours_is_not_worse_than_mlir_in_total(cases: list[Case]):
    # Over the programs where both are correct, known exceptions included:
    # what the listed programs count over MLIR's is all the excess allowed.
    mlir, ours = column_totals(cases, "mlir"), column_totals(cases, "ours")
    known = KNOWN_EXCESS.get(KIND, {})
    extra = {
        key: sum(
            max(0, ours - mlir)
            for case in cases
            if case.name in known
            for found_key, ours, mlir in case.excess()
            if found_key == key
        )
        for key in ours
    }
    worse = {
        key: (ours[key], mlir[key])
        for key in ours
        if ours[key] - extra[key] > mlir[key]
    }
    assert worse == {}


def test_known_memref_excess_is_documented():
    # docs/differential_testing.md lists exactly the memref programs of
    # KNOWN_EXCESS, each with a reason.
    document = (
        Path(__file__).resolve().parents[2] / "docs" / "differential_testing.md"
    ).read_text()
    section = document.split("<!-- known excess: begin -->")[1].split(
        "<!-- known excess: end -->"
    )[0]
    listed = set(re.findall(r"^\| `(memref-\d+)` \|", section, re.M))
    assert listed == set(KNOWN_EXCESS.get(KIND, {}))
    assert all(reason.strip() for reason in KNOWN_EXCESS.get(KIND, {}).values())

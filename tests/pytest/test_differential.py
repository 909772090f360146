"""Differential test: generated programs through MLIR 22's pipeline and ours,
one kind of program at a time (`tests.harness.generated.KINDS`):

- `memref`: memref programs without deallocations, through
  `-buffer-deallocation-pipeline`;
- `tensor`: tensor programs, through One-Shot Bufferize (function
  boundaries) and `-buffer-deallocation-pipeline`;
- `module`: tensor modules with call chains (depth 1 to 4), through the same
  pipeline (One-Shot Module Bufferize).

Each program runs under the memory-checking executor as written (the
reference output), as mlir-opt transforms it, and as our passes transform it
(when they are registered: `ours_available`). Program by program, MLIR's and
our results must print exactly what the input prints and free every buffer
exactly once, and ours must count no more than MLIR's (allocations, copies,
clones, bytes copied, runtime alias checks), but for the listed exceptions
(tests/harness/known_problems.py, docs/differential_testing.md).
`DIFFERENTIAL_SEEDS=2000` (or `python -m scripts.differential_run --seeds
2000`) runs more seeds.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from tests.harness.differential import PIPELINES, Case, ours_available
from tests.harness.generated import (
    KINDS,
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
from tests.harness.known_problems import KNOWN_EXCESS
from tests.harness.programs import DOCS

pytestmark = pytest.mark.slow

SEEDS = seeds_from_environment()


@pytest.fixture(scope="module", params=KINDS)
def kind(request: pytest.FixtureRequest) -> str:
    return request.param


@pytest.fixture(scope="module")
def cases(kind: str) -> list[Case]:
    return run_kind(kind, SEEDS)


def test_every_program_runs(cases: list[Case]):
    # mlir-opt accepts every input, and the executor runs it without any
    # memory violation but leaks (the pipeline inserts the deallocations).
    assert input_failures(cases) == []
    assert all(case.input.output for case in cases)


def test_mlir_matches_the_input(cases: list[Case]):
    # Same output, no leak, no double or invalid free, no use after free, no
    # out-of-bounds access; MLIR's failures are all known MLIR defects.
    assert mlir_failures(cases) == []


def test_mlir_exclusions_are_the_recorded_ones(kind: str, cases: list[Case]):
    excluded = excluded_seeds(cases)
    assert len(excluded) <= MAX_EXCLUDED_FRACTION * len(cases)
    if is_ci_range(SEEDS):
        # docs/differential_testing.md lists these (none for modules: their
        # generator keeps away from the known defects).
        assert excluded == recorded_exclusions(kind, SEEDS)


def test_mlir_column_deallocates(cases: list[Case]):
    # Not vacuous: MLIR's results allocate and free buffers.
    judged = [
        case for case in cases if case.mlir is not None and case.mlir_excluded is None
    ]
    assert len(judged) >= 0.8 * len(cases)
    assert sum(case.mlir.counters["frees"] for case in judged if case.mlir) > len(
        judged
    )


# Module programs only: MLIR's column is never excluded for them (it may
# leak where it is, for the other kinds), and only their generator makes
# clones this often.
@pytest.mark.parametrize("kind", ["module"], indirect=True)
def test_pipelines_deallocate(cases: list[Case]):
    # Not vacuous: both columns allocate, free, copy and clone, and free
    # every buffer they allocate.
    judged = [case for case in cases if case.mlir is not None and case.ours is not None]
    assert len(judged) >= 0.9 * len(cases)
    for column in ("mlir", "ours"):
        totals: Counter[str] = Counter()
        for case in judged:
            run = case.mlir if column == "mlir" else case.ours
            assert run is not None
            totals.update(run.counters)
        assert totals["frees"] == totals["allocations"] > len(judged)
        assert totals["copies"] > len(judged) // 2
        assert totals["clones"] > len(judged) // 4


def test_ours_matches_the_input(kind: str, cases: list[Case]):
    # Checked when our pipeline is registered; problems listed in
    # tests/harness/known_problems.py are tolerated.
    if not ours_available(PIPELINES[kind]):
        assert all(case.ours is None for case in cases)
        return
    assert all(case.ours is not None for case in cases)
    assert ours_failures(kind, cases) == []
    # None of our runs failed (a rejection MLIR shares is not a problem).
    assert [case.name for case in cases if case.ours and case.ours.error] == []


def test_ours_is_not_worse_than_mlir(kind: str, cases: list[Case]):
    # Program by program: after the whole pipeline, no more allocations,
    # copies, clones, bytes copied or runtime alias checks (pointer
    # extractions, `@dealloc_helper` calls) than MLIR's, statically and
    # executed; for the tensor pipelines, also no more allocations or copies
    # than MLIR's One-Shot Bufferize (ops right after it, and executed). The
    # programs of KNOWN_EXCESS (tests/harness/known_problems.py, listed in
    # docs/differential_testing.md with the reason) are the exceptions.
    if not ours_available(PIPELINES[kind]):
        return
    assert excess_failures(kind, cases) == []


def test_ours_is_not_worse_than_mlir_in_total(kind: str, cases: list[Case]):
    # Over the programs where both are correct, known exceptions included:
    # what the listed programs count over MLIR's is all the excess allowed.
    mlir, ours = column_totals(cases, "mlir"), column_totals(cases, "ours")
    known = KNOWN_EXCESS.get(kind, {})
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


def test_one_shot_stage_is_measured(kind: str, cases: list[Case]):
    # Not vacuous: where the pipeline starts with One-Shot Bufferize, its own
    # results were run on both sides, and they allocate and copy; the
    # deallocation pipeline alone has no stage.
    if PIPELINES[kind].stage is None:
        assert all(case.ours.stage is None for case in cases if case.ours is not None)
        return
    if not ours_available(PIPELINES[kind]):
        return
    stages = [
        (case.mlir.stage, case.ours.stage)
        for case in cases
        if case.mlir is not None and case.ours is not None
    ]
    assert len(stages) >= 0.8 * len(cases)
    for mlir, ours in stages:
        assert mlir is not None
        assert ours is not None
        for run in (mlir, ours):
            assert run.static.get("memref.alloc", 0) > 0
    copies = sum(ours.counters["copies"] for _, ours in stages if ours is not None)
    assert copies > len(stages) // 2


def test_known_excess_is_documented():
    # docs/differential_testing.md lists exactly the programs of
    # KNOWN_EXCESS, each with a reason.
    document = (DOCS / "differential_testing.md").read_text()
    section = document.split("<!-- known excess: begin -->")[1].split(
        "<!-- known excess: end -->"
    )[0]
    listed = set(re.findall(r"^\| `([\w-]+)` \|", section, re.M))
    known = {name for programs in KNOWN_EXCESS.values() for name in programs}
    assert listed == known
    assert all(
        reason.strip()
        for programs in KNOWN_EXCESS.values()
        for reason in programs.values()
    )

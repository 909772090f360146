"""Differential test: generated tensor modules with call chains (depth 1 to
4) through MLIR's and our One-Shot Module Bufferize
(`bufferize-function-boundaries`) and `-buffer-deallocation-pipeline`.

Each program (`generators.module_programs`) runs under the memory-checking
executor as written (the reference output), as mlir-opt transforms it, and
as our passes transform it. Program by program: MLIR's and our results
print exactly what the input prints and free every buffer exactly once, and
ours counts no more than MLIR's (allocations, copies, clones, bytes copied,
pointer comparisons). See docs/module_bufferization_costs.md;
`DIFFERENTIAL_SEEDS=1000` runs more seeds.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from differential import TENSOR_PIPELINE, Case, Program, run_differential
from differential.suite import excluded_seeds, input_failures, mlir_failures
from generators import Choices
from generators.module_programs import (
    MODULE_CONSTRUCTS,
    call_depth,
    generate_module_program,
    module_constructs,
)

CI_SEEDS = 200
SEEDS = range(int(os.environ.get("DIFFERENTIAL_SEEDS", CI_SEEDS)))
TESTS = Path(__file__).resolve().parents[1]

EXCLUDED: dict[int, str] = {}
"""Seeds of 0..199 whose MLIR column a known MLIR 22 defect explains
(`differential/mlir_defects.py`): none, the generator keeps away from them."""

MINIMUM = dict.fromkeys(MODULE_CONSTRUCTS, 30) | {
    "call depth 4": 10,
}
"""In how many of the 200 programs each construct must occur at least
(about half of what the generator gives today)."""


@pytest.fixture(scope="module")
def texts() -> list[str]:
    return [generate_module_program(seed) for seed in SEEDS]


@pytest.fixture(scope="module")
def cases(texts: list[str]) -> list[Case]:
    programs = [
        Program(f"module-{seed}", text, seed, "module")
        for seed, text in zip(SEEDS, texts)
    ]
    return run_differential(programs, TENSOR_PIPELINE, ours=True)


def test_same_seed_same_program(texts: list[str]):
    assert [generate_module_program(seed) for seed in range(10)] == texts[:10]
    assert len(set(texts)) == len(texts)


def test_programs_do_not_depend_on_hash_randomization(texts: list[str]):
    script = (
        "import hashlib, sys\n"
        f"sys.path.insert(0, {str(TESTS)!r})\n"
        "from generators.module_programs import generate_module_program as g\n"
        "print(hashlib.sha256('\\n'.join(g(s) for s in range(20)).encode()).hexdigest())"
    )
    digest = hashlib.sha256("\n".join(texts[:20]).encode()).hexdigest()
    for hash_seed in ("1", "2"):
        process = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": hash_seed},
        )
        assert process.stdout.strip() == digest


def test_replayed_choices_give_the_same_program():
    choices = Choices(7)
    text = generate_module_program(choices)
    assert generate_module_program(Choices(replay=choices.record)) == text
    # Any choice list gives a program: all zeros is the simplest one.
    simplest = generate_module_program(Choices(replay=[]))
    assert "func.call @f0" in simplest
    assert call_depth(simplest) == 1


def test_constructs(texts: list[str]):
    if len(texts) < CI_SEEDS:
        pytest.skip("construct minimums are for the 200 CI programs")
    counts: Counter[str] = Counter()
    for text in texts:
        counts.update(module_constructs(text))
    assert {
        name: counts[name]
        for name, minimum in MINIMUM.items()
        if counts[name] < minimum
    } == {}


def test_every_program_runs(cases: list[Case]):
    # mlir-opt accepts every input; the executor runs it without any memory
    # violation but leaks (the pipeline inserts the deallocations).
    assert input_failures(cases) == []
    assert all(case.input.output for case in cases)


def test_mlir_matches_the_input(cases: list[Case]):
    assert mlir_failures(cases) == []
    if list(SEEDS) == list(range(CI_SEEDS)):
        assert excluded_seeds(cases) == EXCLUDED


def test_ours_matches_the_input(cases: list[Case]):
    # No tolerated problem: same output, no violation, mlir-opt reads ours.
    problems = [
        f"{case.name}: {problem}" for case in cases for problem in case.ours_problems()
    ]
    assert problems == []
    assert all(case.ours is not None and case.ours.error is None for case in cases)


def test_ours_is_not_worse_than_mlir(cases: list[Case]):
    # Program by program, every count the harness compares.
    excess = {case.name: case.excess() for case in cases if case.excess()}
    assert excess == {}


def test_pipelines_deallocate(cases: list[Case]):
    # Not vacuous: the results allocate, free, copy and clone.
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

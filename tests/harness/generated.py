"""Generated programs (tests/generators) as differential cases, and what the
tests check on them: shared by tests/pytest/test_differential.py and
scripts/differential_run.py.

A kind of program (`KINDS`: "memref", "tensor", "module") names its
generator (`generators.GENERATORS`) and its pipeline (`PIPELINES`).
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Sequence

from tests.generators import GENERATORS
from tests.harness.differential import (
    COMPARED_COUNTS,
    PIPELINES,
    Case,
    Program,
    count_of,
    run_differential,
)
from tests.harness.known_problems import KNOWN_EXCESS, unknown_problems
from tests.harness.mlir_defects import EXCLUDED

KINDS = tuple(PIPELINES)
"""The kinds of generated programs the differential tests run."""

CI_SEEDS = 200
"""Seeds per kind in CI; `DIFFERENTIAL_SEEDS` overrides."""
MAX_EXCLUDED_FRACTION = 0.15
"""MLIR's column may be excluded (known MLIR defects) for at most this
fraction of the programs: beyond it, the generator hides too much from it."""


def programs_for(kind: str, seeds: Iterable[int]) -> list[Program]:
    """The generated programs of `kind` for `seeds`, named `<kind>-<seed>`."""
    generate = GENERATORS[kind]
    return [Program(f"{kind}-{seed}", generate(seed), seed, kind) for seed in seeds]


def is_ci_range(seeds: Sequence[int]) -> bool:
    """Whether `seeds` are the CI seeds (those `EXCLUDED` records)."""
    return list(seeds) == list(range(CI_SEEDS))


def seeds_from_environment() -> range:
    return range(int(os.environ.get("DIFFERENTIAL_SEEDS", CI_SEEDS)))


def run_kind(
    kind: str, seeds: Sequence[int], ours: bool | None = None, jobs: int | None = None
) -> list[Case]:
    return run_differential(
        programs_for(kind, seeds), PIPELINES[kind], ours=ours, jobs=jobs
    )


def input_failures(cases: Sequence[Case]) -> list[str]:
    return [
        f"{case.name}: {problem}"
        for case in cases
        for problem in case.problems()
        if problem.startswith("input:")
    ]


def mlir_failures(cases: Sequence[Case]) -> list[str]:
    """MLIR problems no known MLIR defect explains."""
    return [
        f"{case.name}: {problem}"
        for case in cases
        if case.mlir_excluded is None
        for problem in case.mlir_problems()
    ]


def ours_failures(kind: str, cases: Sequence[Case]) -> list[str]:
    """Problems of our column that are not known problems."""
    return [
        f"{case.name}: {problem}"
        for case in cases
        for problem in unknown_problems(kind, case.ours_problems())
    ]


def excluded_seeds(cases: Sequence[Case]) -> dict[int, str]:
    return {
        case.program.seed: (case.mlir_excluded or "").split(":")[0]
        for case in cases
        if case.mlir_excluded is not None and case.program.seed is not None
    }


def recorded_exclusions(kind: str, seeds: Sequence[int]) -> dict[int, str]:
    wanted = set(seeds)
    return {seed: defect for seed, defect in EXCLUDED[kind].items() if seed in wanted}


def column_totals(cases: Sequence[Case], column: str) -> Counter[str]:
    """Sums of `COMPARED_COUNTS` over the cases where both MLIR and ours
    ran cleanly (so that the two columns sum over the same programs)."""
    totals: Counter[str] = Counter()
    for case in cases:
        if case.mlir is None or case.ours is None or case.mlir_excluded is not None:
            continue
        if case.problems():
            continue
        run = case.mlir if column == "mlir" else case.ours
        for key in COMPARED_COUNTS:
            totals[key] += count_of(run, key)
    return totals


def excess_by_program(cases: Sequence[Case]) -> dict[str, list[tuple[str, int, int]]]:
    """For each program where both MLIR and ours ran and MLIR's column is
    judged: the counts where ours is higher (`Case.excess`), if any."""
    return {
        case.name: found
        for case in cases
        if case.mlir_excluded is None
        for found in [case.excess()]
        if found
    }


def excess_failures(kind: str, cases: Sequence[Case]) -> list[str]:
    """THE quality bar, program by program: ours never allocates, copies,
    clones or checks aliases at run time more than MLIR 22's pipeline, after
    One-Shot Bufferize alone and after the whole pipeline, statically and
    executed. A program listed in `KNOWN_EXCESS` (with its explanation) may
    exceed; a listed program that no longer exceeds is a failure too (the
    entry must go)."""
    known = KNOWN_EXCESS.get(kind, {})
    found = excess_by_program(cases)
    failures = [
        f"{name}: ours > MLIR's: "
        + ", ".join(f"{key} {ours} > {mlir}" for key, ours, mlir in counts)
        for name, counts in found.items()
        if name not in known
    ]
    judged = {
        case.name for case in cases if case.mlir is not None and case.ours is not None
    }
    failures += [
        f"{name}: listed in KNOWN_EXCESS but no longer costlier than MLIR's"
        for name in known
        if name in judged and name not in found
    ]
    return failures

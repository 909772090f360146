#!/usr/bin/env python3
"""The long differential run: more seeds than CI, a report, shrinking.

    python -m scripts.differential_run --seeds 2000            # every kind
    python -m scripts.differential_run --kind memref --seeds 500 --start 200
    python -m scripts.differential_run --seeds 200 --print-exclusions
    python -m scripts.differential_run --kind memref --seeds 50 --shrink

Runs the generated programs of seeds [start, start + seeds) through the
differential harness (tests/harness), prints the figures, every
problem, the MLIR exclusions and where ours does more work than MLIR, and
exits with status 1 if any case has a problem that is not known (MLIR
defects and the known problems of our passes are reported, not failed).
With --shrink, each failing program is made smaller (by its generator's
choices) while it keeps failing the same way, and printed. Run it from the
repository root (the harness is the `tests.harness` package).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

try:
    from tests.generators import GENERATORS, Choices, shrink
    from tests.harness.differential import (
        PIPELINES,
        Case,
        Program,
        ours_available,
        run_differential,
    )
    from tests.harness.generated import (
        KINDS,
        column_totals,
        excluded_seeds,
        input_failures,
        mlir_failures,
        ours_failures,
        programs_for,
    )
except ModuleNotFoundError as error:  # run as a file: the root is not on the path
    raise SystemExit(
        f"{error}: run `python -m scripts.differential_run` from the repository root"
    ) from error


def report(kind: str, cases: list[Case], seconds: float) -> list[str]:
    """Print the report of one kind; return the unknown problems."""
    print(f"== {kind}: {len(cases)} programs in {seconds:.0f} s")
    pipeline = PIPELINES[kind]
    print(f"   pipeline: mlir-opt {' '.join(pipeline.mlir_options)}")
    print(
        f"   ours: {'on' if ours_available(pipeline) else 'off (passes not registered)'}"
    )
    excluded = excluded_seeds(cases)
    by_defect = Counter(excluded.values())
    print(f"   MLIR column excluded for {len(excluded)} program(s): {dict(by_defect)}")
    for defect in sorted(by_defect):
        seeds = sorted(seed for seed, name in excluded.items() if name == defect)
        print(f"     {defect}: {seeds}")
    known_ours: Counter[str] = Counter()
    for case in cases:
        for problem in case.ours_problems():
            known_ours[problem.split(":")[1].strip()] += 1
    if known_ours:
        print(
            f"   problems of ours (incl. known ones), by category: {dict(known_ours)}"
        )
    excess: Counter[str] = Counter()
    worse: list[str] = []
    for case in cases:
        if case.mlir_excluded is None and not case.problems():
            found = case.excess()
            for key, _, _ in found:
                excess[key] += 1
            if found:
                worse.append(
                    f"{case.name}: " + ", ".join(f"{k} {o} > {m}" for k, o, m in found)
                )
    mlir_totals, ours_totals = (
        column_totals(cases, "mlir"),
        column_totals(cases, "ours"),
    )
    if ours_totals:
        print("   totals over the programs both handle correctly (ours / MLIR's):")
        for key in sorted(mlir_totals):
            print(f"     {key}: {ours_totals[key]} / {mlir_totals[key]}")
        print(
            f"   programs where ours counts more than MLIR's: {len(worse)} {dict(excess)}"
        )
        for line in worse[:20]:
            print(f"     {line}")
    else:
        totals: Counter[str] = Counter()
        for case in cases:
            if case.mlir is not None and case.mlir_excluded is None:
                totals.update(
                    {f"dynamic:{k}": v for k, v in case.mlir.counters.items()}
                )
        print(f"   MLIR's dynamic totals: {dict(sorted(totals.items()))}")
    problems = input_failures(cases) + mlir_failures(cases) + ours_failures(kind, cases)
    print(f"   unknown problems: {len(problems)}")
    for problem in problems:
        print(f"     {problem}")
    return problems


def first_problem_category(case: Case) -> str | None:
    problems = case.problems()
    return ":".join(problems[0].split(":")[:2]) if problems else None


def shrink_case(kind: str, case: Case, attempts: int) -> str:
    """The smallest program found that fails like `case` does."""
    category = first_problem_category(case)
    pipeline = PIPELINES[kind]
    assert case.program.seed is not None
    assert category is not None

    def still_fails(text: str) -> bool:
        (again,) = run_differential([Program("shrinking", text)], pipeline, jobs=1)
        return any(problem.startswith(category) for problem in again.problems())

    choices = Choices(case.program.seed)
    GENERATORS[kind](choices)
    _, text = shrink(
        GENERATORS[kind], choices.record, still_fails, max_attempts=attempts
    )
    return text


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kind", choices=(*KINDS, "all"), default="all")
    parser.add_argument(
        "--seeds", type=int, default=2000, help="number of seeds (default 2000)"
    )
    parser.add_argument("--start", type=int, default=0, help="first seed (default 0)")
    parser.add_argument(
        "--jobs", type=int, default=None, help="worker processes (default: CPUs)"
    )
    parser.add_argument("--no-ours", action="store_true", help="leave our passes out")
    parser.add_argument(
        "--print-exclusions",
        action="store_true",
        help="print the excluded seeds as tests/harness/mlir_defects.py records them",
    )
    parser.add_argument(
        "--shrink", action="store_true", help="shrink and print failing programs"
    )
    parser.add_argument(
        "--shrink-limit", type=int, default=3, help="programs to shrink per kind"
    )
    parser.add_argument("--shrink-attempts", type=int, default=200)
    parser.add_argument(
        "--json", type=Path, help="write every case's problems and counts here"
    )
    options = parser.parse_args()

    kinds = KINDS if options.kind == "all" else (options.kind,)
    seeds = range(options.start, options.start + options.seeds)
    failed = False
    exclusions: dict[str, dict[int, str]] = {}
    records: list[dict[str, object]] = []
    for kind in kinds:
        started = time.time()
        cases = run_differential(
            programs_for(kind, seeds),
            PIPELINES[kind],
            ours=False if options.no_ours else None,
            jobs=options.jobs,
        )
        problems = report(kind, cases, time.time() - started)
        failed = failed or bool(problems)
        exclusions[kind] = excluded_seeds(cases)
        for case in cases:
            records.append(
                {
                    "name": case.name,
                    "problems": case.problems(),
                    "mlir_excluded": case.mlir_excluded,
                    "mlir": None
                    if case.mlir is None
                    else {"static": case.mlir.static, "dynamic": case.mlir.counters},
                    "ours": None
                    if case.ours is None
                    else {"static": case.ours.static, "dynamic": case.ours.counters},
                }
            )
        if options.shrink:
            failing = [
                case
                for case in cases
                if any(
                    p in problems
                    for p in (f"{case.name}: {q}" for q in case.problems())
                )
            ]
            for case in failing[: options.shrink_limit]:
                print(f"-- {case.name} ({first_problem_category(case)}), shrunk:")
                print(shrink_case(kind, case, options.shrink_attempts))
    if options.print_exclusions:
        print("EXCLUDED: dict[str, dict[int, str]] = {")
        for kind in KINDS:
            entries = exclusions.get(kind, {})
            print(f'    "{kind}": {{')
            for seed in sorted(entries):
                print(f'        {seed}: "{entries[seed]}",')
            print("    },")
        print("}")
    if options.json is not None:
        options.json.write_text(json.dumps(records, indent=1))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

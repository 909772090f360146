"""A fuzzing campaign: runs `[start, start + runs)`, in parallel, and its figures."""

from __future__ import annotations

import multiprocessing
import time
from collections import Counter
from dataclasses import dataclass, field

from fuzz.mutation import mutant
from fuzz.runner import PIPELINES, VERDICTS, Outcome, judge

FAILURES = ("traceback", "hang", "mlir-rejects-output", "internal-error")
"""Verdicts that are findings (the others are the tools doing their job)."""


def pipeline_of(run: int) -> str | None:
    return PIPELINES[run % len(PIPELINES)]


def run_one(
    run: int, timeout: float = 20.0, with_mlir: bool = True
) -> tuple[int, Outcome]:
    return run, judge(mutant(run), pipeline_of(run), timeout, with_mlir)


def _run_star(arguments: tuple[int, float, bool]) -> tuple[int, Outcome]:
    return run_one(*arguments)


@dataclass
class Campaign:
    start: int
    runs: int
    seconds: float = 0.0
    verdicts: Counter[str] = field(default_factory=Counter[str])
    by_pipeline: dict[str, Counter[str]] = field(
        default_factory=dict[str, Counter[str]]
    )
    findings: list[tuple[int, Outcome]] = field(
        default_factory=list[tuple[int, Outcome]]
    )

    def add(self, run: int, outcome: Outcome) -> None:
        self.verdicts[outcome.verdict] += 1
        name = outcome.pipeline or "(none)"
        self.by_pipeline.setdefault(name, Counter())[outcome.verdict] += 1
        if outcome.verdict in FAILURES:
            self.findings.append((run, outcome))

    def report(self) -> str:
        lines = [
            f"runs {self.start}..{self.start + self.runs - 1}: {self.runs} runs "
            f"in {self.seconds:.0f} s",
            "verdicts: " + ", ".join(f"{v} {self.verdicts[v]}" for v in VERDICTS),
        ]
        for name, counts in sorted(self.by_pipeline.items()):
            lines.append(
                f"  {name}: "
                + ", ".join(f"{v} {counts[v]}" for v in VERDICTS if counts[v])
            )
        for run, outcome in sorted(self.findings, key=lambda item: item[0]):
            lines.append(
                f"run {run} [{outcome.verdict}] -p {outcome.pipeline}: "
                f"{mutant(run).origin}\n    {outcome.detail.splitlines()[0] if outcome.detail else ''}"
                + (f"\n    raised in {outcome.raised_in}" if outcome.raised_in else "")
            )
        return "\n".join(lines)


def campaign(
    start: int,
    runs: int,
    *,
    jobs: int = 1,
    timeout: float = 20.0,
    with_mlir: bool = True,
) -> Campaign:
    result = Campaign(start, runs)
    began = time.perf_counter()
    work = [(run, timeout, with_mlir) for run in range(start, start + runs)]
    if jobs <= 1:
        for arguments in work:
            result.add(*_run_star(arguments))
    else:
        # Fresh processes: each sets up the plugin once, as xdsl-opt does.
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for run, outcome in pool.imap_unordered(_run_star, work, chunksize=8):
                result.add(run, outcome)
    result.seconds = time.perf_counter() - began
    return result

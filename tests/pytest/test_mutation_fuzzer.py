"""
The mutation fuzzer of issue 15, CI budget: runs 0..299 (fixed seeds), in
shards that pytest-xdist spreads over workers. Each run mutates one of our
test programs and runs `xdsl-opt` (in-process, judged as the command shows
it) with no pipeline or one of ours. Asserted: no Python traceback reaches
the user, no run hangs, and where `mlir-opt` accepts the input it accepts
our output; an internal error raised in this package's code is a failure,
one raised in xDSL's is reported (docs/xdsl_defects.md). The long campaign
is `scripts/fuzz.py --runs 5000` (figures in docs/fuzzing.md).
"""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from fuzz.campaign import pipeline_of, run_one
from fuzz.mutation import corpus, mutant
from fuzz.runner import check_with_subprocess, mlir_opt

RUNS = 300
SHARDS = 10
TIMEOUT = 60.0
"""Seconds per run before it counts as a hang (a run takes well under one;
the margin is for a loaded machine)."""


def test_corpus_and_mutants_are_deterministic():
    assert len(corpus()) > 100
    assert mutant(7) == mutant(7)
    assert mutant(7).text != mutant(8).text


@pytest.mark.parametrize("shard", range(SHARDS))
def test_mutants_never_crash_hang_or_miscompile(shard: int):
    with_mlir = mlir_opt() is not None
    findings: list[str] = []
    xdsl_defects: list[str] = []
    for run in range(shard, RUNS, SHARDS):
        _, outcome = run_one(run, TIMEOUT, with_mlir)
        where = f"run {run} (-p {pipeline_of(run)}, {mutant(run).origin})"
        if outcome.verdict in ("traceback", "hang"):
            # Confirm with the real command, as the user runs it.
            status, stderr = check_with_subprocess(
                mutant(run).text, pipeline_of(run), TIMEOUT
            )
            if status is None or "Traceback (most recent call last)" in stderr:
                findings.append(f"{where}: {outcome.verdict}: {outcome.detail}")
        elif outcome.verdict == "mlir-rejects-output":
            findings.append(f"{where}: mlir-opt rejects our output")
        elif outcome.verdict == "internal-error":
            line = f"{where}: {outcome.detail} (raised in {outcome.raised_in})"
            (findings if outcome.ours else xdsl_defects).append(line)
    for line in xdsl_defects:
        print(f"xDSL defect: {line}")
    assert not findings, "\n".join(findings)

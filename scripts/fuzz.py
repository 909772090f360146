#!/usr/bin/env python3
"""The mutation fuzzer's long campaign (issue 15; CI runs a few hundred runs).

    scripts/fuzz.py --runs 5000 --jobs 2          # the documented campaign
    scripts/fuzz.py --start 5000 --runs 1000      # more mutants
    scripts/fuzz.py --show 1234                   # one run: its mutant and verdict

Run N mutates a program of tests/filecheck (seeded by N) and runs `xdsl-opt`
on it in-process with one of the pipelines of tests/fuzz/runner.py (or none).
Prints the figures and every finding (traceback, hang, internal error,
output mlir-opt rejects while it accepts the input); exits 1 if there is one.
Run it under `nice`: it keeps the cores busy.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fuzz.campaign import campaign, pipeline_of, run_one
from fuzz.mutation import mutant


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--start", type=int, default=0, help="first run number")
    parser.add_argument("--runs", type=int, default=5000, help="number of runs")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per run")
    parser.add_argument(
        "--no-mlir", action="store_true", help="do not check outputs with mlir-opt"
    )
    parser.add_argument("--show", type=int, help="print run N's mutant and verdict")
    options = parser.parse_args()
    if options.show is not None:
        print(mutant(options.show).origin)
        print(f"pipeline: {pipeline_of(options.show)}")
        print(mutant(options.show).text)
        _, outcome = run_one(options.show, options.timeout, not options.no_mlir)
        print(f"verdict: {outcome.verdict}\n{outcome.detail}")
        return 0
    result = campaign(
        options.start,
        options.runs,
        jobs=options.jobs,
        timeout=options.timeout,
        with_mlir=not options.no_mlir,
    )
    print(result.report())
    return 1 if result.findings else 0


if __name__ == "__main__":
    sys.exit(main())

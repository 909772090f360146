"""
The deallocation programs of tests/dealloc_programs: after our
`buffer-deallocation-pipeline` each program prints what it printed before,
frees every buffer it allocates exactly once and uses none after freeing it;
and its deallocation code costs no more than after MLIR 22's pipeline
(dealloc sites, runtime alias checks, helper calls, clones and copies,
allocations; static and dynamic).
"""

import sys
from pathlib import Path

import pytest

PROGRAM_DIR = Path(__file__).resolve().parents[1] / "dealloc_programs"
sys.path.insert(0, str(PROGRAM_DIR))

import harness  # noqa: E402  # pyright: ignore[reportMissingImports]

PROGRAMS = harness.programs()


def test_enough_programs():
    assert len(PROGRAMS) >= 40


@pytest.mark.parametrize("path", PROGRAMS, ids=[p.stem for p in PROGRAMS])
def test_program(path: Path):
    comparison = harness.compare(path, with_mlir=harness.mlir_available())
    ours = comparison.ours
    assert ours.ok, ours.report
    assert "leak" not in ours.report
    assert harness.normalize_output(ours.output) == harness.normalize_output(
        comparison.reference_output
    )
    assert ours.metrics.frees_run == ours.metrics.allocations_run
    if comparison.mlir is None or comparison.mlir_error:
        return
    theirs = comparison.mlir.metrics.as_dict()
    worse = {
        name: (value, theirs[name])
        for name, value in ours.metrics.as_dict().items()
        if value > theirs[name]
    }
    assert not worse, f"costlier than MLIR 22 (ours, MLIR's): {worse}"
